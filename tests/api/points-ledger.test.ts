// @vitest-environment node
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, PointStatus, ReviewStatus } from '../../domain/enums';
import type { User } from '../../backend/src/modules/account/user.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { OrderProduct } from '../../backend/src/modules/order/order-product.entity';
import { Order } from '../../backend/src/modules/order/order.entity';
import {
  confirmReservedPoints,
  dropReservedPoints,
  expireMemberPoints,
  membersWithDuePoints,
  grantReviewPoints,
  reservePurchasePoints,
  returnUsedPoints,
  spendPoints,
} from '../../backend/src/modules/point/point-ledger';
import { PointType } from '../../backend/src/modules/point/point-type.entity';
import { Point } from '../../backend/src/modules/point/point.entity';
import { Review } from '../../backend/src/modules/review/review.entity';
import { grantPoints } from '../../backend/src/modules/point/point.service';
import { EXPIRING_SOON_DAYS, oneYearAfter } from '../../domain/point/point-rules';
import { pointSummaryOf } from '../../domain/point/point-ledger';
import { PointTypeCode } from '../../domain/reference/reference';
import { readPointSummary } from '../../backend/src/modules/point/point-rows';
import { startTestApi, type TestApi } from '../support/api';
import { KOREAN } from '../support/accounts';
import { createMember, createProduct, createReview } from '../support/catalog-fixtures';

let api: TestApi;
let product: Product;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-02T03:00:00.000Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

beforeAll(async () => {
  api = await startTestApi();
  product = await createProduct(api.orm.em.fork());
});

afterAll(async () => {
  await api?.close();
});

const fresh = () => api.orm.em.fork();
const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) => fresh().transactional(work);

async function newMember(): Promise<User> {
  return (await createMember(fresh())).user;
}

const spentRow = { status: PointStatus.USED, remaining: null, expiredAt: null, order: null, orderProduct: null, review: null, createdAt: NOW };

/** A GAIN row expiring at `expiresAt`, with `remaining` left of it (all by default). */
async function gain(user: User, value: number, options: { expiresAt: Date; remaining?: number; code?: string }) {
  const em = fresh();
  const row = await grantPoints(em, { userId: user.id, value, code: options.code ?? PointTypeCode.SIGNUP, now: NOW });
  row.expiredAt = options.expiresAt;
  row.remaining = options.remaining ?? value;
  // What is already gone from it was spent, so the ledger stays consistent.
  if (row.remaining < value) {
    em.create(Point, { ...spentRow, user: user.id, value: value - row.remaining, pointType: await em.findOneOrFail(PointType, { code: PointTypeCode.USE }) });
  }
  await em.flush();
  return row.id;
}

/** A paid order of `user` with one line per paid price. */
async function newOrder(user: User, paidPrices: number[]): Promise<{ order: Order; lines: OrderProduct[] }> {
  const em = fresh();
  const total = paidPrices.reduce((sum, price) => sum + price, 0);
  const order = em.create(Order, {
    user: user.id,
    university: 1,
    paidPrice: total,
    mUid: `ledger-${user.id}-${Math.random().toString(36).slice(2)}`,
    totalPrice: total,
  });
  const lines = paidPrices.map((paidPrice) =>
    em.create(OrderProduct, {
      order,
      product: product.id,
      deliveryTemplate: 1,
      count: 1,
      price: paidPrice,
      salePrice: paidPrice,
      paidPrice,
      status: OrderProductStatus.PAID,
      productName: product.name,
    }),
  );
  await em.flush();
  return { order, lines };
}

const rowsOf = (user: User) => fresh().find(Point, { user: user.id }, { populate: ['pointType'], orderBy: { id: 'asc' } });
const remainingOf = async (ids: number[]) => {
  const rows = await fresh().find(Point, { id: { $in: ids } });
  return ids.map((id) => rows.find((row) => row.id === id)?.remaining);
};
const summaryOf = (user: User, now = NOW) => readPointSummary(fresh(), user.id, now);

