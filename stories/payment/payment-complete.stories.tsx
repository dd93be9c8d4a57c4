import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentRoutes } from '../../frontend/src/features/payment/payment-routes';
import { PayOrderDocument } from '../../frontend/src/lib/__generated__/graphql';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { operationOverride } from '../../mocks/overrides';
import { loadScenario, StandardIds } from '../../mocks/scenarios';
import { MOCK_IMP_UID } from '../../mocks/store/payment';
import { loadingStory } from '../support/states';

function PaymentRoutes() {
  return <FeatureRoutes routes={paymentRoutes} />;
}

const O = StandardIds.order;
const scenarioOrders = loadScenario('standard').orders;
const orderOf = (id: number) => {
  const order = scenarioOrders.find((candidate) => candidate.id === id);
  if (!order) throw new Error(`The standard scenario has no order ${id}`);
  return order;
};

/** The address PortOne returns to, with what it appends. */
function returnRoute(orderId: number, query: Record<string, string>): string {
  return `/orders/${orderId}/complete?${new URLSearchParams({ merchant_uid: orderOf(orderId).mUid, ...query }).toString()}`;
}

/** The demo member's short-padding order as if points had paid all of it (no scenario has one). */
function pointOnlyOrder() {
  const order = structuredClone(orderOf(O.paidWithPoints));
  order.pointUsing += order.paidPrice;
  order.paidPrice = 0;
  order.orderSpecification.payMethod = 'point';
  return order;
}

const meta = {
  title: 'payment/PaymentCompletePage',
  component: PaymentRoutes,
  parameters: { route: returnRoute(O.cardAwaitingPayment, { imp_uid: MOCK_IMP_UID.paid, imp_success: 'true' }) },
} satisfies Meta<typeof PaymentRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

/** A card payment verified: order number, method, amount, the items and the next steps. */
export const PaidByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '주문 완료');
    await expect(canvas.getByRole('status')).toHaveTextContent('주문이 완료되었어요.');
    await expect(canvas.getByText(orderOf(O.cardAwaitingPayment).mUid)).toBeVisible();
    await expect(canvas.getByText('신용·체크카드')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '주문 상세 보기' })).toHaveAttribute('href', `/my/orders/${O.cardAwaitingPayment}`);
    await expect(canvas.getByRole('link', { name: '쇼핑 계속하기' })).toHaveAttribute('href', '/');
  },
};

/** A virtual account issued: bank, account number with a copy button, holder, amount and deadline. */
export const VbankWaiting: Story = {
  parameters: { route: returnRoute(O.vbankAwaitingDeposit, { imp_uid: MOCK_IMP_UID.paid, imp_success: 'true' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '입금 대기');
    const account = canvas.getByRole('region', { name: '입금 계좌' });
    await expect(account).toHaveTextContent('KB국민은행');
    await expect(account).toHaveTextContent('27390104512345');
    await expect(account).toHaveTextContent('한빛대학교소비자생활협동조합');
    await expect(account.textContent).toMatch(/\([월화수목금토일]\) 23:59까지/);
    await expect(within(account).getByRole('button', { name: '계좌번호 복사' })).toBeEnabled();
  },
};

/** The window failed: the PG's reason, the order released and its items back in the cart. */
export const FailedPayment: Story = {
  parameters: {
    route: returnRoute(O.cardAwaitingPayment, { imp_uid: MOCK_IMP_UID.failed, imp_success: 'false', error_msg: '카드 한도가 초과되었습니다.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '결제 실패');
    await expect(canvas.getByRole('status')).toHaveTextContent('장바구니에 다시 담아 두었어요');
    await expect(canvas.getByRole('status')).toHaveTextContent('사유: 카드 한도가 초과되었습니다.');
    await expect(canvas.getByRole('link', { name: '장바구니로 가기' })).toHaveAttribute('href', '/cart');
  },
};

/** The window closed without a payment id: 다시 결제하기 until its deadline, then the order lapses. */
export const NotCompleted: Story = {
  parameters: { route: returnRoute(O.cardAwaitingPayment, { imp_success: 'false', error_msg: '결제가 취소되었습니다.' }) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '결제 미완료');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('자동으로 취소되고, 상품은 장바구니로 돌아가요.');
    const amount = orderOf(O.cardAwaitingPayment).paidPrice.toLocaleString('ko-KR');
    await expect(within(canvasElement).getByRole('button', { name: `${amount}원 다시 결제하기` })).toBeEnabled();
  },
};

/** payOrder refused (amount tampered with): the Korean reason and a retry that asks again. */
export const PayOrderError: Story = {
  parameters: { route: returnRoute(O.cardAwaitingPayment, { imp_uid: MOCK_IMP_UID.tampered, imp_success: 'true' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했어요.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('결제 정보가 주문과 일치하지 않아'));
    await expect(canvas.getByRole('heading', { level: 1, name: '결제 확인 실패' })).toBeVisible();
  },
};

/** Points paid everything: no payment window, the checkout came straight here. */
export const PointOnly: Story = {
  parameters: {
    route: returnRoute(O.paidWithPoints, {}),
    msw: [operationOverride(PayOrderDocument, { data: { payOrder: pointOnlyOrder() } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '주문 완료');
    await expect(canvas.getByText('포인트 결제')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('포인트로 결제를 마쳤어요.');
    await expect(canvas.getByText('0원')).toBeVisible();
  },
};

/** payOrder has not answered yet. */
export const Loading: Story = {
  ...loadingStory(PayOrderDocument),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '결제 확인 중');
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
