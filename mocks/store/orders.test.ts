// Placing, paying and listing orders (docs/product-rules.md#orders-and-payment, #points, #stock,
// docs/decisions/0017) through the operations the checkout and my-page screens send, as the demo
// member. The refusals are the real API's, word for word (tests/api/checkout-*.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { MERCHANT_UID_PATTERN } from '../../domain/order/m-uid-rules';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
import { MOCK_IMP_UID } from './payment';
import { addPoint } from './points';
import { clockedApi, DORM_ADDRESS, dataOf, refusalOf, runner, type Run } from './testing';

const { cart: C, order: O } = StandardIds;
const MINUTE = 60 * 1000;

interface Placed {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: Record<string, unknown> & { amount: number; merchantUid: string; sandboxUrl: string | null } | null;
}
interface OrderLine {
  id: number;
  productId: number;
  status: string;
  paidPrice: number;
  pointUsing: number;
  deliveryFee: number;
  cancelPrice: number;
  cancelReason: string | null;
}
interface Order {
  id: number;
  paidPrice: number;
  pointUsing: number;
  expiresAt: string | null;
  orderProducts: OrderLine[];
  orderSpecification: { status: string; payMethod: string; paymentStatus: string | null; vbankNum: string | null; vbankDate: string | null };
}

let api: MockApi;
let run: Run;
let clock: { now: Date };

beforeEach(() => {
  ({ api, clock } = clockedApi('standard'));
  run = runner(api);
});

const stockOf = (productId: number, options: string[]) => detailOf(productOf(api.db.catalogue, productId), options).count;
const bagStock = () => productOf(api.db.catalogue, 30).count;

async function points() {
  return dataOf(await run<{ me: { pointSummary: { balance: number; reserved: number } } }>('MyPoints')).me.pointSummary;
}

const order = (data: Record<string, unknown>) => ({ cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS, ...data });

async function place(data: Record<string, unknown>): Promise<Placed> {
  return dataOf(await run<{ placeOrder: Placed }>('PlaceOrder', { data: order(data) })).placeOrder;
}

async function read(id: number): Promise<Order> {
  return dataOf(await run<{ order: Order }>('OrderWithSpecification', { id })).order;
}

async function pay(placed: Placed, impUid: string | null = MOCK_IMP_UID.paid) {
  return run<{ payOrder: Order }>('PayOrder', { data: { orderId: placed.id, impUid, merchantUid: placed.mUid } });
}