describe('spendPoints', () => {
  it('spends the rests expiring first, consuming a row partly when that covers the amount', async () => {
    const member = await newMember();
    const late = await gain(member, 1000, { expiresAt: daysFromNow(300) });
    const early = await gain(member, 300, { expiresAt: daysFromNow(10) });
    const middle = await gain(member, 500, { expiresAt: daysFromNow(100), remaining: 400 });
    const { order } = await newOrder(member, [20_000]);

    await inTransaction((em) => spendPoints(em, { userId: member.id, amount: 600, order, now: NOW }));

    expect(await remainingOf([early, middle, late])).toEqual([0, 100, 1000]);
    const used = (await rowsOf(member)).filter((row) => row.status === PointStatus.USED && row.order);
    expect(used.map((row) => [row.value, row.order?.id, row.pointType.code])).toEqual([[600, order.id, PointTypeCode.USE]]);
    // 1,000 + 300 + 500 granted, 100 spent before, 600 now.
    expect((await summaryOf(member)).balance).toBe(1100);
  });

  it('refuses more than the balance with INSUFFICIENT_POINTS naming the balance, and changes nothing', async () => {
    const member = await newMember();
    const id = await gain(member, 1500, { expiresAt: daysFromNow(200) });
    const { order } = await newOrder(member, [20_000]);

    const refused = inTransaction((em) => spendPoints(em, { userId: member.id, amount: 1501, order, now: NOW }));

    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS', extensions: { balance: 1500 } });
    await expect(refused).rejects.toThrow(KOREAN);
    await expect(refused).rejects.toThrow(/1,500P/);
    expect(await remainingOf([id])).toEqual([1500]);
    expect((await rowsOf(member)).map((row) => row.status)).toEqual([PointStatus.GAIN]);
  });

  it('does not count rests already past expiry, and books them as EXPIRED at their expiry', async () => {
    const member = await newMember();
    const expiredAt = daysFromNow(-1);
    const due = await gain(member, 500, { expiresAt: expiredAt, remaining: 200 });
    await gain(member, 300, { expiresAt: daysFromNow(30) });
    const { order } = await newOrder(member, [20_000]);
    expect((await summaryOf(member)).balance).toBe(300);

    await expect(
      inTransaction((em) => spendPoints(em, { userId: member.id, amount: 301, order, now: NOW })),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    await inTransaction((em) => spendPoints(em, { userId: member.id, amount: 300, order, now: NOW }));

    const expired = (await rowsOf(member)).filter((row) => row.status === PointStatus.EXPIRED);
    expect(expired.map((row) => [row.value, row.createdAt.toISOString()])).toEqual([[200, expiredAt.toISOString()]]);
    expect(await remainingOf([due])).toEqual([0]);
    expect((await summaryOf(member)).balance).toBe(0);
  });

  it('spends nothing for zero and refuses a negative or fractional amount', async () => {
    const member = await newMember();
    await gain(member, 100, { expiresAt: daysFromNow(30) });
    const { order } = await newOrder(member, [20_000]);
    await inTransaction((em) => spendPoints(em, { userId: member.id, amount: 0, order, now: NOW }));
    for (const amount of [-1, 1.5]) {
      await expect(
        inTransaction((em) => spendPoints(em, { userId: member.id, amount, order, now: NOW })),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extensions: { field: 'pointUsing' } });
    }
    expect((await rowsOf(member)).map((row) => row.status)).toEqual([PointStatus.GAIN]);
  });

  it('lets exactly one of ten simultaneous spends of the whole balance through', async () => {
    const member = await newMember();
    await gain(member, 700, { expiresAt: daysFromNow(20) });
    await gain(member, 300, { expiresAt: daysFromNow(40) });
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(member, [20_000])));

    const results = await Promise.allSettled(
      orders.map(({ order }) => inTransaction((em) => spendPoints(em, { userId: member.id, amount: 1000, order, now: NOW }))),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.filter((result) => result.status === 'rejected');
    expect(refusals.map((result) => (result.reason as { code?: string }).code)).toEqual(Array(9).fill('INSUFFICIENT_POINTS'));
    const rows = await rowsOf(member);
    expect(rows.filter((row) => row.status === PointStatus.USED).map((row) => row.value)).toEqual([1000]);
    expect(rows.filter((row) => row.status === PointStatus.GAIN).map((row) => row.remaining)).toEqual([0, 0]);
    expect((await summaryOf(member)).balance).toBe(0);
  });
});

