// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { initOrm } from '../../backend/src/db/orm';
import { endDeadHolds } from '../../backend/src/modules/holds/hold-sweep';
import { releaseExpiredHolds } from '../../backend/src/modules/holds/release-holds.job';
import { expireUnpaidOrders } from '../../backend/src/jobs/expire-unpaid-orders';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { cartLine, DELIVERY, payOrder, placed, productStock, useCheckoutApi } from '../support/checkout';
import { payAtFake, type FakePortOneServer } from '../support/fake-portone';
import { jobDepsOf } from './jobs.fixtures';
import { queuedNotices } from './restock.fixtures';
import { admissionOf, heldRows, MINE, openingProduct, reasonOf, RELEASE, startHold } from './holds.fixtures';

// Held stock (ADR 0076) under load and over time: holds taken at once never oversell, and however
// many sweeps, workers and members end a hold at the same moment, its units come back once.

let api: TestApi;
let fake: FakePortOneServer;
let staff: TestMember;
useCheckoutApi((context) => ({ api, fake } = context), { WAITING_ROOM_REFRESH_MS: '0' });

beforeAll(async () => {
  staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN, name: '박생협' });
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A member holding `units` of the product. */
async function holder(productId: number, units = 1) {
  const member = await createMember(api.orm.em.fork());
  const cartIds = [await cartLine(api, member.user.id, { productId, count: units })];
  const passes = [await admissionOf(api, member.user.id, productId)];
  const result = await startHold(api, member.token, { cartIds, waitingRoomPasses: passes });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { member, cartIds, passes };
}

describe('holding at once', () => {
  it('lets 20 admitted members race for 10 units: 10 holds, 10 refusals, never oversold', async () => {
    const product = await openingProduct(api, staff.token, { count: 10 });
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(api.orm.em.fork())));
    const requests = await Promise.all(
      members.map(async (member) => ({
        member,
        cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
        passes: [await admissionOf(api, member.user.id, product.id)],
      })),
    );
    const results = await Promise.all(requests.map(({ member, cartIds, passes }) => startHold(api, member.token, { cartIds, waitingRoomPasses: passes })));
    const held = results.filter((result) => !result.errors);
    expect(held).toHaveLength(10);
    expect(results.filter((result) => reasonOf(result)?.['reason'] === 'HOLD_OUT_OF_STOCK')).toHaveLength(10);
    expect(await productStock(api, product.id)).toBe(0);
    const rows = await heldRows(api, product.id);
    expect(rows.reduce((sum, row) => sum + Number(row.units), 0)).toBe(10);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(10);
  });

  it('takes one hold when a member opens checkout in two tabs at once', async () => {
    const product = await openingProduct(api, staff.token, { count: 5 });
    const member = await createMember(api.orm.em.fork());
    const cartIds = [await cartLine(api, member.user.id, { productId: product.id, count: 2 })];
    const passes = [await admissionOf(api, member.user.id, product.id)];
    const [a, b] = await Promise.all([startHold(api, member.token, { cartIds, waitingRoomPasses: passes }), startHold(api, member.token, { cartIds, waitingRoomPasses: passes })]);
    expect(a.data!.startCheckoutHold).toEqual(b.data!.startCheckoutHold);
    expect(await productStock(api, product.id)).toBe(3);
  });
});

