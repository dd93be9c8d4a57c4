import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { formatDateTime, formatKRW } from '../../lib/format';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { PaymentWindowError } from '../../widgets/payment-window/portone-sdk';
import { orderRoutes } from './order-routes';

const openPaymentWindow = vi.hoisted(() => vi.fn((_payment: unknown, _orderId: number) => Promise.resolve()));
vi.mock('../../widgets/payment-window/use-payment-window', () => ({ usePaymentWindow: () => openPaymentWindow }));

withMockedApi();

const { order: O } = StandardIds;
const orderOf = (id: number) => {
  const order = mockState().orders.find((row) => row.id === id);
  if (!order) throw new Error(`order ${id} is missing from the scenario`);
  return order;
};

beforeEach(() => openPaymentWindow.mockReset().mockResolvedValue(undefined));

describe('order detail: paying an unpaid order again', () => {
  it('offers 결제하기 with the amount and deadline, and opens the payment window with the order’s request', async () => {
    const user = userEvent.setup();
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(orderRoutes, { route: `/my/orders/${order.id}` });
    const box = await screen.findByRole('region', { name: '결제를 기다리고 있어요' });
    expect(within(box).getByText(`${formatDateTime(order.expiresAt!)}까지 결제하지 않으면 주문이 취소되고 상품은 장바구니로 돌아가요.`)).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: `${formatKRW(order.paidPrice)} 결제하기` }));
    expect(openPaymentWindow).toHaveBeenCalledTimes(1);
    expect(openPaymentWindow).toHaveBeenCalledWith(
      expect.objectContaining({ merchantUid: order.mUid, amount: order.paidPrice, payMethod: 'card' }),
      order.id,
    );
  });

  it('says why when the payment window cannot open, and lets the student try again', async () => {
    const user = userEvent.setup();
    openPaymentWindow.mockRejectedValueOnce(new PaymentWindowError('결제창을 불러오지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.'));
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(orderRoutes, { route: `/my/orders/${order.id}` });
    const box = await screen.findByRole('region', { name: '결제를 기다리고 있어요' });
    await user.click(within(box).getByRole('button', { name: `${formatKRW(order.paidPrice)} 결제하기` }));
    expect((await within(box).findByRole('alert')).textContent).toBe('결제창을 불러오지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.');

    await user.click(within(box).getByRole('button', { name: `${formatKRW(order.paidPrice)} 결제하기` }));
    expect(openPaymentWindow).toHaveBeenCalledTimes(2);
  });

  it('offers no payment for a paid order', async () => {
    renderRoutes(orderRoutes, { route: `/my/orders/${O.paidWithPoints}` });
    expect(await screen.findByRole('region', { name: '결제 정보' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '결제를 기다리고 있어요' })).toBeNull();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });

  it('offers no payment for a virtual account awaiting its deposit', async () => {
    renderRoutes(orderRoutes, { route: `/my/orders/${O.vbankAwaitingDeposit}` });
    expect(await screen.findByRole('region', { name: '결제 정보' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
  });
});
