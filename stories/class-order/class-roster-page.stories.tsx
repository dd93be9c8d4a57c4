import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassOrderRoutes } from './class-order-story';
import { ClassOrderRosterDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildClassOrderRoster } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { DEMO_CLASS_ORDER_CODE } from '../../mocks/scenarios/standard/class-orders';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'class-order/ClassRosterPage',
  component: ClassOrderRoutes,
  parameters: { route: `/class/${DEMO_CLASS_ORDER_CODE}/roster` },
} satisfies Meta<typeof ClassOrderRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo roster: five classmates, three paid, totals by size, the reminder button. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이서연')).toBeVisible();
    await expect(canvas.getAllByText('결제 완료')).toHaveLength(3);
    await expect(canvas.getAllByText('결제 전')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: '사이즈별 수량' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '결제 알림 보내기' })).toBeEnabled();
    await expect(canvas.queryByText(/010-/)).toBeNull();
  },
};

/** Nobody joined yet: share the link. */
export const Empty: Story = {
  parameters: { msw: [operationOverride(ClassOrderRosterDocument, { data: { classOrderRoster: buildClassOrderRoster({ entries: [], sizes: [] }) } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 참여한 학생이 없어요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(ClassOrderRosterDocument);

export const Error: Story = errorStory(ClassOrderRosterDocument, '과대표만 명단을 볼 수 있어요.');
