import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutScreen } from '../../frontend/src/features/checkout/checkout-routes';
import { CheckoutSettleModesDocument } from '../../frontend/src/lib/__generated__/graphql';
import { fakePostcode, HANBIT_ADDRESS } from '../../frontend/src/widgets/address-search/postcode-fakes';
import { operationOverride } from '../../mocks/overrides';
import { withPostcode } from '../account/account-story';
import { checkoutWith, JACKET, selectOnly } from './checkout-story';

// The checkout of a CHARGE_AT_CLOSE group purchase (ADR 0064): register a card or KakaoPay, pay nothing now.

const settleModes = (settleMode: 'CHARGE_AT_CLOSE' | 'PAY_NOW') =>
  operationOverride(CheckoutSettleModesDocument, {
    data: {
      cartsCheckouted: {
        cartsGroupedByDeliveryTemplate: [
          {
            carts: [{ id: 1, product: { id: JACKET, campaign: { id: 1, settleMode } } }],
          },
        ],
      },
    },
  });

const meta = {
  title: 'checkout/CheckoutChargeAtClose',
  component: CheckoutScreen,
  parameters: { route: '/checkout', msw: [checkoutWith(selectOnly([JACKET])), settleModes('CHARGE_AT_CLOSE')] },
  decorators: [withPostcode(fakePostcode([HANBIT_ADDRESS]))],
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card or KakaoPay only, a note that nothing is charged now, and 결제 수단 등록하기. */
export const RegisterInsteadOfPaying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '결제 수단 등록' })).toBeVisible();
    await expect(canvas.getByText(/지금은 결제되지 않고, 공동구매가 확정되면/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^카카오페이/ })).toBeEnabled();
    await expect(canvas.queryByRole('radio', { name: /가상계좌/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '결제 수단 등록하기' })).toBeEnabled();
  },
};

/** A PAY_NOW group purchase pays at once, as any order. */
export const PayNow: Story = {
  parameters: { msw: [checkoutWith(selectOnly([JACKET])), settleModes('PAY_NOW')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /원 결제하기$/ })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: '결제 수단 등록' })).toBeNull();
  },
};

/** The settle modes cannot be read: the checkout falls back to paying now rather than failing. */
export const SettleModesUnavailable: Story = {
  parameters: {
    msw: [checkoutWith(selectOnly([JACKET])), operationOverride(CheckoutSettleModesDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '일시적인 오류가 발생했어요.' } })],
  },
  play: PayNow.play,
};