describe('placeOrder', () => {
  it('places the cart lines: stock taken, points used, lines leave the cart, the order waits 30 minutes for payment', async () => {
    const teeStock = stockOf(24, ['블랙', 'L']);
    const before = await points();

    const placed = await place({ cartIds: [C.logoTeeBlackL, C.socks, C.ecobag], pointUsing: 1000 });

    // 3 tees + 3 socks share the per-five template (2 fees), the eco bag pays its own fee.
    expect(placed.paidPrice).toBe(3 * 18000 + 3 * 12000 + 15000 + 6000 + 3000 - 1000);
    expect(placed.mUid).toMatch(MERCHANT_UID_PATTERN);
    expect(stockOf(24, ['블랙', 'L'])).toBe(teeStock - 3);
    expect((await points()).balance).toBe(before.balance - 1000);
    expect(dataOf(await run<{ me: { carts: { count: number } } }>('CartCount')).me.carts.count).toBe(7 - 3);

    const placedOrder = await read(placed.id);
    expect(placedOrder.orderSpecification).toMatchObject({ status: 'READY', payMethod: 'card', paymentStatus: null });
    expect(placedOrder.expiresAt).toBe(new Date(clock.now.getTime() + 30 * MINUTE).toISOString());
    expect(placedOrder.orderProducts.reduce((sum, line) => sum + line.paidPrice + line.deliveryFee, 0)).toBe(placed.paidPrice);
  });

  it('books the lines in the order given, each delivery group’s fee on its first line', async () => {
    const placed = await place({ cartIds: [C.socks, C.ecobag, C.logoTeeBlackL] });
    const lines = (await read(placed.id)).orderProducts;
    expect(lines.map((line) => [line.productId, line.deliveryFee])).toEqual([
      [34, 6000],
      [30, 3000],
      [24, 0],
    ]);
  });

  it('spreads points over the goods by largest remainder, so the shares add up exactly', async () => {
    // Goods 36,000 / 15,000 / 54,000: exact shares 342.86 / 142.86 / 514.29 -> 342, 142, 514 and the
    // 2 won left go to the two largest remainders.
    const placed = await place({ cartIds: [C.socks, C.ecobag, C.logoTeeBlackL], pointUsing: 1000 });
    const lines = (await read(placed.id)).orderProducts;
    expect(lines.map((line) => line.pointUsing)).toEqual([343, 143, 514]);
    expect(lines.map((line) => line.paidPrice)).toEqual([36000 - 343, 15000 - 143, 54000 - 514]);
  });

  it('pays the delivery fee with points only beyond the goods; an order paid entirely with points is PAID at once', async () => {
    addPoint(api.db, 1, 'GAIN', 100_000, 'SIGNUP');
    const placed = await place({ payMethod: 'point', pointUsing: 15000 + 3000 });
    expect(placed).toMatchObject({ paidPrice: 0, payment: null });
    const paid = await read(placed.id);
    expect(paid.orderSpecification).toMatchObject({ status: 'PAID', paymentStatus: null });
    expect(paid.orderProducts[0]).toMatchObject({ status: 'PAID', paidPrice: 0, pointUsing: 18000, deliveryFee: 3000 });
  });

  it('hands the payment window the real request: PG, name, buyer, return and webhook addresses, sandbox page', async () => {
    const placed = await place({ cartIds: [C.socks, C.ecobag, C.logoTeeBlackL], payMethod: 'kakaopay' });
    expect(placed.payment).toMatchObject({
      pg: 'kakaopay',
      payMethod: 'kakaopay',
      merchantUid: placed.mUid,
      amount: placed.paidPrice,
      name: '한빛 로고 양말 3켤레 세트 외 2건',
      buyerName: '김한빛',
      buyerTel: '010-1234-5678',
      buyerPostcode: DORM_ADDRESS.postCode,
      vbankDue: null,
      noticeUrl: 'http://shop.test/api/payments/webhook',
      redirectUrl: `http://shop.test/orders/${placed.id}/complete`,
    });
    const sandbox = new URL(placed.payment?.sandboxUrl ?? '', 'http://shop.test');
    expect(sandbox.pathname).toBe('/sandbox/checkout');
    expect(Object.fromEntries(sandbox.searchParams)).toMatchObject({
      pg: 'kakaopay',
      pay_method: 'kakaopay',
      merchant_uid: placed.mUid,
      amount: String(placed.paidPrice),
      m_redirect_url: `http://shop.test/orders/${placed.id}/complete`,
    });
  });

  it('gives a virtual account until 23:59:59 Korean time of the third day after the order', async () => {
    // The scenario's now is 1 September 10:00 in Korea.
    const placed = await place({ payMethod: 'vbank' });
    const due = '2026-09-04T14:59:59.000Z';
    expect(placed.payment).toMatchObject({ pg: 'html5_inicis', vbankDue: due });
    expect(new URL(placed.payment?.sandboxUrl ?? '', 'http://shop.test').searchParams.get('vbank_due')).toBe('20260904235959');
    expect((await read(placed.id)).expiresAt).toBe(due);
  });

  it('ignores the address of an order whose every line is picked up at its group’s point', async () => {
    const placed = await place({ cartIds: [C.jacketNavyM], delivery: null, personalisedConsent: true });
    const pickedUp = dataOf(await run<{ order: { orderDelivery: unknown } }>('OrderDetail', { id: placed.id })).order;
    expect(pickedUp.orderDelivery).toBeNull();
  });
});

