// Placing, paying and listing orders (PRODUCT.md "Orders and payment", "Points", "Stock"),
// through the operations the checkout and my-page screens send, as the demo member.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import { createMockApi, type MockApi } from '../schema';
import { loadScenario } from '../scenarios';
import { MOCK_IMP_UID } from './orders';
import { addPoint } from './points';
import { DORM_ADDRESS, dataOf, refusalOf, runner, type Run } from './testing';

const { cart: C, order: O } = StandardIds;

interface Placed {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: { amount: number; merchantUid: string; payMethod: string; name: string } | null;
}
interface OrderLine {
  id: number;
  status: string;
  paidPrice: number;
  pointUsing: number;
  deliveryFee: number;
  cancelPrice: number;
  count: number;
  salePrice: number;
}
interface Order {
  id: number;
  paidPrice: number;
  pointUsing: number;
  deliveryFee: number;
  totalPrice: number;
  discountFee: number;
  cancelPrice: number;
  expiresAt: string | null;
  orderProducts: OrderLine[];
  orderSpecification: { status: string; payMethod: string; paymentStatus: string | null; vbankNum: string | null; vbankDate: string | null };
}

let api: MockApi;
let run: Run;
let now: Date;

beforeEach(() => {
  const scenario = loadScenario('standard');
  now = new Date(scenario.now);
  api = createMockApi(scenario, { clock: () => now });
  run = runner(api);
});

const stockOf = (productId: number, options: string[]) => detailOf(productOf(api.db.catalogue, productId), options).count;

async function points() {
  const { me } = dataOf(await run<{ me: { point: number; pointSummary: { balance: number; reserved: number } } }>('MyPoints'));
  return me.pointSummary;
}

async function place(data: Record<string, unknown>): Promise<Placed> {
  return dataOf(await run<{ placeOrder: Placed }>('PlaceOrder', { data })).placeOrder;
}

async function order(id: number): Promise<Order> {
  return dataOf(await run<{ order: Order }>('OrderWithSpecification', { id })).order;
}

describe('placeOrder -> payOrder -> me.orders', () => {
  it('places the cart lines: stock taken, points used, lines leave the cart, the order waits for payment', async () => {
    const teeStock = stockOf(24, ['블랙', 'L']);
    const before = await points();

    const placed = await place({ cartIds: [C.logoTeeBlackL, C.socks, C.ecobag], payMethod: 'card', pointUsing: 1000, delivery: DORM_ADDRESS });

    // 3 tees + 3 socks share the per-five template (2 fees), the eco bag pays its own fee.
    const goods = 3 * 18000 + 3 * 12000 + 15000;
    expect(placed.paidPrice).toBe(goods + 6000 + 3000 - 1000);
    expect(placed.payment).toMatchObject({ amount: placed.paidPrice, merchantUid: placed.mUid, payMethod: 'card' });
    expect(stockOf(24, ['블랙', 'L'])).toBe(teeStock - 3);
    expect((await points()).balance).toBe(before.balance - 1000);
    const cart = dataOf(await run<{ me: { carts: { count: number } } }>('CartCount')).me.carts;
    expect(cart.count).toBe(7 - 3);

    const placedOrder = await order(placed.id);
    expect(placedOrder.orderSpecification).toMatchObject({ status: 'READY', payMethod: 'card' });
    expect(placedOrder.expiresAt).toBe(new Date(now.getTime() + 30 * 60 * 1000).toISOString());
    expect(placedOrder.orderProducts.map((line) => line.status)).toEqual(['READY', 'READY', 'READY']);
    expect(placedOrder.orderProducts.reduce((sum, line) => sum + line.pointUsing, 0)).toBe(1000);
    expect(placedOrder.orderProducts.reduce((sum, line) => sum + line.paidPrice + line.deliveryFee, 0)).toBe(placed.paidPrice);
  });

  it('payOrder marks a card order PAID, books 1% per line as points to be earned, and me.orders lists it first', async () => {
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS });
    const reservedBefore = (await points()).reserved;

    const paid = dataOf(
      await run<{ payOrder: Order }>('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: placed.mUid } }),
    ).payOrder;

    expect(paid.orderSpecification).toMatchObject({ status: 'PAID', paymentStatus: 'paid' });
    expect(paid.orderProducts[0]?.status).toBe('PAID');
    expect(paid.expiresAt).toBeNull();
    expect((await points()).reserved).toBe(reservedBefore + Math.floor(15000 / 100));
    const { me } = dataOf(await run<{ me: { orders: { total: number; items: { id: number }[] } } }>('OrderList', { page: 1 }));
    expect(me.orders.items[0]?.id).toBe(placed.id);
    expect(me.orders.total).toBe(api.scenario.orders.length + 1);

    const again = await run<{ payOrder: Order }>('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: placed.mUid } });
    expect(dataOf(again).payOrder.orderSpecification.status).toBe('PAID');
    expect((await points()).reserved).toBe(reservedBefore + 150);
  });

  it('me.orders pages 10 at a time and filters by start date', async () => {
    for (const id of [C.ecobag, C.socks, C.logoTeeBlackL]) {
      await place({ cartIds: [id], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS });
    }
    const total = api.scenario.orders.length + 3;
    const page1 = dataOf(await run<{ me: { orders: { total: number; items: unknown[] } } }>('OrderList', { page: 1 })).me.orders;
    const page2 = dataOf(await run<{ me: { orders: { total: number; items: unknown[] } } }>('OrderList', { page: 2 })).me.orders;
    expect(page1).toMatchObject({ total });
    expect(page1.items).toHaveLength(10);
    expect(page2.items).toHaveLength(total - 10);

    const lastWeek = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
    const recent = dataOf(await run<{ me: { orders: { total: number } } }>('OrderList', { startDate: lastWeek })).me.orders;
    const olderThanAWeek = api.scenario.orders.filter((row) => row.createdAt < lastWeek).length;
    expect(recent.total).toBe(total - olderThanAWeek);
  });

  it('a virtual account stays READY with its account until the deposit arrives', async () => {
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'vbank', pointUsing: 0, delivery: DORM_ADDRESS });
    const issued = dataOf(
      await run<{ payOrder: Order }>('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: placed.mUid } }),
    ).payOrder;
    expect(issued.orderSpecification).toMatchObject({ status: 'READY', paymentStatus: 'ready' });
    expect(issued.orderSpecification.vbankNum).toBeTruthy();
    expect(issued.expiresAt).toBe(issued.orderSpecification.vbankDate);

    const deposited = dataOf(
      await run<{ payOrder: Order }>('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.vbankDeposit, merchantUid: placed.mUid } }),
    ).payOrder;
    expect(deposited.orderSpecification.status).toBe('PAID');
  });

  it('an order paid entirely with points is PAID at once, without a payment window', async () => {
    addPoint(api.db, 1, 'GAIN', 100_000, 'SIGNUP');
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'point', pointUsing: 15000 + 3000, delivery: DORM_ADDRESS });
    expect(placed).toMatchObject({ paidPrice: 0, payment: null });
    expect((await order(placed.id)).orderSpecification.status).toBe('PAID');
  });

  it('a failed payment cancels the order and gives stock and points back', async () => {
    const bagStock = productOf(api.db.catalogue, 30).count;
    const balance = (await points()).balance;
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'card', pointUsing: 500, delivery: DORM_ADDRESS });
    await run('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.failed, merchantUid: placed.mUid } });
    const failed = await order(placed.id);
    expect(failed.orderSpecification).toMatchObject({ status: 'CANCELLED', paymentStatus: 'failed' });
    expect(productOf(api.db.catalogue, 30).count).toBe(bagStock);
    expect((await points()).balance).toBe(balance);
  });

  it('an unpaid card order is cancelled 30 minutes after it was placed, its stock given back', async () => {
    const bagStock = productOf(api.db.catalogue, 30).count;
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS });
    now = new Date(now.getTime() + 31 * 60 * 1000);
    const expired = await order(placed.id);
    expect(expired.orderSpecification.status).toBe('CANCELLED');
    expect(expired.orderProducts[0]?.status).toBe('CANCELLED');
    expect(productOf(api.db.catalogue, 30).count).toBe(bagStock);
  });
});

