import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PointsScreen } from '../../frontend/src/features/point/point-routes';
import { MyPointsDocument, PointHistoryDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { errorStory } from '../support/states';

const meta = {
  title: 'point/PointsPage',
  component: PointsScreen,
  parameters: { route: '/my/points' },
} satisfies Meta<typeof PointsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '포인트 내역' });

/** Balance, points to be earned and the newest ten rows, with every status label. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await history(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByText('적립 예정').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: '포인트 내역 페이지' })).toBeVisible();
  },
};

/** The older rows on the second page, down to the sign-up points. */
export const SecondPage: Story = {
  parameters: { route: '/my/points?page=2' },
  play: async ({ canvasElement }) => {
    const list = await history(canvasElement);
    await expect(within(list).getByText('회원가입')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Only what was spent. */
export const UsedOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await history(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '사용' }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: '포인트 내역' })).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('-1,500P')).toBeVisible();
  },
};

/** A member who just signed up: nothing yet, and how to earn points. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('포인트 내역이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = {
  parameters: { msw: [operationOverride(MyPointsDocument, { loading: true }), operationOverride(PointHistoryDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]').length).toBe(2));
  },
};

export const Error: Story = errorStory(PointHistoryDocument, '포인트 내역을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