describe('returnUsedPoints', () => {
  it('gives a line its share back once as a REFUND GAIN for a year, never more than the order spent', async () => {
    const member = await newMember();
    await gain(member, 1000, { expiresAt: daysFromNow(5) });
    const { order, lines } = await newOrder(member, [10_000, 10_000]);
    const [first, second] = lines as [OrderProduct, OrderProduct];
    await inTransaction((em) => spendPoints(em, { userId: member.id, amount: 1000, order, now: NOW }));

    const give = (orderProduct: OrderProduct | null, amount: number) =>
      inTransaction((em) => returnUsedPoints(em, { userId: member.id, amount, order, orderProduct, now: NOW }));
    await give(first, 400);
    await give(first, 400);
    await give(second, 800);
    await give(null, 1000);

    const refunds = (await rowsOf(member)).filter((row) => row.pointType.code === PointTypeCode.REFUND);
    expect(refunds.map((row) => [row.status, row.value, row.remaining, row.orderProduct?.id])).toEqual([
      [PointStatus.GAIN, 400, 400, first.id],
      [PointStatus.GAIN, 600, 600, second.id],
    ]);
    expect(refunds[0]!.expiredAt?.toISOString()).toBe(oneYearAfter(NOW).toISOString());
    expect((await summaryOf(member)).balance).toBe(1000);
  });
});

describe('purchase points', () => {
  it('reserves floor(1%) per paid line once, skipping lines that would earn nothing', async () => {
    const member = await newMember();
    const { lines } = await newOrder(member, [25_999, 99, 62_000]);
    const reserve = () => inTransaction((em) => reservePurchasePoints(em, { orderProducts: lines, now: NOW }));
    await reserve();
    await reserve();

    const reserved = (await rowsOf(member)).filter((row) => row.status === PointStatus.RESERVED);
    expect(reserved.map((row) => [row.orderProduct?.id, row.value, row.pointType.code])).toEqual([
      [lines[0]!.id, 259, PointTypeCode.PURCHASE],
      [lines[2]!.id, 620, PointTypeCode.PURCHASE],
    ]);
    expect(await summaryOf(member)).toEqual({ balance: 0, reserved: 879, expiringSoon: 0 });
  });

  it('turns a completed line into spendable GAIN once and drops a cancelled line', async () => {
    const member = await newMember();
    const { lines } = await newOrder(member, [30_000, 50_000]);
    const [kept, cancelled] = lines as [OrderProduct, OrderProduct];
    await inTransaction((em) => reservePurchasePoints(em, { orderProducts: lines, now: NOW }));
    const later = daysFromNow(7);

    expect(await inTransaction((em) => confirmReservedPoints(em, { orderProductId: kept.id, now: later }))).toBe(300);
    expect(await inTransaction((em) => confirmReservedPoints(em, { orderProductId: kept.id, now: later }))).toBe(0);
    expect(await inTransaction((em) => dropReservedPoints(em, { orderProductId: cancelled.id }))).toBe(500);
    expect(await inTransaction((em) => dropReservedPoints(em, { orderProductId: cancelled.id }))).toBe(0);
    expect(await inTransaction((em) => confirmReservedPoints(em, { orderProductId: cancelled.id, now: later }))).toBe(0);

    const rows = await rowsOf(member);
    expect(rows.map((row) => [row.status, row.value, row.remaining, row.expiredAt?.toISOString()])).toEqual([
      [PointStatus.GAIN, 300, 300, oneYearAfter(later).toISOString()],
    ]);
    expect(await summaryOf(member, later)).toEqual({ balance: 300, reserved: 0, expiringSoon: 0 });
  });
});