describe('placeOrder refusals change nothing', () => {
  it.each([
    ['more points than the balance', { pointUsing: 5_000 }, 'INSUFFICIENT_POINTS', '사용할 수 있는 포인트는 1,260P입니다.'],
    ['more points than the payable amount', { pointUsing: 18_001 }, 'BAD_USER_INPUT', '결제할 금액(18,000원)보다 많은 포인트는 사용할 수 없습니다.'],
    ['the point method with something left to pay', { payMethod: 'point' }, 'BAD_USER_INPUT', '포인트 결제는 포인트로 전액을 결제할 때만 선택할 수 있습니다.'],
    ['no address for a line delivered home', { delivery: null }, 'BAD_USER_INPUT', '배송지를 입력해 주세요.'],
    ['a malformed postal code', { delivery: { ...DORM_ADDRESS, postCode: '123' } }, 'BAD_USER_INPUT', '우편번호 5자리를 입력해 주세요.'],
  ])('%s', async (_case, change, code, message) => {
    if ((change as { pointUsing?: number }).pointUsing === 18_001) addPoint(api.db, 1, 'GAIN', 100_000, 'SIGNUP');
    const before = JSON.stringify(api.db.state);
    const result = await run('PlaceOrder', { data: { cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS, ...change } });
    expect(refusalOf(result)).toEqual({ code, message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('payOrder refuses a merchant uid that is not the order’s and leaves it unpaid', async () => {
    const placed = await place({ cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS });
    const result = await run('PayOrder', { data: { orderId: placed.id, impUid: MOCK_IMP_UID.paid, merchantUid: 'HB-forged' } });
    expect(refusalOf(result).code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await order(placed.id)).orderSpecification.status).toBe('READY');
  });

  it('another member’s order is NOT_FOUND', async () => {
    const result = await runner(api, undefined, 'mock-session-2')('OrderDetail', { id: O.paidWithPoints });
    expect(refusalOf(result)).toEqual({ code: 'NOT_FOUND', message: '주문을 찾을 수 없습니다. 주문 번호를 다시 확인해 주세요.' });
  });
});
