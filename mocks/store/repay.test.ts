// Paying an unpaid order again (Order.payment, docs/decisions/0032-pay-again.md) through the
// operation the order detail and completion pages send, as the demo member.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import type { MockApi } from '../schema';
import { MOCK_IMP_UID } from './payment';
import { clockedApi, DORM_ADDRESS, dataOf, runner, type Run } from './testing';

const { cart: C } = StandardIds;
const MINUTE = 60 * 1000;

interface Request {
  merchantUid: string;
  amount: number;
  payMethod: string;
  sandboxUrl: string | null;
}
interface Placed {
  id: number;
  mUid: string;
  paidPrice: number;
  payment: Request | null;
}

let api: MockApi;
let run: Run;
let clock: { now: Date };

beforeEach(() => {
  ({ api, clock } = clockedApi('standard'));
  run = runner(api);
});

async function place(data: Record<string, unknown> = {}): Promise<Placed> {
  const input = { cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS, ...data };
  return dataOf(await run<{ placeOrder: Placed }>('PlaceOrder', { data: input })).placeOrder;
}

async function read(id: number) {
  return dataOf(await run<{ order: { paidPrice: number; payment: Request | null; orderProducts: { id: number }[] } }>('OrderWithSpecification', { id }))
    .order;
}

const pay = (placed: Placed, impUid: string) => run('PayOrder', { data: { orderId: placed.id, impUid, merchantUid: placed.mUid } });

describe('Order.payment in the mocked API', () => {
  it('offers the placeOrder request again until the order is paid', async () => {
    const placed = await place();
    expect((await read(placed.id)).payment).toEqual(placed.payment);
    expect(placed.payment).toMatchObject({ merchantUid: placed.mUid, amount: placed.paidPrice });

    dataOf(await pay(placed, MOCK_IMP_UID.paid));
    expect((await read(placed.id)).payment).toBeNull();
  });

  it('answers null once the 30-minute deadline passed', async () => {
    const placed = await place();
    clock.now = new Date(clock.now.getTime() + 29 * MINUTE);
    expect((await read(placed.id)).payment).not.toBeNull();
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    expect((await read(placed.id)).payment).toBeNull();
  });

  it('offers the rest of the order for the amount left after a line was cancelled while unpaid', async () => {
    const placed = await place({ cartIds: [C.ecobag, C.socks] });
    const [line] = (await read(placed.id)).orderProducts;
    dataOf(await run('CancelOrderProduct', { data: { orderProductId: line!.id, cancelReason: '하나만 살게요.' } }));
    const left = await read(placed.id);
    expect(left.paidPrice).toBeLessThan(placed.paidPrice);
    expect(left.payment).toMatchObject({ merchantUid: placed.mUid, amount: left.paidPrice });

    dataOf(await pay(placed, MOCK_IMP_UID.paid));
    expect((await read(placed.id)).payment).toBeNull();
  });

  it('offers a virtual-account order until the account is issued', async () => {
    const placed = await place({ payMethod: 'vbank' });
    expect((await read(placed.id)).payment).toMatchObject({ payMethod: 'vbank', amount: placed.paidPrice });
    dataOf(await pay(placed, MOCK_IMP_UID.paid));
    expect((await read(placed.id)).payment).toBeNull();
  });

  it('answers null for an order released after a failed payment', async () => {
    const placed = await place();
    await pay(placed, MOCK_IMP_UID.failed);
    expect((await read(placed.id)).payment).toBeNull();
  });
});