describe('placeOrder refusals change nothing', () => {
  it.each([
    ['no lines', { cartIds: [] }, 'BAD_USER_INPUT', '주문할 상품을 선택해 주세요.'],
    ['another member’s cart line', { cartIds: [C.ecobag, 999] }, 'NOT_FOUND', '장바구니에서 상품을 찾을 수 없어요. 새로고침한 뒤 다시 시도해 주세요.'],
    ['negative points', { pointUsing: -1 }, 'BAD_USER_INPUT', '사용할 포인트는 0P 이상으로 입력해 주세요.'],
    ['no address for a line delivered home', { delivery: null }, 'BAD_USER_INPUT', '배송지를 입력해 주세요. 단체 수령 상품만 주문할 때만 배송지를 비워 둘 수 있어요.'],
    ['a malformed postal code', { delivery: { ...DORM_ADDRESS, postCode: '123' } }, 'BAD_USER_INPUT', '우편번호는 숫자 5자리로 입력해 주세요.'],
    ['a phone number that is not one', { delivery: { ...DORM_ADDRESS, tel: '12' } }, 'BAD_USER_INPUT', '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678'],
    ['more points than the payable amount', { pointUsing: 18_001 }, 'BAD_USER_INPUT', '결제할 금액(18,000원)보다 많은 포인트는 사용할 수 없어요.'],
    ['the card with nothing left to pay', { pointUsing: 18_000 }, 'BAD_USER_INPUT', '포인트로 전액 결제할 때는 결제 수단을 포인트 결제로 선택해 주세요.'],
    ['the point method with something left to pay', { payMethod: 'point' }, 'BAD_USER_INPUT', '포인트 결제는 포인트로 전액을 낼 때만 선택할 수 있어요. 다른 결제 수단을 골라 주세요.'],
    ['less than 100 won left for the card', { pointUsing: 17_950 }, 'BAD_USER_INPUT', '카드 등으로 결제할 금액은 100원 이상이어야 해요. 포인트를 조금 덜 쓰거나 전액 포인트로 결제해 주세요.'],
    ['more points than the balance', { pointUsing: 5_000 }, 'INSUFFICIENT_POINTS', '포인트가 부족해요. 지금 사용할 수 있는 포인트는 1,260P예요. 사용할 포인트를 줄여 주세요.'],
  ])('%s', async (_case, change, code, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await run('PlaceOrder', { data: order(change) }))).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('names the field to fix, as the real API does', async () => {
    const field = async (change: Record<string, unknown>) =>
      (await run('PlaceOrder', { data: order(change) })).errors?.[0]?.extensions['field'];
    expect(await field({ delivery: { ...DORM_ADDRESS, postCode: '123' } })).toBe('delivery.postCode');
    expect(await field({ pointUsing: 17_950 })).toBe('pointUsing');
    expect(await field({ pointUsing: 5_000 })).toBe('pointUsing');
  });
});

