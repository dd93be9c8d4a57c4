// The point ledger's moves (docs/product-rules.md#points), shared by checkout, orders, staff and reviews.
// Every function writes through the caller's EntityManager and flushes, so it joins the caller's
// transaction and its rows are visible to the raw-SQL summary right after.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PointTypeCode } from '../../../../domain/reference/reference';
import { PointStatus, ReviewStatus } from '../../../../domain/enums';
import type { Order } from '../order/order.entity';
import type { OrderProduct } from '../order/order-product.entity';
import type { Review } from '../review/review.entity';
import { Point } from './point.entity';
import { expireDueRests, lockMemberPoints, readSpendable, writePointRow, writeSpend } from './point-rows';
import { insufficientPoints, purchasePointsOf, requirePointAmount, reviewPointsOf } from '../../../../domain/point/point-rules';
import {
  allocateSpend,
  confirmedReservation,
  isPastExpiry,
  outstandingUseOf,
  pointsToReturn,
  reservationsFor,
} from '../../../../domain/point/point-ledger';

/**
 * Spends `amount` on an order: one USED row, and the GAIN rows' unspent rests consumed from the
 * earliest expiry on. Refuses INSUFFICIENT_POINTS (saying the balance) when the balance is short;
 * the member lock makes simultaneous spends of one balance succeed one at a time.
 */
export async function spendPoints(
  em: EntityManager,
  spend: { userId: number; amount: number; order: Pick<Order, 'id'>; now: Date },
): Promise<void> {
  requirePointAmount(spend.amount);
  if (spend.amount === 0) return;
  await takeFromBalance(em, { ...spend, code: PointTypeCode.USE, refuse: insufficientPoints });
}

/**
 * One USED row of `amount`, the GAIN rests consumed from the earliest expiry on, under the member
 * lock; `refuse(balance)` is thrown when the balance is short. Checkout spends and staff takes
 * (docs/decisions/0048) both come through here.
 */
export async function takeFromBalance(
  em: EntityManager,
  take: { userId: number; amount: number; now: Date; code: string; refuse: (balance: number) => Error; order?: Pick<Order, 'id'>; reason?: string },
): Promise<void> {
  await lockMemberPoints(em, take.userId);
  // One read of the unspent rows and the balance. Rests past their expiry (the daily job has not
  // booked them yet) count as gone in the balance already; they are booked EXPIRED first, by the
  // job's own code, and the rest are what the spend may take.
  const spendable = await readSpendable(em, take.userId, take.now);
  const { balance } = spendable;
  let { rests } = spendable;
  if (rests.some((rest) => isPastExpiry(rest, take.now))) {
    await expireDueRests(em, take.userId, take.now);
    rests = rests.filter((rest) => !isPastExpiry(rest, take.now));
  }
  if (take.amount > balance) throw take.refuse(balance);
  await writeSpend(em, {
    userId: take.userId,
    value: take.amount,
    code: take.code,
    at: take.now,
    orderId: take.order?.id ?? null,
    reason: take.reason ?? null,
    rests: allocateSpend(rests, take.amount).map(({ row, take: part }) => ({ id: row.id, remaining: row.remaining - part })),
  });
}

/** What the order spent and has not been given back yet. */
async function outstandingUse(em: EntityManager, orderId: number): Promise<number> {
  const rows = await em.find(Point, { order: orderId, status: { $in: [PointStatus.USED, PointStatus.GAIN] } }, { populate: ['pointType'] });
  return outstandingUseOf(rows.map((row) => ({ status: row.status, value: row.value, isRefund: row.pointType.code === PointTypeCode.REFUND })));
}

/**
 * Gives used points back as a fresh GAIN row (type REFUND, a year to spend it) when a line is
 * cancelled or an unpaid order is released. Never returns more than the order spent, and a line
 * is refunded once, so a retried cancellation cannot mint points.
 */
export async function returnUsedPoints(
  em: EntityManager,
  refund: { userId: number; amount: number; order: Order; orderProduct?: OrderProduct | null; now: Date },
): Promise<void> {
  requirePointAmount(refund.amount);
  if (refund.amount === 0) return;
  await lockMemberPoints(em, refund.userId);
  const lineRefundedBefore =
    refund.orderProduct != null &&
    (await em.count(Point, {
      orderProduct: refund.orderProduct.id,
      status: PointStatus.GAIN,
      pointType: { code: PointTypeCode.REFUND },
    })) > 0;
  // A line refunded before gets nothing, so the order's rows need no read.
  const outstanding = lineRefundedBefore ? 0 : await outstandingUse(em, refund.order.id);
  const value = pointsToReturn({ amount: refund.amount, outstanding, lineRefundedBefore });
  if (value <= 0) return;
  await writePointRow(em, {
    userId: refund.userId,
    status: PointStatus.GAIN,
    value,
    code: PointTypeCode.REFUND,
    at: refund.now,
    order: refund.order,
    orderProduct: refund.orderProduct ?? null,
  });
  await em.flush();
}

