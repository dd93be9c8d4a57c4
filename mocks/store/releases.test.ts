// What a released order gives back in the mocked API, as the backend does since ADR 0025: its lines
// back in the member's cart (merged and capped), every point it still holds, and stock that ends a
// sell-out tells the product's restock subscribers (recorded, since the mock sends no SMS).
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
import { MOCK_IMP_UID } from './payment';
import { addPoint } from './points';
import { ADMIN_TOKEN, clockedApi, dataOf, DORM_ADDRESS, refusalOf, runner, type Run } from './testing';

const { cart: C } = StandardIds;
const MINUTE = 60 * 1000;
const BAG = 30;

interface Placed {
  id: number;
  mUid: string;
}
interface Line {
  id: number;
  productId: number;
  count: number;
  selected: boolean;
}
interface OrderLines {
  orderProducts: { id: number; productId: number; status: string }[];
}

let api: MockApi;
let run: Run;
let clock: { now: Date };

beforeEach(() => {
  ({ api, clock } = clockedApi('standard'));
  run = runner(api);
});

async function place(cartIds: number[], pointUsing = 0): Promise<Placed> {
  const data = { cartIds, payMethod: 'card', pointUsing, delivery: DORM_ADDRESS };
  return dataOf(await run<{ placeOrder: Placed }>('PlaceOrder', { data })).placeOrder;
}

async function failPayment(placed: Placed): Promise<OrderLines> {
  const data = { orderId: placed.id, impUid: MOCK_IMP_UID.failed, merchantUid: placed.mUid };
  return dataOf(await run<{ payOrder: OrderLines }>('PayOrder', { data })).payOrder;
}

async function cartLines(): Promise<Line[]> {
  const { me } = dataOf(await run<{ me: { carts: { cartsGroupedByDeliveryTemplate: { carts: Line[] }[] } } }>('MyCart'));
  return me.carts.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
}

const linesOf = async (productId: number) => (await cartLines()).filter((line) => line.productId === productId);

async function balance(): Promise<number> {
  return dataOf(await run<{ me: { pointSummary: { balance: number } } }>('MyPoints')).me.pointSummary.balance;
}

async function cancel(orderProductId: number) {
  return run('CancelOrderProduct', { data: { orderProductId, cancelReason: '다른 색으로 다시 주문할게요.' } });
}

describe('a released order goes back into the cart', () => {
  it('after a failed payment, each line comes back selected with its count; other lines keep their selection', async () => {
    const ordered = (await cartLines()).filter((line) => line.id === C.ecobag || line.id === C.socks);
    dataOf(await run('ToggleCart', { data: { id: C.coachJacketBeigeM, selected: false } }));
    const placed = await place([C.ecobag, C.socks]);
    expect(await linesOf(BAG)).toEqual([]);

    await failPayment(placed);

    const back = await cartLines();
    for (const line of ordered) {
      expect(back.filter((row) => row.productId === line.productId)).toEqual([
        expect.objectContaining({ count: line.count, selected: true }),
      ]);
    }
    expect(back.find((line) => line.id === C.coachJacketBeigeM)?.selected).toBe(false);
  });

  it('after the payment deadline, the lines come back too', async () => {
    const [bag] = await linesOf(BAG);
    const placed = await place([C.ecobag]);
    clock.now = new Date(clock.now.getTime() + 31 * MINUTE);
    const order = dataOf(await run<{ order: OrderLines }>('OrderWithSpecification', { id: placed.id })).order;
    expect(order.orderProducts.map((line) => line.status)).toEqual(['CANCELLED']);
    expect(await linesOf(BAG)).toEqual([expect.objectContaining({ count: bag?.count, selected: true })]);
  });

  it('merges into an identical line added meanwhile, selecting it again', async () => {
    const [bag] = await linesOf(BAG);
    const placed = await place([C.ecobag]);
    const added = dataOf(await run<{ createCart: Line }>('CreateCart', { data: { productId: BAG, count: 1 } })).createCart;
    dataOf(await run('ToggleCart', { data: { id: added.id, selected: false } }));

    await failPayment(placed);

    expect(await linesOf(BAG)).toEqual([expect.objectContaining({ id: added.id, count: 1 + (bag?.count ?? 0), selected: true })]);
  });

  it('caps a merged line at 999 units', async () => {
    const placed = await place([C.ecobag]);
    const added = dataOf(await run<{ createCart: Line }>('CreateCart', { data: { productId: BAG, count: 1 } })).createCart;
    const stored = api.db.state.carts.find((cart) => cart.id === added.id);
    if (stored) stored.count = 998;

    await failPayment(placed);

    expect(await linesOf(BAG)).toEqual([expect.objectContaining({ id: added.id, count: 999 })]);
  });

  it('leaves a line out when the cart already holds 50 lines', async () => {
    const placed = await place([C.ecobag]);
    const room = 50 - api.db.state.carts.filter((cart) => cart.userId === 1).length;
    for (let index = 0; index < room; index += 1) {
      api.db.state.carts.push({
        id: 10_000 + index,
        userId: 1,
        productId: 34,
        productOptionDetailId: null,
        productOptionInput0: `묶음 ${index}`,
        productOptionInput1: null,
        productOptionInput2: null,
        count: 1,
        selected: false,
        createdAt: clock.now.toISOString(),
      });
    }

    await failPayment(placed);

    expect(await linesOf(BAG)).toEqual([]);
    expect(api.db.state.carts.filter((cart) => cart.userId === 1)).toHaveLength(50);
  });

  it('does not come back when the member cancels the line themselves', async () => {
    const placed = await place([C.ecobag]);
    const [line] = dataOf(await run<{ order: OrderLines }>('OrderWithSpecification', { id: placed.id })).order.orderProducts;
    dataOf(await cancel(line?.id ?? 0));
    expect(await linesOf(BAG)).toEqual([]);
  });
});

