import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paymentRoutes } from '../../frontend/src/features/payment/payment-routes';
import { PayOrderDocument, RegisterBillingKeyDocument } from '../../frontend/src/lib/__generated__/graphql';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { buildCampaignCharge } from '../../mocks/factories/billing';
import { withSeed } from '../../mocks/factories/random';
import { operationOverride } from '../../mocks/overrides';
import { loadScenario, StandardIds } from '../../mocks/scenarios';
import { errorStory, loadingStory } from '../support/states';

// The payment window came back from registering a billing key (CHARGE_AT_CLOSE, ADR 0064).

function PaymentRoutes() {
  return <FeatureRoutes routes={paymentRoutes} />;
}

const O = StandardIds.order;
const order = loadScenario('standard').orders.find((candidate) => candidate.id === O.cardAwaitingPayment)!;
const CUSTOMER_UID = `bk_u1_o${O.cardAwaitingPayment}_m1storybook00`;
const back = (query: Record<string, string>) =>
  `/orders/${O.cardAwaitingPayment}/complete?${new URLSearchParams({ merchant_uid: `${order.mUid}-kabc123`, customer_uid: CUSTOMER_UID, ...query }).toString()}`;

const registered = {
  ...structuredClone(order),
  expiresAt: null,
  campaignCharge: withSeed(64, () => buildCampaignCharge({ status: 'REGISTERED', orderId: O.cardAwaitingPayment, amount: order.paidPrice })),
};

const meta = {
  title: 'payment/BillingKeyComplete',
  component: PaymentRoutes,
  parameters: {
    route: back({ imp_success: 'true' }),
    msw: [operationOverride(RegisterBillingKeyDocument, { data: { registerBillingKey: registered } })],
  },
} satisfies Meta<typeof PaymentRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registered: 결제 수단이 등록됐어요, the charge 결제 예약 with the card, nothing charged. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '결제 수단 등록 완료' });
    await expect(canvas.getByText('결제 수단이 등록됐어요. 공동구매가 확정되면 결제돼요.')).toBeVisible();
    const section = canvas.getByRole('region', { name: '공동구매 결제' });
    await expect(section).toHaveTextContent('결제 예약');
    await expect(canvas.getByRole('link', { name: '주문 상세 보기' })).toHaveAttribute('href', `/my/orders/${O.cardAwaitingPayment}`);
  },
};

/** The window failed: the reason, and card or KakaoPay to try again. */
export const Failed: Story = {
  parameters: {
    route: back({ imp_success: 'false', error_code: 'BILLING_KEY_FAILED', error_msg: '카드 정보가 올바르지 않습니다.' }),
    msw: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '결제 수단 등록 실패' });
    await expect(canvas.getByText('사유: 카드 정보가 올바르지 않습니다.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '결제 수단 다시 등록하기' })).toBeEnabled();
  },
};

/** Registering takes a while: the page says it is checking. */
export const Loading: Story = {
  parameters: { msw: [operationOverride(RegisterBillingKeyDocument, { loading: true })] },
  play: loadingStory(RegisterBillingKeyDocument).play,
};

/** The provider could not confirm the key: the API's sentence and a retry. */
export const Refused: Story = errorStory(RegisterBillingKeyDocument, '등록한 결제 수단을 결제사에서 확인하지 못했어요. 결제 수단을 다시 등록해 주세요.');

/** Nothing to show yet on a plain payment: PayOrder is not asked for a key window. */
export const NotAskedToPay: Story = {
  parameters: { msw: [operationOverride(RegisterBillingKeyDocument, { data: { registerBillingKey: registered } }), operationOverride(PayOrderDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '호출되면 안 돼요.' } })] },
  play: Registered.play,
};
