// Held stock during checkout (ADR 0076) in the mocked API: the standard scenario's 아노락 (product 7)
// opens behind a waiting room ten minutes after the store first reads its rooms.
import { beforeEach, describe, expect, it } from 'vitest';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import { buildStandardCatalogue } from '../scenarios/standard';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, clockedApi, DORM_ADDRESS, dataOf, refusalOf, runner, type Run } from './testing';
import { DEMO_WAITING_ROOM_PRODUCT_ID as PRODUCT } from './waiting-room';

const DETAIL = detailOf(productOf(buildStandardCatalogue(), PRODUCT), ['카키', 'M']).id;
const MINUTE = 60_000;

interface Hold {
  productId: number;
  expiresAt: string;
  extended: boolean;
  orderId: number | null;
  lines: { productOptionDetailId: number | null; units: number }[];
}

let api: MockApi;
let run: Run;
let clock: { now: Date };

const move = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

/** Joins, waits for the opening and the first admissions, and answers the demo member's admission. */
async function admitted(): Promise<string> {
  dataOf(await run('JoinWaitingRoom', { productId: PRODUCT }));
  move(10 * MINUTE + 1_000);
  await run('MyWaitingRoomTicket', { productId: PRODUCT });
  move(10_000);
  const ticket = dataOf(await run<{ myWaitingRoomTicket: { status: { state: string; admission: { token: string } | null } } }>('MyWaitingRoomTicket', { productId: PRODUCT }));
  expect(ticket.myWaitingRoomTicket.status.state).toBe('ADMITTED');
  return ticket.myWaitingRoomTicket.status.admission!.token;
}

async function cartOf(count: number): Promise<number> {
  const created = await run<{ createCart: { id: number } }>('CreateCart', { data: { productId: PRODUCT, productOptionDetailId: DETAIL, count } });
  return dataOf(created).createCart.id;
}

async function stock(): Promise<number> {
  const staff = await run<{ staffWaitingRoom: { heldUnits: number } }>('StaffWaitingRoom', { productId: PRODUCT }, ADMIN_TOKEN);
  return dataOf(staff).staffWaitingRoom.heldUnits;
}

const start = (cartIds: number[], passes: string[]) => run<{ startCheckoutHold: Hold[] }>('StartCheckoutHold', { data: { cartIds, waitingRoomPasses: passes } });
const mine = async () => dataOf(await run<{ myCheckoutHolds: Hold[] }>('MyCheckoutHolds')).myCheckoutHolds;

beforeEach(() => {
  ({ api, clock } = clockedApi('standard'));
  run = runner(api);
});

describe('checkout holds in the mocked API', () => {
  it('holds an admitted member units, answers the same hold again, and releases it', async () => {
    const pass = await admitted();
    const cartId = await cartOf(2);
    const [hold] = dataOf(await start([cartId], [pass])).startCheckoutHold;
    expect(hold).toMatchObject({ productId: PRODUCT, extended: false, orderId: null, lines: [{ productOptionDetailId: DETAIL, units: 2 }] });
    expect(await stock()).toBe(2);
    expect(dataOf(await start([cartId], [pass])).startCheckoutHold).toEqual([hold]);
    expect(await mine()).toEqual([hold]);

    const released = await run('ReleaseCheckoutHold', { productId: PRODUCT });
    expect(released.errors).toBeUndefined();
    expect(await stock()).toBe(0);
    expect(refusalOf(await run('ReleaseCheckoutHold', { productId: PRODUCT })).code).toBe('NOT_FOUND');
  });

  it('refuses without an admission and lets the hold expire back into stock', async () => {
    await admitted();
    const cartId = await cartOf(1);
    expect(refusalOf(await start([cartId], [])).code).toBe('NOT_PURCHASABLE');
    expect(refusalOf(await start([], [])).code).toBe('BAD_USER_INPUT');
    expect(await stock()).toBe(0);
    const pass = dataOf(await run<{ myWaitingRoomTicket: { status: { admission: { token: string } } } }>('MyWaitingRoomTicket', { productId: PRODUCT })).myWaitingRoomTicket.status.admission.token;
    dataOf(await start([cartId], [pass]));
    expect(await stock()).toBe(1);
    move(11 * MINUTE);
    expect(await mine()).toEqual([]);
    expect(await stock()).toBe(0);
  });

  it('lets placeOrder take the held units once and extends the hold for the payment', async () => {
    const pass = await admitted();
    const cartId = await cartOf(2);
    dataOf(await start([cartId], [pass]));
    const placed = dataOf(await run<{ placeOrder: { id: number } }>('PlaceOrder', { data: { cartIds: [cartId], payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS, waitingRoomPasses: [pass] } }));
    const [hold] = await mine();
    expect(hold).toMatchObject({ orderId: placed.placeOrder.id, extended: true, lines: [{ units: 2 }] });
    expect(await stock()).toBe(0);
    expect(refusalOf(await run('ReleaseCheckoutHold', { productId: PRODUCT })).code).toBe('INVALID_STATE');
  });
});
