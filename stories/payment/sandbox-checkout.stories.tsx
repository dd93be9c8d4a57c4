import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SandboxCheckoutScreen from '../../frontend/src/features/payment/sandbox/sandbox-checkout-screen';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';

// The stand-in is registered only in mock mode; the story mounts it on its path either way.
const routes = [{ path: '/sandbox/checkout', component: SandboxCheckoutScreen }];

function SandboxRoutes() {
  return <FeatureRoutes routes={routes} />;
}

function sandboxRoute(overrides: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    pg: 'html5_inicis',
    pay_method: 'card',
    merchant_uid: 'ord_20260310_k3v9x2m1q8wz',
    amount: '59000',
    name: '한빛 크루넥 맨투맨 (아이보리) 외 1건',
    buyer_name: '김한빛',
    m_redirect_url: '/orders/8/complete',
    ...overrides,
  });
  return `/sandbox/checkout?${params.toString()}`;
}

const meta = {
  title: 'payment/SandboxCheckout',
  component: SandboxRoutes,
  parameters: { route: sandboxRoute() },
} satisfies Meta<typeof SandboxRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card payment: the amount and order, then pay or fail. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '결제하기' })).toBeVisible();
    await expect(canvas.getByText('테스트 결제창')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '결제 실패' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '59,000원 결제하기' }));
    await expect(await canvas.findByTestId('elsewhere')).toHaveTextContent('/orders/8/complete?imp_uid=imp_mock_paid');
  },
};

/** A virtual account: the deposit deadline and an issue button instead of paying. */
export const Vbank: Story = {
  parameters: { route: sandboxRoute({ pay_method: 'vbank', vbank_due: '20260312235959' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년 3월 12일 (목) 23:59까지')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '가상계좌 발급' })).toBeEnabled();
  },
};

/** A request the window cannot open (its return address is another site). */
export const BadRequest: Story = {
  parameters: { route: sandboxRoute({ m_redirect_url: 'https://evil.example/orders/8/complete' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('결제 후 돌아갈 주소가 이 쇼핑몰이 아니에요.');
  },
};

/** A billing key for a CHARGE_AT_CLOSE group purchase (ADR 0064): amount 0, register or fail, nothing charged. */
export const BillingKey: Story = {
  parameters: { route: sandboxRoute({ amount: '0', customer_uid: 'bk_u1_o8_m1abcdefgh00', merchant_uid: 'ord_20260310_k3v9x2m1q8wz-kabc123' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/지금은 결제되지 않아요/)).toBeVisible();
    await expect(canvas.getByText('bk_u1_o8_m1abcdefgh00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '카드 등록하기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '등록 실패' })).toBeEnabled();
  },
};

/** A zero amount without a customer_uid is not a request the window opens. */
export const ZeroAmountPayment: Story = {
  parameters: { route: sandboxRoute({ amount: '0' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('결제 요청에 주문 번호나 금액이 없어요.');
  },
};
