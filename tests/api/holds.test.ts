// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { createSession } from '../../backend/src/modules/account/session.service';
import { releaseExpiredHolds } from '../../backend/src/modules/holds/release-holds.job';
import { count, KOREAN, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { cartLine, checkoutProduct, DELIVERY, detailStock, optionDetailIds, placeOrder, productStock, useCheckoutApi } from '../support/checkout';
import { createSecondUniversity } from '../support/tenants';
import { jobDepsOf } from './jobs.fixtures';
import { admissionOf, heldRows, MINE, openingProduct, reasonOf, RELEASE, startHold, type HoldBody } from './holds.fixtures';

let api: TestApi;
let staff: TestMember;
useCheckoutApi((context) => ({ api } = context), { WAITING_ROOM_REFRESH_MS: '0' });

beforeAll(async () => {
  staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN, name: '박생협' });
});

const member = () => createMember(api.orm.em.fork());
const mine = (token: string) => api.gql<{ myCheckoutHolds: HoldBody[] }>(MINE, {}, { token });
const release = (productId: number, token?: string) => api.gql<{ releaseCheckoutHold: HoldBody }>(RELEASE, { productId }, token ? { token } : {});
const holdCount = () => count(api, 'stock_hold');

describe('startCheckoutHold', () => {
  it('takes the units out of the stock everyone sees, once, and shows the same hold after a refresh', async () => {
    const product = await openingProduct(api, staff.token, { count: 10 });
    const buyer = await member();
    const cartIds = [await cartLine(api, buyer.user.id, { productId: product.id, count: 2 })];
    const passes = [await admissionOf(api, buyer.user.id, product.id)];

    const first = await startHold(api, buyer.token, { cartIds, waitingRoomPasses: passes });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const [hold] = first.data!.startCheckoutHold;
    expect(hold).toMatchObject({ productId: product.id, productName: product.name, extended: false, orderId: null, lines: [{ productOptionDetailId: null, units: 2 }] });
    const minutesLeft = (Date.parse(hold!.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(await productStock(api, product.id)).toBe(8);

    const again = await startHold(api, buyer.token, { cartIds, waitingRoomPasses: passes });
    expect(again.data!.startCheckoutHold).toEqual([hold]);
    expect(await productStock(api, product.id)).toBe(8);
    const { token: otherDevice } = await createSession(api.orm.em.fork(), buyer.user.id);
    expect((await mine(otherDevice)).data!.myCheckoutHolds).toEqual([hold]);
  });

  it('holds combinations per stock row and never past the admission', async () => {
    const product = await openingProduct(api, staff.token, { combinations: [{ colour: '블랙', size: 'L', count: 3 }, { colour: '블랙', size: 'M', count: 3 }] });
    const [large, medium] = await optionDetailIds(api, product.id);
    const buyer = await member();
    const cartIds = [
      await cartLine(api, buyer.user.id, { productId: product.id, productOptionDetailId: large!, count: 1 }),
      await cartLine(api, buyer.user.id, { productId: product.id, productOptionDetailId: medium!, count: 2 }),
    ];
    const result = await startHold(api, buyer.token, { cartIds, waitingRoomPasses: [await admissionOf(api, buyer.user.id, product.id, 3)] });
    const [hold] = result.data!.startCheckoutHold;
    expect(hold!.lines).toEqual([
      { productOptionDetailId: large, optionText: '블랙 / L', units: 1 },
      { productOptionDetailId: medium, optionText: '블랙 / M', units: 2 },
    ]);
    expect((Date.parse(hold!.expiresAt) - Date.now()) / 60_000).toBeLessThanOrEqual(3);
    expect([await detailStock(api, large!), await detailStock(api, medium!)]).toEqual([2, 1]);
  });

  it('leaves lines of products without an open waiting room alone', async () => {
    const plain = await checkoutProduct(api, { count: 4 });
    const buyer = await member();
    const result = await startHold(api, buyer.token, { cartIds: [await cartLine(api, buyer.user.id, { productId: plain.id })], waitingRoomPasses: [] });
    expect(result.data!.startCheckoutHold).toEqual([]);
    expect(await productStock(api, plain.id)).toBe(4);
  });

  it('refuses with a stable reason and a Korean sentence, changing nothing', async () => {
    const product = await openingProduct(api, staff.token, { count: 3 });
    const buyer = await member();
    const other = await member();
    const line = await cartLine(api, buyer.user.id, { productId: product.id, count: 2 });
    const pass = await admissionOf(api, buyer.user.id, product.id);
    const before = await holdCount();

    const cases: [Promise<Parameters<typeof reasonOf>[0]>, Record<string, unknown>][] = [
      [startHold(api, undefined, { cartIds: [line], waitingRoomPasses: [pass] }), { code: 'UNAUTHENTICATED' }],
      [startHold(api, buyer.token, { cartIds: [], waitingRoomPasses: [pass] }), { code: 'BAD_USER_INPUT', field: 'cartIds' }],
      [startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: ['x'.repeat(2_000)] }), { code: 'BAD_USER_INPUT' }],
      [startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [] }), { code: 'NOT_PURCHASABLE', reason: 'HOLD_NO_ADMISSION' }],
      [startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [await admissionOf(api, other.user.id, product.id)] }), { code: 'NOT_PURCHASABLE', reason: 'HOLD_NO_ADMISSION' }],
      [startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [await admissionOf(api, buyer.user.id, product.id, -1)] }), { code: 'INVALID_STATE', reason: 'HOLD_ADMISSION_EXPIRED' }],
      [startHold(api, other.token, { cartIds: [line], waitingRoomPasses: [pass] }), { code: 'NOT_FOUND' }],
    ];
    for (const [pending, expected] of cases) {
      const result = await pending;
      expect(reasonOf(result)).toMatchObject(expected);
      expect(result.errors![0]!.message).toMatch(KOREAN);
    }
    const greedy = await cartLine(api, other.user.id, { productId: product.id, count: 4 });
    const tooMany = await startHold(api, other.token, { cartIds: [greedy], waitingRoomPasses: [await admissionOf(api, other.user.id, product.id)] });
    expect(reasonOf(tooMany)).toMatchObject({ code: 'OUT_OF_STOCK', reason: 'HOLD_OUT_OF_STOCK', stock: 3 });
    expect(tooMany.errors![0]!.message).toContain('3개까지');
    expect(await productStock(api, product.id)).toBe(3);
    expect(await holdCount()).toBe(before);

    expect((await startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [pass] })).errors).toBeUndefined();
    await sql(api, 'update cart set count = 1 where id = ?', [line]);
    const changed = await startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [pass] });
    expect(reasonOf(changed)).toMatchObject({ code: 'CONFLICT', reason: 'HOLD_ALREADY_HELD' });
    expect(await productStock(api, product.id)).toBe(1);
  });

  it("refuses another university's product as missing and another university's member as signed out", async () => {
    const product = await openingProduct(api, staff.token, { count: 3 });
    const buyer = await member();
    const line = await cartLine(api, buyer.user.id, { productId: product.id });
    const second = await createSecondUniversity(api.orm.em.fork());
    await sql(api, 'update product set university_id = ? where id = ?', [second.id, product.id]);
    const foreign = await startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: [await admissionOf(api, buyer.user.id, product.id)] });
    expect(reasonOf(foreign)).toMatchObject({ code: 'NOT_FOUND' });
    await sql(api, 'update product set university_id = ? where id = ?', [api.config.UNIVERSITY_ID, product.id]);

    const outsider = await member();
    await sql(api, 'update "user" set university_id = ? where id = ?', [second.id, outsider.user.id]);
    const { token } = await createSession(api.orm.em.fork(), outsider.user.id);
    expect(reasonOf(await startHold(api, token, { cartIds: [line], waitingRoomPasses: [] }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await productStock(api, product.id)).toBe(3);
    expect(await heldRows(api, product.id)).toEqual([]);
  });
});