describe('grantReviewPoints', () => {
  it('grants 300 for a text review and 500 for a photo review, each once', async () => {
    const member = await newMember();
    const text = await createReview(fresh(), member, product, { status: ReviewStatus.APPLIED });
    const photo = await createReview(fresh(), member, product, {
      status: ReviewStatus.APPLIED,
      images: ['/uploads/review-1.png'],
    });
    const grant = (id: number) =>
      inTransaction(async (em) => grantReviewPoints(em, { review: await em.findOneOrFail(Review, id), now: NOW }));

    expect(await grant(text.id)).toBe(300);
    expect(await grant(photo.id)).toBe(500);
    expect(await Promise.all([grant(photo.id), grant(text.id)])).toEqual([0, 0]);
    const rows = await rowsOf(member);
    expect(rows.map((row) => [row.pointType.code, row.value, row.review?.id])).toEqual([
      [PointTypeCode.REVIEW_TEXT, 300, text.id],
      [PointTypeCode.REVIEW_PHOTO, 500, photo.id],
    ]);
  });

  it('refuses to grant for a review that is not APPLIED', async () => {
    const member = await newMember();
    const review = await createReview(fresh(), member, product, { status: ReviewStatus.READY });
    await expect(
      inTransaction(async (em) => grantReviewPoints(em, { review: await em.findOneOrFail(Review, review.id), now: NOW })),
    ).rejects.toThrow(/APPLIED/);
    expect(await rowsOf(member)).toEqual([]);
  });
});

describe('expireMemberPoints', () => {
  it('books every rest past expiry as EXPIRED once, leaving the shown balance as it was', async () => {
    const [first, second] = [await newMember(), await newMember()];
    const firstDue = await gain(first, 1000, { expiresAt: daysFromNow(-3), remaining: 250 });
    const firstLive = await gain(first, 400, { expiresAt: daysFromNow(3) });
    const secondDue = await gain(second, 300, { expiresAt: daysFromNow(-1) });
    const spentDue = await gain(second, 200, { expiresAt: daysFromNow(-1), remaining: 0 });
    const before = [await summaryOf(first), await summaryOf(second)];

    const expireAll = async () => {
      let sum = 0;
      for (const userId of await membersWithDuePoints(fresh(), NOW)) {
        if (userId === first.id || userId === second.id) sum += await inTransaction((em) => expireMemberPoints(em, { userId, now: NOW }));
      }
      return sum;
    };
    const expired = await expireAll();

    expect(expired).toBe(550);
    expect(await remainingOf([firstDue, firstLive, secondDue, spentDue])).toEqual([0, 400, 0, 0]);
    const expiredRows = async (user: User) =>
      (await rowsOf(user)).filter((row) => row.status === PointStatus.EXPIRED).map((row) => row.value);
    expect(await expiredRows(first)).toEqual([250]);
    expect(await expiredRows(second)).toEqual([300]);
    expect([await summaryOf(first), await summaryOf(second)]).toEqual(before);
    expect(await expireAll()).toBe(0);
  });
});

describe('readPointSummary', () => {
  it('sums in SQL exactly what domain/point/point-ledger defines, over the same rows', async () => {
    const member = await newMember();
    await gain(member, 1000, { expiresAt: daysFromNow(100), remaining: 200 });
    await gain(member, 500, { expiresAt: daysFromNow(10) });
    await gain(member, 300, { expiresAt: daysFromNow(-1), remaining: 120 });
    const { lines } = await newOrder(member, [25_000]);
    await inTransaction((em) => reservePurchasePoints(em, { orderProducts: lines, now: NOW }));
    const rows = await rowsOf(member);
    expect(rows.some((row) => row.status === PointStatus.RESERVED)).toBe(true);
    const defined = pointSummaryOf(rows, NOW, EXPIRING_SOON_DAYS);
    expect(defined).toEqual({ balance: 200 + 500, reserved: 250, expiringSoon: 500 });
    expect(await summaryOf(member)).toEqual(defined);
  });
});