describe('payOrder', () => {
  it('marks a card order PAID, books 1% per line as points to be earned, and answers a replay the same', async () => {
    const placed = await place({});
    const reservedBefore = (await points()).reserved;
    const paid = dataOf(await pay(placed)).payOrder;
    expect(paid.orderSpecification).toMatchObject({ status: 'PAID', paymentStatus: 'paid' });
    expect(paid).toMatchObject({ expiresAt: null, orderProducts: [{ status: 'PAID' }] });
    expect((await points()).reserved).toBe(reservedBefore + Math.floor(15000 / 100));
    expect(dataOf(await pay(placed)).payOrder.orderSpecification.status).toBe('PAID');
    expect((await points()).reserved).toBe(reservedBefore + 150);
    const { me } = dataOf(await run<{ me: { orders: { total: number; items: { id: number }[] } } }>('OrderList', { page: 1 }));
    expect(me.orders.total).toBe(api.scenario.orders.length + 1);
    expect(me.orders.items[0]?.id).toBe(placed.id);
  });

  it('issues a virtual account until the order’s deadline, and the deposit pays the order', async () => {
    const placed = await place({ payMethod: 'vbank' });
    const issued = dataOf(await pay(placed)).payOrder;
    expect(issued.orderSpecification).toMatchObject({ status: 'READY', paymentStatus: 'ready', vbankDate: '2026-09-04T14:59:59.000Z' });
    expect(issued.orderSpecification.vbankNum).toBeTruthy();
    expect(issued.expiresAt).toBe(issued.orderSpecification.vbankDate);
    expect(dataOf(await pay(placed, MOCK_IMP_UID.vbankDeposit)).payOrder.orderSpecification.status).toBe('PAID');
  });

  it('releases the order after a failed payment: lines cancelled with the reason, stock and each line’s points back', async () => {
    const stock = bagStock();
    const balance = (await points()).balance;
    const placed = await place({ pointUsing: 500 });
    const failed = dataOf(await pay(placed, MOCK_IMP_UID.failed)).payOrder;
    expect(failed.orderSpecification).toMatchObject({ status: 'CANCELLED', paymentStatus: 'failed' });
    expect(failed.orderProducts[0]).toMatchObject({ status: 'CANCELLED', cancelReason: '결제 실패: 사용자가 결제를 취소했어요.' });
    expect(bagStock()).toBe(stock);
    expect((await points()).balance).toBe(balance);
    const line = failed.orderProducts[0]?.id;
    expect(api.db.state.points.filter((row) => row.orderProductId === line && row.status === 'GAIN')).toHaveLength(1);
  });

  it('leaves an order unpaid when the window returned no payment id', async () => {
    const placed = await place({});
    expect(dataOf(await pay(placed, null)).payOrder.orderSpecification).toMatchObject({ status: 'READY', paymentStatus: null });
  });

  it.each([
    ['a merchant uid that is not the order’s', { merchantUid: 'ord_20260901_forged000000' }, '결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했어요. 결제된 금액이 있다면 자동으로 취소되며, 궁금한 점은 고객센터로 문의해 주세요.'],
    ['a payment of another amount', { impUid: MOCK_IMP_UID.tampered }, '결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했어요. 결제된 금액이 있다면 자동으로 취소되며, 궁금한 점은 고객센터로 문의해 주세요.'],
    ['a payment PortOne does not know', { impUid: MOCK_IMP_UID.unknown }, '결제 내역을 찾지 못했어요. 결제를 다시 진행해 주세요.'],
  ])('refuses %s and leaves the order unpaid', async (_case, change, message) => {
    const placed = await place({});
    const before = JSON.stringify(api.db.state);
    const result = await run('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: placed.mUid, ...change } });
    expect(refusalOf(result)).toEqual({ code: 'PAYMENT_VERIFICATION_FAILED', message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('releases an unpaid card order 30 minutes after it was placed, and refuses a payment that comes later as refunded', async () => {
    const stock = bagStock();
    const placed = await place({});
    clock.now = new Date(clock.now.getTime() + 31 * MINUTE);
    const expired = await read(placed.id);
    expect(expired.orderSpecification).toMatchObject({ status: 'CANCELLED', paymentStatus: null });
    expect(expired.orderProducts[0]).toMatchObject({ status: 'CANCELLED', cancelReason: '결제 기한이 지나 주문이 자동으로 취소되었어요.' });
    expect(bagStock()).toBe(stock);
    expect(refusalOf(await pay(placed))).toEqual({
      code: 'INVALID_STATE',
      message: '결제 기한이 지나 주문이 취소되었어요. 결제하신 금액은 자동으로 환불되며, 상품은 다시 주문해 주세요.',
    });
  });

  it('another member’s order is NOT_FOUND, like a missing one', async () => {
    const message = '주문을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';
    const admin = runner(api, undefined, 'mock-session-2');
    expect(refusalOf(await admin('OrderDetail', { id: O.paidWithPoints }))).toEqual({ code: 'NOT_FOUND', message });
    expect(refusalOf(await admin('PayOrder', { data: { orderId: O.cardAwaitingPayment, merchantUid: 'x' } }))).toEqual({ code: 'NOT_FOUND', message });
  });
});

describe('me.orders', () => {
  it('pages 10 at a time and filters by start date', async () => {
    for (const id of [C.ecobag, C.socks, C.logoTeeBlackL]) await place({ cartIds: [id] });
    const total = api.scenario.orders.length + 3;
    const page1 = dataOf(await run<{ me: { orders: { total: number; items: unknown[] } } }>('OrderList', { page: 1 })).me.orders;
    const page2 = dataOf(await run<{ me: { orders: { total: number; items: unknown[] } } }>('OrderList', { page: 2 })).me.orders;
    expect(page1).toMatchObject({ total });
    expect(page1.items).toHaveLength(10);
    expect(page2.items).toHaveLength(total - 10);
    expect(refusalOf(await run('OrderList', { page: 0 }))).toEqual({ code: 'BAD_USER_INPUT', message: '페이지 번호는 1 이상의 정수로 입력해 주세요.' });

    const lastWeek = new Date(clock.now.getTime() - 7 * 24 * 60 * MINUTE).toISOString();
    const recent = dataOf(await run<{ me: { orders: { total: number } } }>('OrderList', { startDate: lastWeek })).me.orders;
    expect(recent.total).toBe(total - api.scenario.orders.filter((row) => row.createdAt < lastWeek).length);
  });
});