describe('releaseCheckoutHold', () => {
  it('gives the units back at once; another member cannot see or release it', async () => {
    const product = await openingProduct(api, staff.token, { count: 5 });
    const buyer = await member();
    const other = await member();
    const cartIds = [await cartLine(api, buyer.user.id, { productId: product.id, count: 3 })];
    await startHold(api, buyer.token, { cartIds, waitingRoomPasses: [await admissionOf(api, buyer.user.id, product.id)] });
    expect(await productStock(api, product.id)).toBe(2);

    expect(reasonOf(await release(product.id, other.token))).toMatchObject({ code: 'NOT_FOUND', reason: 'HOLD_NOT_FOUND' });
    expect((await mine(other.token)).data!.myCheckoutHolds).toEqual([]);
    expect(reasonOf(await release(product.id))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await productStock(api, product.id)).toBe(2);

    const released = await release(product.id, buyer.token);
    expect(released.data!.releaseCheckoutHold).toMatchObject({ productId: product.id, lines: [{ units: 3 }] });
    expect(await productStock(api, product.id)).toBe(5);
    expect(reasonOf(await release(product.id, buyer.token))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await productStock(api, product.id)).toBe(5);
    expect((await mine(buyer.token)).data!.myCheckoutHolds).toEqual([]);
  });
});

