import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderCharge, OrderChargeSection } from '../../frontend/src/widgets/billing/order-charge';
import { OrderCampaignChargeDocument, RequestBillingKeyDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildCampaignCharge } from '../../mocks/factories/billing';
import { operationOverride } from '../../mocks/overrides';
import { StandardIds } from '../../mocks/scenarios/activity/ids';
import { withSeed } from '../../mocks/factories/random';
import { OrderRoutes, withHanbitPostcode } from './order-story';

// The billing-key charge of a CHARGE_AT_CLOSE group purchase (ADR 0064) in each of its states.

const charge = (status: 'REGISTERED' | 'PAID' | 'RETRYING' | 'CANCELLED', method: 'card' | 'kakaopay' = 'card') =>
  withSeed(64, () =>
    buildCampaignCharge({
      status,
      amount: 59_000,
      billingKey: { __typename: 'BillingKey', id: 1, method, cardName: method === 'card' ? '신한카드' : '카카오페이', last4: method === 'card' ? '9876' : null, createdAt: '2026-11-20T01:00:00.000Z' },
    }),
  );

const meta = {
  title: 'order/OrderCharge',
  component: OrderCharge,
  args: { charge: charge('REGISTERED') },
} satisfies Meta<typeof OrderCharge>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '공동구매 결제' });

/** A key registered before the close: 결제 예약, the card, and nothing charged yet. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(section).toHaveTextContent('결제 예약');
    await expect(section).toHaveTextContent('신한카드 ···· 9876');
    await expect(within(section).getByRole('status')).toHaveTextContent('그 전에는 결제되지 않아요');
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

/** Charged at the close. */
export const Paid: Story = {
  args: { charge: charge('PAID') },
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(section).toHaveTextContent('결제 완료');
    await expect(section).toHaveTextContent('59,000원');
    await expect(section).toHaveTextContent('1 / 3회');
  },
};

/** Refused and waiting for the next day: the reason, the next try, and 결제 수단 변경. */
export const Retrying: Story = {
  args: { charge: charge('RETRYING') },
  parameters: { msw: [operationOverride(RequestBillingKeyDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(section).toHaveTextContent('결제 재시도 예정');
    await expect(section).toHaveTextContent('[잔액부족] 카드 잔액 부족 (카드사 응답 51)');
    await userEvent.click(within(section).getByRole('radio', { name: '카카오페이' }));
    const swap = within(section).getByRole('button', { name: '결제 수단 변경' });
    await userEvent.click(swap);
    await expect(within(section).getByRole('button', { name: /결제 수단 변경/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every try refused: the line cancelled, nothing charged, no card swap. */
export const Cancelled: Story = {
  args: { charge: charge('CANCELLED', 'kakaopay') },
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(section).toHaveTextContent('결제 취소');
    await expect(section).toHaveTextContent('카카오페이');
    await expect(within(section).queryByRole('button', { name: '결제 수단 변경' })).toBeNull();
  },
};

const { order: O } = StandardIds;

/** On the order detail: the charge section sits above the lines (loading it shows nothing extra). */
export const OnOrderDetail: StoryObj<typeof OrderRoutes> = {
  render: () => <OrderRoutes />,
  decorators: [withHanbitPostcode],
  parameters: {
    route: `/my/orders/${O.cardAwaitingPayment}`,
    msw: [operationOverride(OrderCampaignChargeDocument, { data: { order: { id: O.cardAwaitingPayment, campaignCharge: charge('RETRYING') } } })],
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: '공동구매 결제' });
    await expect(within(section).getByRole('button', { name: '결제 수단 변경' })).toBeEnabled();
  },
};

/** An order paid at once: no charge section at all. */
export const NoChargeOnOrderDetail: StoryObj<typeof OrderRoutes> = {
  render: () => <OrderRoutes />,
  decorators: [withHanbitPostcode],
  parameters: { route: `/my/orders/${O.paidWithPoints}` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: '주문 상품 목록' });
    await expect(within(canvasElement).queryByRole('region', { name: '공동구매 결제' })).toBeNull();
  },
};

/** The charge cannot be read: the order detail stays as it is, without the section. */
export const ChargeErrorOnOrderDetail: StoryObj<typeof OrderRoutes> = {
  render: () => <OrderRoutes />,
  decorators: [withHanbitPostcode],
  parameters: {
    route: `/my/orders/${O.paidWithPoints}`,
    msw: [operationOverride(OrderCampaignChargeDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' } })],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: '주문 상품 목록' });
    await expect(within(canvasElement).queryByRole('region', { name: '공동구매 결제' })).toBeNull();
  },
};

/** A CHARGE_AT_CLOSE order whose window was closed before a key was registered: register one on the order. */
export const KeyMissing: StoryObj<typeof OrderChargeSection> = {
  render: () => <OrderChargeSection orderId={O.cardAwaitingPayment} awaitsKey />,
  parameters: {
    msw: [operationOverride(OrderCampaignChargeDocument, { data: { order: { id: O.cardAwaitingPayment, campaignCharge: null } } })],
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: '공동구매 결제' });
    await expect(within(section).getByRole('status')).toHaveTextContent('결제 수단을 등록해야 공동구매에 참여돼요.');
    await expect(within(section).getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
    await expect(within(section).getByRole('button', { name: '결제 수단 등록하기' })).toBeEnabled();
  },
};

/** While the charge is read nothing extra shows (the order detail itself shows its own placeholder). */
export const ChargeLoading: StoryObj<typeof OrderChargeSection> = {
  render: () => <OrderChargeSection orderId={O.cardAwaitingPayment} awaitsKey />,
  parameters: { msw: [operationOverride(OrderCampaignChargeDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: '공동구매 결제' })).toBeNull();
  },
};
