// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../../domain/enums';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import { confirmCompletedLinePoints, expirePointsDaily } from '../../backend/src/jobs/point-sweeps';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { grantPoints } from '../../backend/src/modules/point/point.service';
import { PointTypeCode } from '../../domain/reference/reference';
import { lockMemberPoints } from '../../backend/src/modules/point/point-rows';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder } from '../support/orders';
import { startJobsTestApi, type JobsTestApi } from './jobs.fixtures';

let harness: JobsTestApi;
let fake: FakePortOneServer;
let api: TestApi;
let deps: JobDeps;
let product: Product;

beforeAll(async () => {
  harness = await startJobsTestApi();
  ({ api, fake, deps } = harness);
  product = await createProduct(api.orm.em.fork(), { count: 100, price: 30_000, salePrice: 25_000 });
});

afterAll(async () => {
  await harness?.close();
});

const pointsOfLine = (lineId: number) =>
  sql<{ status: string; value: number; remaining: number | null }>(
    api,
    'select status, value, remaining from point where order_product_id = ? order by id',
    [lineId],
  );

const ledgerOf = (member: TestMember) =>
  sql<{ status: string; value: number; remaining: number | null }>(
    api,
    'select status, value, remaining from point where user_id = ? order by id',
    [member.user.id],
  );

describe('the reserved-points sweep', () => {
  it('turns the reserved purchase points of a completed line into GAIN once, and leaves lines still on their way', async () => {
    const buyer = await createMember(api.orm.em.fork());
    const completed = await createOrder(api, buyer.user.id, { lines: [{ product }], lineStatus: OrderProductStatus.COMPLETED }, fake);
    const delivering = await createOrder(api, buyer.user.id, { lines: [{ product }], lineStatus: OrderProductStatus.DELIVERING }, fake);
    const [completedLine] = completed.lineIds;
    const [deliveringLine] = delivering.lineIds;
    expect(await pointsOfLine(completedLine!)).toEqual([{ status: 'RESERVED', value: 250, remaining: null }]);

    const now = new Date();
    expect(await confirmCompletedLinePoints(deps, now)).toBeGreaterThanOrEqual(250);
    expect(await pointsOfLine(completedLine!)).toEqual([{ status: 'GAIN', value: 250, remaining: 250 }]);
    expect(await pointsOfLine(deliveringLine!)).toEqual([{ status: 'RESERVED', value: 250, remaining: null }]);

    expect(await confirmCompletedLinePoints(deps, now)).toBe(0);
    expect(await pointsOfLine(completedLine!)).toEqual([{ status: 'GAIN', value: 250, remaining: 250 }]);
  });
});

describe('the daily point expiry', () => {
  it('writes an EXPIRED row for what is left of a GAIN past its year, once', async () => {
    const member = await createMember(api.orm.em.fork());
    const em = api.orm.em.fork();
    const now = new Date();
    const earnedLongAgo = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
    await grantPoints(em, { userId: member.user.id, value: 1_000, code: PointTypeCode.SIGNUP, now: earnedLongAgo });
    await grantPoints(em, { userId: member.user.id, value: 300, code: PointTypeCode.REVIEW_TEXT, now });
    await em.flush();
    // 400 of the old grant were spent.
    await sql(api, "update point set remaining = 600 where user_id = ? and value = 1000 and status = 'GAIN'", [member.user.id]);

    expect(await expirePointsDaily(deps, now)).toBeGreaterThanOrEqual(600);
    const ledger = await ledgerOf(member);
    expect(ledger).toEqual([
      { status: 'GAIN', value: 1_000, remaining: 0 },
      { status: 'GAIN', value: 300, remaining: 300 },
      { status: 'EXPIRED', value: 600, remaining: null },
    ]);

    await expirePointsDaily(deps, now);
    expect(await ledgerOf(member)).toEqual(ledger);
  });

  it('commits each member on their own: a member whose checkout holds their points waits alone', async () => {
    const now = new Date();
    const earnedLongAgo = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
    const em = api.orm.em.fork();
    const [first, second] = [await createMember(em), await createMember(em)];
    for (const member of [first, second]) {
      await grantPoints(em, { userId: member.user.id, value: 700, code: PointTypeCode.SIGNUP, now: earnedLongAgo });
    }
    await em.flush();
    const expiredOf = async (member: TestMember) => (await ledgerOf(member)).filter((row) => row.status === 'EXPIRED');

    // The later member is in the middle of a checkout: their point lock is taken.
    let releaseCheckout!: () => void;
    const checkoutHolds = new Promise<void>((resolve) => (releaseCheckout = resolve));
    let lockTaken!: () => void;
    const locked = new Promise<void>((resolve) => (lockTaken = resolve));
    const checkout = api.orm.em.fork().transactional(async (tx) => {
      await lockMemberPoints(tx, second.user.id);
      lockTaken();
      await checkoutHolds;
    });
    await locked;

    const sweep = expirePointsDaily(deps, now);
    try {
      // The earlier member's expiry is committed while the sweep waits for the later one.
      await expect.poll(() => expiredOf(first), { timeout: 5_000 }).toEqual([{ status: 'EXPIRED', value: 700, remaining: null }]);
      expect(await expiredOf(second)).toEqual([]);
    } finally {
      releaseCheckout();
      await checkout;
    }
    expect(await sweep).toBeGreaterThanOrEqual(1_400);
    expect(await expiredOf(second)).toEqual([{ status: 'EXPIRED', value: 700, remaining: null }]);
  });
});
