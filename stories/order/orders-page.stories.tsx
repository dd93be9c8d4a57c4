import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderListDocument } from '../../frontend/src/lib/__generated__/graphql';
import { withShopClock } from '../support/clock';
import { errorStory, loadingStory } from '../support/states';
import { OrderRoutes } from './order-story';

const meta = {
  title: 'order/OrdersPage',
  component: OrderRoutes,
  parameters: { route: '/my/orders' },
  // The periods count back from the scenario's instant, as the orders were dated from it.
  decorators: [withShopClock],
} satisfies Meta<typeof OrderRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const orders = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '주문 목록' });
const details = (list: HTMLElement) => within(list).getAllByRole('link', { name: /주문 상세 보기/ });

/** The demo member's last three months: every line status, newest first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await orders(canvasElement);
    await expect(details(list)).toHaveLength(8);
    await expect(within(list).getAllByText('배송 중').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('결제 대기').length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A line staff said ships late (ADR 0050): the new date and the reason under it in the list. */
export const ShippingDelayed: Story = {
  play: async ({ canvasElement }) => {
    const list = await orders(canvasElement);
    const note = within(list).getByRole('note', { name: '발송 지연 안내' });
    await expect(note).toHaveTextContent(/\d+월 \d+일에 보낼 예정이에요/);
    await expect(note).toHaveTextContent('사유: 이니셜 자수 작업이 늦어지고 있어요');
  },
};

/** One month: the council jacket ordered 35 days ago drops out. */
export const OneMonth: Story = {
  parameters: { route: '/my/orders?period=1' },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(details(await orders(canvasElement))).toHaveLength(7));
    await expect(within(canvasElement).getByRole('button', { name: '1개월' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SixMonths: Story = {
  parameters: { route: '/my/orders?period=6' },
  play: async ({ canvasElement }) => {
    await expect(details(await orders(canvasElement))).toHaveLength(8);
    await expect(within(canvasElement).getByRole('button', { name: '6개월' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every order; choosing a chip moves the address to it. */
export const All: Story = {
  parameters: { route: '/my/orders?period=all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(details(await orders(canvasElement))).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: '1개월' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '1개월' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A member who signed up a moment ago: nothing in the period, and a way to the products. */
export const Empty: Story = {
  parameters: { scenario: 'new-member', route: '/my/orders?period=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('최근 1개월 동안 주문한 내역이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = loadingStory(OrderListDocument);

export const Error: Story = errorStory(OrderListDocument, '주문 내역을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
