import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StandardIds } from '../../../../mocks/scenarios/activity/ids';
import { formatKRW } from '../../lib/format';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { orderRoutes } from './order-routes';

withMockedApi();

// The API's own sentences (backend order-messages.ts), as a student reads them.
const ORDER_NOT_FOUND_MESSAGE = '주문을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';
const UNPAID_VBANK_PARTIAL_MESSAGE =
  '입금 전인 가상계좌 주문은 입금할 금액을 바꿀 수 없어 일부 상품만 취소할 수 없어요. 입금 기한까지 입금하지 않으면 주문 전체가 자동으로 취소되고, 입금 후에는 상품별로 취소할 수 있어요.';

const { order: O, orderProduct: L } = StandardIds;
const orderOf = (id: number) => {
  const order = mockState().orders.find((row) => row.id === id);
  if (!order) throw new Error(`order ${id} is missing from the scenario`);
  return order;
};
const lineOf = (orderId: number, lineId: number) => {
  const line = orderOf(orderId).lines.find((row) => row.id === lineId);
  if (!line) throw new Error(`line ${lineId} is missing`);
  return line;
};
const lines = async () => screen.findByRole('list', { name: '주문 상품 목록' });
const fact = (section: HTMLElement, label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order detail', () => {
  it('shows a paid card order with its amounts and what may still change', async () => {
    renderRoutes(orderRoutes, { route: `/my/orders/${O.paidWithPoints}` });
    expect(await screen.findByRole('heading', { level: 1, name: '주문 상세' })).toBeTruthy();
    const list = await lines();
    const order = orderOf(O.paidWithPoints);
    expect(within(list).getByText('결제 완료')).toBeTruthy();
    const payment = screen.getByRole('region', { name: '결제 정보' });
    expect(fact(payment, '결제 수단')).toBe('신용·체크카드');
    expect(fact(payment, '상품 금액')).toBe(formatKRW(order.totalPrice));
    expect(fact(payment, '포인트 사용')).toBe('-1,500P');
    expect(fact(payment, '결제 금액')).toBe(formatKRW(order.paidPrice));
    expect(within(list).getByRole('button', { name: '한빛 숏패딩 주문 취소' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: '한빛 숏패딩 옵션 변경' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '배송지 변경' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '환불 계좌' })).toBeNull();
  });

  it('cancels a line after showing the refund, then shows the cancelled line and its refund', async () => {
    const user = userEvent.setup();
    renderRoutes(orderRoutes, { route: `/my/orders/${O.paidWithPoints}` });
    await user.click(within(await lines()).getByRole('button', { name: '한빛 숏패딩 주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 취소' });
    const line = lineOf(O.paidWithPoints, L.shortPadding);
    await waitFor(() => expect(fact(dialog, '환불 금액')).toBe(formatKRW(line.paidPrice)));
    expect(fact(dialog, '돌려받는 포인트')).toBe('1,500P');

    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('취소 사유를 선택해 주세요.');
    expect(lineOf(O.paidWithPoints, L.shortPadding).status).toBe('PAID');

    await user.selectOptions(within(dialog).getByLabelText(/취소 사유/), '단순 변심');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(`'한빛 숏패딩' 주문을 취소했어요. ${formatKRW(line.paidPrice)} 환불, 1,500P 반환 처리되었어요.`);
    const list = await lines();
    await waitFor(() => expect(within(list).getByText('주문 취소')).toBeTruthy());
    expect(within(list).getByText(`환불 금액 ${formatKRW(line.paidPrice)}`)).toBeTruthy();
    expect(within(list).getByText('취소 사유: 단순 변심')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /주문 취소/ })).toBeNull();
    expect(lineOf(O.paidWithPoints, L.shortPadding)).toMatchObject({ status: 'CANCELLED', cancelReason: '단순 변심' });
  });

  it('refuses to cancel one line of a virtual account awaiting deposit, with the reason and nothing changed', async () => {
    const user = userEvent.setup();
    renderRoutes(orderRoutes, { route: `/my/orders/${O.vbankAwaitingDeposit}` });
    const list = await lines();
    const payment = screen.getByRole('region', { name: '결제 정보' });
    const vbank = orderOf(O.vbankAwaitingDeposit).specification;
    expect(fact(payment, '계좌번호')).toBe(vbank.vbankNum);
    expect(fact(payment, '은행')).toBe('KB국민은행');
    expect(fact(payment, '결제 상태')).toBe('입금 대기');

    const [first] = within(list).getAllByRole('button', { name: /주문 취소$/ });
    if (!first) throw new Error('no cancel button');
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: '주문 취소' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNPAID_VBANK_PARTIAL_MESSAGE);
    expect(within(dialog).getByRole('button', { name: '주문 취소하기' }).hasAttribute('disabled')).toBe(true);
    expect(orderOf(O.vbankAwaitingDeposit).lines.every((line) => line.status === 'READY')).toBe(true);
  });

  it('registers the refund account of a virtual-account order, refusing a short number first', async () => {
    const user = userEvent.setup();
    renderRoutes(orderRoutes, { route: `/my/orders/${O.vbankAwaitingDeposit}` });
    const section = await screen.findByRole('region', { name: '환불 계좌' });
    await user.selectOptions(await within(section).findByLabelText(/은행/), '신한은행');
    await user.type(within(section).getByLabelText(/계좌번호/), '110-123');
    await user.click(within(section).getByRole('button', { name: '환불 계좌 저장' }));
    expect(within(section).getByText('계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)')).toBeTruthy();
    expect(orderOf(O.vbankAwaitingDeposit).refundAccount).toBeNull();

    await user.type(within(section).getByLabelText(/계좌번호/), '-456789');
    await user.click(within(section).getByRole('button', { name: '환불 계좌 저장' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('환불 계좌를 저장했어요.'));
    expect(orderOf(O.vbankAwaitingDeposit)).toMatchObject({ refundAccount: '110123456789', refundBankName: '신한은행' });
    expect(await within(section).findByText(/신한은행 110123456789/)).toBeTruthy();
  });

  it('links a shipped line to the carrier and keeps its address fixed', async () => {
    renderRoutes(orderRoutes, { route: `/my/orders/${O.delivering}` });
    const list = await lines();
    const line = lineOf(O.delivering, L.coachJacket);
    const tracking = within(list).getAllByRole('link', { name: /배송 조회/ })[0];
    expect(tracking?.getAttribute('href')).toBe(`https://trace.cjlogistics.com/next/tracking.html?wblNo=${line.shipping?.shippingNumber}`);
    expect(tracking?.getAttribute('target')).toBe('_blank');
    expect(within(list).getAllByText(line.shipping?.shippingNumber ?? '-').length).toBeGreaterThan(0);
    expect(within(list).queryByRole('button', { name: /주문 취소/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '배송지 변경' })).toBeNull();
    expect(screen.getByText('배송이 시작되어 배송지를 바꿀 수 없어요. 고객센터로 문의해 주세요.')).toBeTruthy();
  });

  it("answers another member's order with the not-found sentence and a way back", async () => {
    renderRoutes(orderRoutes, {
      route: `/my/orders/${O.completedTees}`,
      prepare: (state) => {
        const order = state.orders.find((row) => row.id === O.completedTees);
        if (order) order.userId = StandardIds.member.admin;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ORDER_NOT_FOUND_MESSAGE);
    expect(within(alert).getByRole('link', { name: '주문 내역으로 돌아가기' }).getAttribute('href')).toBe('/my/orders');
  });
});
