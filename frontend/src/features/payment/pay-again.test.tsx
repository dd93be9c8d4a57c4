import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { formatKRW } from '../../lib/format';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { PaymentWindowError } from '../../widgets/payment-window/portone-sdk';
import { paymentRoutes } from './payment-routes';

const openPaymentWindow = vi.hoisted(() => vi.fn((_payment: unknown, _orderId: number) => Promise.resolve()));
vi.mock('../../widgets/payment-window/use-payment-window', () => ({ usePaymentWindow: () => openPaymentWindow }));

withMockedApi();

const O = StandardIds.order;
const orderOf = (id: number) => {
  const order = mockState().orders.find((candidate) => candidate.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};

const closedWindow = (orderId: number) =>
  `/orders/${orderId}/complete?${new URLSearchParams({ merchant_uid: orderOf(orderId).mUid, imp_success: 'false', error_msg: '결제가 취소되었습니다.' }).toString()}`;

beforeEach(() => openPaymentWindow.mockReset().mockResolvedValue(undefined));

describe('payment completion page: 다시 결제하기', () => {
  it('reopens the payment window with the same order and amount after the window was closed', async () => {
    const user = userEvent.setup();
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(paymentRoutes, { route: closedWindow(order.id) });
    expect(await screen.findByRole('heading', { level: 1, name: '결제 미완료' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `${formatKRW(order.paidPrice)} 다시 결제하기` }));
    expect(openPaymentWindow).toHaveBeenCalledWith(expect.objectContaining({ merchantUid: order.mUid, amount: order.paidPrice }), order.id);
    expect(orderOf(order.id).specification.status).toBe('READY');
  });

  it('shows the reason in Korean when the window cannot open', async () => {
    const user = userEvent.setup();
    openPaymentWindow.mockRejectedValueOnce(new PaymentWindowError('지금은 결제창을 열 수 없어요. 잠시 후 다시 시도해 주세요.'));
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(paymentRoutes, { route: closedWindow(order.id) });
    await user.click(await screen.findByRole('button', { name: `${formatKRW(order.paidPrice)} 다시 결제하기` }));
    expect((await screen.findByRole('alert')).textContent).toBe('지금은 결제창을 열 수 없어요. 잠시 후 다시 시도해 주세요.');
  });

  it('offers no payment once the order can no longer be paid that way (a line cancelled while unpaid)', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    const line = order.lines[0]!;
    line.status = 'CANCELLED';
    renderRoutes(paymentRoutes, { route: closedWindow(order.id) });
    expect(await screen.findByRole('heading', { level: 1, name: '결제 미완료' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /다시 결제하기$/ })).toBeNull();
  });
});
