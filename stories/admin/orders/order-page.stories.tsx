import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffOrderDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/orders/OrderPage',
  component: AdminArea,
  ...adminStory('/admin/orders/1'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff scenario's order 1 (a group pickup): buyer, pickup point, payment record, lines, history. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '결제 기록' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '현장 수령' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '주문 상품' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '상태 변경 이력' }).nextElementSibling).toHaveTextContent('주문했어요');
  },
};

export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '구매자' })).toBeVisible();
  },
};

/** Look-only staff see no per-line cancel area. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '결제 기록' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '상품별 취소' })).toBeNull();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffOrderDocument) };

export const Error: Story = errorStory(StaffOrderDocument, '주문을 찾을 수 없어요. 주문 목록에서 다시 골라 주세요.');