/** Books each paid line's purchase points as RESERVED ("to be earned"); lines already booked are skipped. */
export async function reservePurchasePoints(
  em: EntityManager,
  reserve: { orderProducts: OrderProduct[]; now: Date },
): Promise<void> {
  const lines = reserve.orderProducts.filter((line) => purchasePointsOf(line.paidPrice) > 0);
  if (lines.length === 0) return;
  await em.flush();
  await em.populate(lines, ['order']);
  const booked = await em.find(Point, {
    orderProduct: { $in: lines.map((line) => line.id) },
    pointType: { code: PointTypeCode.PURCHASE },
  });
  const bookedLineIds = booked.flatMap((row) => (row.orderProduct ? [row.orderProduct.id] : []));
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const { orderProductId, value } of reservationsFor(lines, bookedLineIds)) {
    const line = byId.get(orderProductId)!;
    await writePointRow(em, {
      userId: line.order.user.id,
      status: PointStatus.RESERVED,
      value,
      code: PointTypeCode.PURCHASE,
      at: reserve.now,
      order: line.order,
      orderProduct: line,
    });
  }
  await em.flush();
}

/** Locks the lines' RESERVED rows; a second caller waits and then finds none left. */
function reservedRowsOf(em: EntityManager, orderProductIds: readonly number[]): Promise<Point[]> {
  return em.find(
    Point,
    { orderProduct: { $in: [...orderProductIds] }, status: PointStatus.RESERVED },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
}

/**
 * A COMPLETED line's reserved points become spendable GAIN, dated now and expiring a year from
 * now. Returns the points earned (0 when there was nothing left to confirm).
 */
export async function confirmReservedPoints(
  em: EntityManager,
  confirm: { orderProductId: number; now: Date },
): Promise<number> {
  const rows = await reservedRowsOf(em, [confirm.orderProductId]);
  let earned = 0;
  for (const row of rows) {
    Object.assign(row, confirmedReservation(row, confirm.now));
    earned += row.value;
  }
  if (rows.length > 0) await em.flush();
  return earned;
}

/** Cancelled lines will not earn their reserved points (one statement for any number). Returns the points dropped. */
export async function dropReservedPoints(
  em: EntityManager,
  drop: { orderProductId: number } | { orderProductIds: readonly number[] },
): Promise<number> {
  const ids = 'orderProductIds' in drop ? drop.orderProductIds : [drop.orderProductId];
  if (ids.length === 0) return 0;
  const rows = await reservedRowsOf(em, ids);
  let dropped = 0;
  for (const row of rows) {
    em.remove(row);
    dropped += row.value;
  }
  if (rows.length > 0) await em.flush();
  return dropped;
}

/**
 * An APPLIED review earns 300 points, 500 with at least one photo, once: re-applying or two staff
 * applying at once grant nothing more. Returns the points granted.
 */
export async function grantReviewPoints(em: EntityManager, grant: { review: Review; now: Date }): Promise<number> {
  const { review } = grant;
  if (review.status !== ReviewStatus.APPLIED) {
    throw new Error(`Review ${review.id} earns points only once it is APPLIED (it is ${review.status})`);
  }
  // Serialises concurrent grants for one review; the caller usually holds this lock already.
  await em.execute('select id from review where id = ? for no key update', [review.id]);
  const already = await em.count(Point, {
    review: review.id,
    pointType: { code: { $in: [PointTypeCode.REVIEW_TEXT, PointTypeCode.REVIEW_PHOTO] } },
  });
  if (already > 0) return 0;
  const value = reviewPointsOf(review.hasPhotos());
  await writePointRow(em, {
    userId: review.user.id,
    status: PointStatus.GAIN,
    value,
    code: review.hasPhotos() ? PointTypeCode.REVIEW_PHOTO : PointTypeCode.REVIEW_TEXT,
    at: grant.now,
    review,
  });
  await em.flush();
  return value;
}

/** Members holding a GAIN rest past its expiry, in id order: the daily expiry's work list. */
export async function membersWithDuePoints(em: EntityManager, now: Date): Promise<number[]> {
  const rows = await em.execute<{ user_id: number }[]>(
    `select distinct user_id from point
      where status = 'GAIN' and remaining > 0 and expired_at <= ? order by user_id`,
    [now],
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * One member's share of the daily expiry: every GAIN rest past its expiry becomes an EXPIRED
 * row, under the member's point lock. Run each member in a transaction of its own, so the job
 * never holds one member's lock (and their checkout) while it works through the others.
 * Returns the points expired.
 */
export async function expireMemberPoints(em: EntityManager, expiry: { userId: number; now: Date }): Promise<number> {
  await lockMemberPoints(em, expiry.userId);
  return expireDueRests(em, expiry.userId, expiry.now);
}