describe('a released order returns every point it still holds', () => {
  it('gives back the points that paid the fee of a line cancelled earlier while its group lived on', async () => {
    addPoint(api.db, 1, 'GAIN', 100_000, 'SIGNUP');
    const before = await balance();
    // Socks 36,000 and tees 54,000 share one template (fee 6,000 on the socks' line): 93,000 points
    // pay the goods and 3,000 of the fee, the card the other 3,000.
    const placed = await place([C.socks, C.logoTeeBlackL], 93_000);
    const lines = dataOf(await run<{ order: OrderLines }>('OrderWithSpecification', { id: placed.id })).order.orderProducts;
    const socks = lines.find((line) => line.productId === 34);
    dataOf(await cancel(socks?.id ?? 0));

    await failPayment(placed);

    expect(await balance()).toBe(before);
    const refunds = api.db.state.points.filter((row) => row.orderId === placed.id && row.status === 'GAIN');
    expect(refunds.reduce((sum, row) => sum + row.value, 0)).toBe(93_000);
  });
});

describe('stock given back from zero tells restock subscribers', () => {
  /** Orders the bag's whole stock and has the admin subscribe to it, sold out now. */
  async function soldOutBag(): Promise<{ placed: Placed; lineId: number }> {
    const stock = productOf(api.db.catalogue, BAG).count;
    dataOf(await run('UpdateCartCount', { data: { id: C.ecobag, count: stock } }));
    const placed = await place([C.ecobag]);
    expect(productOf(api.db.catalogue, BAG).count).toBe(0);
    dataOf(await run('CreateProductRestockNotification', { productId: BAG }, ADMIN_TOKEN));
    const [line] = dataOf(await run<{ order: OrderLines }>('OrderWithSpecification', { id: placed.id })).order.orderProducts;
    return { placed, lineId: line?.id ?? 0 };
  }

  const subscriptions = () => api.db.state.restocks.filter((row) => row.productId === BAG);

  it('when a failed payment releases the order: the subscription is removed and its message recorded', async () => {
    const { placed } = await soldOutBag();
    await failPayment(placed);
    expect(subscriptions()).toEqual([]);
    expect(api.db.state.restockMessages).toEqual([{ userId: 2, productId: BAG, queuedAt: clock.now.toISOString() }]);
  });

  it('when the buyer cancels the line', async () => {
    const { lineId } = await soldOutBag();
    dataOf(await cancel(lineId));
    expect(subscriptions()).toEqual([]);
    expect(api.db.state.restockMessages).toEqual([{ userId: 2, productId: BAG, queuedAt: clock.now.toISOString() }]);
  });

  it('a refused cancellation tells no one', async () => {
    const { lineId } = await soldOutBag();
    const result = await run('CancelOrderProduct', { data: { orderProductId: lineId, cancelReason: 'x' } });
    expect(refusalOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: '취소 사유를 2~200자로 입력해 주세요.' });
    expect(subscriptions()).toHaveLength(1);
    expect(api.db.state.restockMessages).toEqual([]);
  });
});
