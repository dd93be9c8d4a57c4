import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { MOCK_IMP_UID } from '../../../../mocks/store/payment';
import { FeatureRoutes } from '../../testing/feature-routes';
import { eventsNamed, mockState, server, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes, renderWithApp } from '../../testing/render';
import { paymentRoutes } from './payment-routes';

withMockedApi();

const O = StandardIds.order;
const orderOf = (id: number) => {
  const order = mockState().orders.find((candidate) => candidate.id === id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};

/** The variables of every PayOrder request the page sent. */
const payOrderCalls: Record<string, unknown>[] = [];
const record = ({ request }: { request: Request }) => {
  void request
    .clone()
    .json()
    .then((body: { operationName?: string; variables?: { data?: Record<string, unknown> } }) => {
      if (body.operationName === 'PayOrder') payOrderCalls.push(body.variables?.data ?? {});
    })
    .catch(() => {});
};
beforeEach(() => {
  payOrderCalls.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

function completionRoute(orderId: number, query: Record<string, string>) {
  return `/orders/${orderId}/complete?${new URLSearchParams(query).toString()}`;
}

const paidReturn = (orderId: number, impUid: string = MOCK_IMP_UID.paid) =>
  completionRoute(orderId, { imp_uid: impUid, merchant_uid: orderOf(orderId).mUid, imp_success: 'true' });

describe('payment completion page', () => {
  it('verifies a card payment once with the returned ids, even under StrictMode, and shows the order', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    renderWithApp(
      <StrictMode>
        <FeatureRoutes routes={paymentRoutes} />
      </StrictMode>,
      { route: paidReturn(order.id) },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '주문 완료' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('주문이 완료되었어요.');
    expect(screen.getByText(order.mUid)).toBeTruthy();
    expect(screen.getByText('신용·체크카드')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: /주문 상품/ })).getAllByRole('listitem')).toHaveLength(order.lines.length);
    expect(screen.getByRole('link', { name: '주문 상세 보기' }).getAttribute('href')).toBe(`/my/orders/${order.id}`);
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
    expect(payOrderCalls).toEqual([{ orderId: order.id, impUid: MOCK_IMP_UID.paid, merchantUid: order.mUid }]);
    expect(orderOf(order.id).specification.status).toBe('PAID');
  });

  it('reports the purchase once, and a reload verifies again without reporting it twice or showing an error', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    const first = renderRoutes(paymentRoutes, { route: paidReturn(order.id) });
    await screen.findByRole('heading', { level: 1, name: '주문 완료' });
    expect(eventsNamed('purchase').map((event) => event.params)).toEqual([
      expect.objectContaining({ transaction_id: order.mUid, value: order.paidPrice, currency: 'KRW', items: [expect.objectContaining({ item_name: order.lines[0]?.productName, quantity: order.lines[0]?.count })] }),
    ]);
    first.unmount();

    // A reload: a new app on the same address, with this tab's sessionStorage kept.
    renderRoutes(paymentRoutes, { route: paidReturn(order.id) });
    expect(await screen.findByRole('heading', { level: 1, name: '주문 완료' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(payOrderCalls).toHaveLength(2));
    expect(eventsNamed('purchase')).toHaveLength(1);
  });

  it('shows the issued virtual account with its deadline and copies the number without dashes', async () => {
    const order = orderOf(O.vbankAwaitingDeposit);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(paymentRoutes, { route: paidReturn(order.id) });
    expect(await screen.findByRole('heading', { level: 1, name: '입금 대기' })).toBeTruthy();
    const account = screen.getByRole('region', { name: '입금 계좌' });
    expect(account.textContent).toContain('KB국민은행');
    expect(account.textContent).toContain(order.specification.vbankNum ?? 'missing');
    expect(account.textContent).toContain('한빛대학교소비자생활협동조합');
    // The deadline in Korean time with its weekday, e.g. "2026년 3월 12일 (목) 23:59까지".
    expect(account.textContent).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) 23:59까지/);
    await userEvent.click(screen.getByRole('button', { name: '계좌번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('27390104512345');
    expect(await screen.findByText('계좌번호를 복사했어요.')).toBeTruthy();
    expect(eventsNamed('purchase')).toHaveLength(0);
  });

  it('calls payOrder with the failed payment so the order is released, and says the items are back in the cart', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    const route = completionRoute(order.id, {
      imp_uid: MOCK_IMP_UID.failed,
      merchant_uid: order.mUid,
      imp_success: 'false',
      error_msg: '카드 한도가 초과되었습니다.',
    });
    renderRoutes(paymentRoutes, { route });
    expect(await screen.findByRole('heading', { level: 1, name: '결제 실패' })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('사유: 카드 한도가 초과되었습니다.');
    expect(status.textContent).toContain('결제가 취소되어 주문한 상품을 장바구니에 다시 담아 두었어요.');
    expect(screen.getByRole('link', { name: '장바구니로 가기' }).getAttribute('href')).toBe('/cart');
    expect(payOrderCalls).toEqual([{ orderId: order.id, impUid: MOCK_IMP_UID.failed, merchantUid: order.mUid }]);
    expect(orderOf(order.id).specification.status).toBe('CANCELLED');
    const backInCart = mockState().carts.filter((line) => line.userId === order.userId).map((line) => line.productId);
    expect(backInCart).toContain(order.lines[0]?.productId);
    expect(eventsNamed('purchase')).toHaveLength(0);
  });

  it('shows a refused verification in Korean with a retry, and leaves the order unpaid', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(paymentRoutes, { route: paidReturn(order.id, MOCK_IMP_UID.tampered) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했어요.');
    expect(screen.getByRole('heading', { level: 1, name: '결제 확인 실패' })).toBeTruthy();
    expect(orderOf(order.id).specification.status).toBe('READY');

    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(payOrderCalls).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toContain('결제 정보가 주문과 일치하지 않아');
    expect(eventsNamed('purchase')).toHaveLength(0);
  });

  it('shows a point-only order that arrives without any payment ids, asking payOrder with the order’s own merchant uid', async () => {
    const prepare = (state: ReturnType<typeof mockState>) => {
      const order = state.orders.find((candidate) => candidate.id === O.paidWithPoints);
      if (!order) throw new Error('no point order');
      order.specification.payMethod = 'point';
      order.specification.impUid = null;
    };
    renderRoutes(paymentRoutes, { route: `/orders/${O.paidWithPoints}/complete`, prepare });
    expect(await screen.findByRole('heading', { level: 1, name: '주문 완료' })).toBeTruthy();
    expect(screen.getByText('포인트 결제')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('포인트로 결제를 마쳤어요.');
    expect(payOrderCalls).toEqual([{ orderId: O.paidWithPoints, impUid: null, merchantUid: orderOf(O.paidWithPoints).mUid }]);
  });

  it('says the window did not complete and when the order lapses, when a failure brings no payment id', async () => {
    const order = orderOf(O.cardAwaitingPayment);
    renderRoutes(paymentRoutes, { route: completionRoute(order.id, { merchant_uid: order.mUid, imp_success: 'false', error_msg: '결제가 취소되었습니다.' }) });
    expect(await screen.findByRole('heading', { level: 1, name: '결제 미완료' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('결제 대기 상태로 남아 있다가 자동으로 취소되고');
    expect(orderOf(order.id).specification.status).toBe('READY');
  });
});