describe('placeOrder and payOrder on a hold', () => {
  it('lets a member order the units they hold when nothing else is left, taking them once', async () => {
    const product = await openingProduct(api, staff.token, { count: 2 });
    const buyer = await member();
    const cartIds = [await cartLine(api, buyer.user.id, { productId: product.id, count: 2 })];
    const passes = [await admissionOf(api, buyer.user.id, product.id)];
    await startHold(api, buyer.token, { cartIds, waitingRoomPasses: passes });
    expect(await productStock(api, product.id)).toBe(0);

    const ordered = await placeOrder(api, buyer.token, { cartIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: passes });
    expect(ordered.errors, JSON.stringify(api.logs.slice(-3))).toBeUndefined();
    expect(await productStock(api, product.id)).toBe(0);
    const [hold] = (await mine(buyer.token)).data!.myCheckoutHolds;
    expect(hold).toMatchObject({ orderId: ordered.data!.placeOrder.id, extended: true, lines: [{ units: 2 }] });
    // The payment deadline is the extended hold's: the unpaid-order sweep releases it then.
    const [order] = await sql<{ expires_at: Date }>(api, 'select expires_at from "order" where id = ?', [hold!.orderId]);
    expect(new Date(order!.expires_at).getTime()).toBe(Date.parse(hold!.expiresAt));
    expect(reasonOf(await release(product.id, buyer.token))).toMatchObject({ code: 'INVALID_STATE', reason: 'HOLD_PAYMENT_PENDING' });
    // Opening checkout again while the payment is pending takes nothing more.
    await cartLine(api, buyer.user.id, { productId: product.id, count: 2 }).then(async (again) => {
      expect(reasonOf(await startHold(api, buyer.token, { cartIds: [again], waitingRoomPasses: passes }))).toMatchObject({ reason: 'HOLD_PAYMENT_PENDING' });
    });

    // A sweep while the payment is pending leaves it alone.
    expect(await releaseExpiredHolds(jobDepsOf(api), new Date())).toMatchObject({ unitsReturned: 0 });
    expect(await heldRows(api, product.id)).toEqual([{ user_id: buyer.user.id, units: 2, order_id: hold!.orderId }]);
  });

  it('gives held units the order does not take back, and decrements only what it asks beyond them', async () => {
    const product = await openingProduct(api, staff.token, { count: 10 });
    const buyer = await member();
    const line = await cartLine(api, buyer.user.id, { productId: product.id, count: 3 });
    const passes = [await admissionOf(api, buyer.user.id, product.id)];
    await startHold(api, buyer.token, { cartIds: [line], waitingRoomPasses: passes });
    expect(await productStock(api, product.id)).toBe(7);
    await sql(api, 'update cart set count = 1 where id = ?', [line]);
    const fewer = await placeOrder(api, buyer.token, { cartIds: [line], payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: passes });
    expect(fewer.errors, JSON.stringify(fewer.errors)).toBeUndefined();
    expect(await productStock(api, product.id)).toBe(9);
    expect(await heldRows(api, product.id)).toEqual([{ user_id: buyer.user.id, units: 1, order_id: fewer.data!.placeOrder.id }]);
  });
});

describe('staff settings', () => {
  it('sets the hold minutes, keeps them when left out, and counts the units held', async () => {
    const product = await openingProduct(api, staff.token, { count: 6, holdMinutes: 1 });
    const read = async () =>
      (await api.gql<{ staffWaitingRoom: { holdMinutes: number; heldUnits: number } }>(
        'query ($productId: Int!) { staffWaitingRoom(productId: $productId) { holdMinutes heldUnits } }',
        { productId: product.id },
        { token: staff.token },
      )).data!.staffWaitingRoom;
    expect(await read()).toEqual({ holdMinutes: 1, heldUnits: 0 });
    const buyer = await member();
    const cartIds = [await cartLine(api, buyer.user.id, { productId: product.id, count: 2 })];
    const [hold] = (await startHold(api, buyer.token, { cartIds, waitingRoomPasses: [await admissionOf(api, buyer.user.id, product.id)] })).data!.startCheckoutHold;
    expect((Date.parse(hold!.expiresAt) - Date.now()) / 60_000).toBeLessThanOrEqual(1);
    expect(await read()).toEqual({ holdMinutes: 1, heldUnits: 2 });

    const SET = 'mutation ($data: StaffWaitingRoomInput!) { staffSetWaitingRoom(data: $data) { holdMinutes } }';
    const settings = { productId: product.id, enabled: true, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate: 60, admissionMinutes: 10 };
    expect((await api.gql(SET, { data: settings }, { token: staff.token })).data).toEqual({ staffSetWaitingRoom: { holdMinutes: 1 } });
    const zero = await api.gql(SET, { data: { ...settings, holdMinutes: 0 } }, { token: staff.token });
    expect(reasonOf(zero)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'holdMinutes' });
    expect((await read()).holdMinutes).toBe(1);
  });
});