describe('expiry', () => {
  it('returns expired units once, however often the sweep runs, and tells restock subscribers', async () => {
    const product = await openingProduct(api, staff.token, { count: 3, holdMinutes: 1 });
    const { member } = await holder(product.id, 3);
    expect(await productStock(api, product.id)).toBe(0);
    const waiting = await createMember(api.orm.em.fork());
    await sql(api, 'insert into product_restock_notification (user_id, product_id) values (?, ?)', [waiting.user.id, product.id]);

    const deps = jobDepsOf(api);
    expect(await releaseExpiredHolds(deps, new Date())).toMatchObject({ unitsReturned: 0 });
    expect(await productStock(api, product.id)).toBe(0);
    const first = await releaseExpiredHolds(deps, later(2));
    expect(first.unitsReturned).toBeGreaterThanOrEqual(3);
    expect(await productStock(api, product.id)).toBe(3);
    await releaseExpiredHolds(deps, later(2));
    expect(await productStock(api, product.id)).toBe(3);
    expect(await heldRows(api, product.id)).toEqual([]);
    expect(await queuedNotices(api, product)).toEqual([{ userId: waiting.user.id, productId: product.id }]);
    expect((await api.gql<{ myCheckoutHolds: unknown[] }>(MINE, {}, { token: member.token })).data!.myCheckoutHolds).toEqual([]);
  });

  it('returns the units once when two sweeps race for the same holds', async () => {
    const product = await openingProduct(api, staff.token, { count: 8 });
    for (let i = 0; i < 4; i += 1) await holder(product.id, 2);
    expect(await productStock(api, product.id)).toBe(0);
    const sweep = () =>
      api.orm.em.fork().transactional((em) => endDeadHolds(em, { universityId: api.config.UNIVERSITY_ID, now: later(30), limit: 100 }));
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.rows + b.rows).toBeGreaterThanOrEqual(4);
    expect(await productStock(api, product.id)).toBe(8);
    expect(await heldRows(api, product.id)).toEqual([]);
  });

  it('returns the units once when two workers on their own connections sweep at the same moment', async () => {
    const product = await openingProduct(api, staff.token, { count: 6 });
    for (let i = 0; i < 3; i += 1) await holder(product.id, 2);
    const other = await initOrm(api.orm.config.get('clientUrl')!);
    try {
      const deps = jobDepsOf(api);
      await Promise.all([releaseExpiredHolds(deps, later(30)), releaseExpiredHolds({ ...deps, orm: other }, later(30))]);
    } finally {
      await other.close();
    }
    expect(await productStock(api, product.id)).toBe(6);
    expect(await heldRows(api, product.id)).toEqual([]);
  });

  it('returns the units once when the member leaves checkout as the sweep runs', async () => {
    const product = await openingProduct(api, staff.token, { count: 2 });
    const { member } = await holder(product.id, 2);
    const [left] = await Promise.all([
      api.gql(RELEASE, { productId: product.id }, { token: member.token }),
      api.orm.em.fork().transactional((em) => endDeadHolds(em, { universityId: api.config.UNIVERSITY_ID, now: later(30), limit: 100 })),
    ]);
    // Whichever ended it, the member's release either answered the hold or found it gone.
    expect([undefined, 'NOT_FOUND']).toContain(reasonOf(left)?.['code']);
    expect(await productStock(api, product.id)).toBe(2);
  });
});

describe('a hold through payment', () => {
  it('hold, placeOrder, payOrder: the units are taken exactly once and the hold ends', async () => {
    const product = await openingProduct(api, staff.token, { count: 5 });
    const { member, cartIds, passes } = await holder(product.id, 2);
    const order = await placed(api, member.token, { cartIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: passes });
    expect(await productStock(api, product.id)).toBe(3);
    const paid = await payAtFake(fake, order.payment!);
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    expect(result.data!.payOrder.orderSpecification.status).toBe('PAID');
    expect((await api.gql<{ myCheckoutHolds: unknown[] }>(MINE, {}, { token: member.token })).data!.myCheckoutHolds).toEqual([]);

    expect(await releaseExpiredHolds(jobDepsOf(api), new Date())).toMatchObject({ unitsReturned: 0 });
    expect(await heldRows(api, product.id)).toEqual([]);
    expect(await releaseExpiredHolds(jobDepsOf(api), later(60))).toMatchObject({ unitsReturned: 0 });
    expect(await productStock(api, product.id)).toBe(3);
  });

  it('a failed payment gives the held units back once, through the order', async () => {
    const product = await openingProduct(api, staff.token, { count: 5 });
    const { member, cartIds, passes } = await holder(product.id, 2);
    const order = await placed(api, member.token, { cartIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: passes });
    const failed = await payAtFake(fake, order.payment!, { outcome: 'failed', failReason: '카드 한도 초과' });
    const result = await payOrder(api, member.token, { orderId: order.id, impUid: failed.imp_uid, merchantUid: order.mUid });
    expect(result.data!.payOrder.orderSpecification.status).toBe('CANCELLED');
    expect(await productStock(api, product.id)).toBe(5);
    await releaseExpiredHolds(jobDepsOf(api), later(60));
    expect(await productStock(api, product.id)).toBe(5);
    expect(await heldRows(api, product.id)).toEqual([]);
  });
});

describe('a hold whose payment never comes', () => {
  it('ends with the extended time: the unpaid-order sweep releases the order and the units come back once', async () => {
    const product = await openingProduct(api, staff.token, { count: 4, holdMinutes: 1 });
    const { member, cartIds, passes } = await holder(product.id, 2);
    await placed(api, member.token, { cartIds, payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: passes });
    expect(await productStock(api, product.id)).toBe(2);
    const deps = jobDepsOf(api);
    expect(await expireUnpaidOrders(deps, new Date())).toMatchObject({ released: 0 });
    expect(await expireUnpaidOrders(deps, later(2))).toMatchObject({ released: 1 });
    expect(await productStock(api, product.id)).toBe(4);
    await releaseExpiredHolds(deps, later(2));
    expect(await productStock(api, product.id)).toBe(4);
    expect(await heldRows(api, product.id)).toEqual([]);
  });
});
