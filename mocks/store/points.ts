// The point ledger (docs/product-rules.md#points, docs/decisions/0020-points-and-reviews.md) as the real
// point-ledger.ts keeps it: GAIN rows carry their unspent rest, spending takes the rests that
// expire first, a rest past its expiry no longer counts even before the daily job books it,
// refunds are fresh GAIN rows (at most what the order still has outstanding, once per line).
// Figures and sentences are the backend's own point-rules.ts.
import { forbidden } from '../../domain/errors/errors';
import { pageWindow } from '../../domain/errors/input';
import {
  EXPIRING_SOON_DAYS,
  insufficientPoints,
  oneYearAfter as oneYearAfterDate,
  OTHER_MEMBER_POINTS_MESSAGE,
  reviewPointsOf,
} from '../../domain/point/point-rules';
import {
  allocateSpend,
  bySpendOrder,
  confirmedReservation,
  forfeitPlan,
  isPastExpiry,
  outstandingUseOf,
  pointBalanceOf,
  pointsToReturn,
  pointSummaryOf,
  reservationsFor,
} from '../../domain/point/point-ledger';
import type * as T from '../__generated__/types';
import { PointTypeCode } from '../../domain/reference/reference';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { ADMIN_AUTHORITY, requireViewer } from './refusals';
import type { StoreMember, StoreOrderLine, StorePoint, StoreReview } from './types';

/** GAIN expires one calendar year after it is earned. */
export function oneYearAfter(iso: string): string {
  return oneYearAfterDate(new Date(iso)).toISOString();
}

const rowsOf = (db: MockDb, userId: number) => db.state.points.filter((row) => row.userId === userId);
const isRest = (row: StorePoint) => row.status === 'GAIN' && (row.remaining ?? 0) > 0;

export function balanceOf(db: MockDb, userId: number): number {
  return pointBalanceOf(rowsOf(db, userId), db.now());
}

export function pointSummary(db: MockDb, userId: number): { balance: number; reserved: number; expiringSoon: number } {
  return pointSummaryOf(rowsOf(db, userId), db.now(), EXPIRING_SOON_DAYS);
}

export interface PointLinks {
  orderId?: number | null;
  orderProductId?: number | null;
  reviewId?: number | null;
  /** Staff's reason for a hand adjustment. */
  reason?: string | null;
}

/** A ledger row dated `at` (now by default); GAIN rows start fully unspent and expire a year later. */
export function addPoint(
  db: MockDb,
  userId: number,
  status: T.PointStatus,
  value: number,
  typeCode: string,
  links: PointLinks = {},
  at: string = db.nowIso(),
): StorePoint {
  const gain = status === 'GAIN';
  const row: StorePoint = {
    id: db.nextId('point'),
    userId,
    status,
    value,
    remaining: gain ? value : null,
    createdAt: at,
    expiredAt: gain ? oneYearAfter(at) : null,
    pointTypeId: db.pointTypeId(typeCode),
    orderId: links.orderId ?? null,
    orderProductId: links.orderProductId ?? null,
    reviewId: links.reviewId ?? null,
    ...(links.reason ? { reason: links.reason } : {}),
  };
  db.state.points.push(row);
  return row;
}

/** Books every rest past its expiry as an EXPIRED row dated at that expiry, as the daily job does. */
function expireDueRests(db: MockDb, userId: number): void {
  const now = db.now();
  for (const gain of rowsOf(db, userId).filter((row) => isRest(row) && isPastExpiry(row, now))) {
    addPoint(db, userId, 'EXPIRED', gain.remaining ?? 0, PointTypeCode.EXPIRE, {}, gain.expiredAt ?? db.nowIso());
    gain.remaining = 0;
  }
}

/** Takes `amount` from the rests that expire first. */
function consumeRests(rests: StorePoint[], amount: number): void {
  for (const { row, take } of allocateSpend([...rests].sort(bySpendOrder), amount)) row.remaining = (row.remaining ?? 0) - take;
}

/** Spends points on an order: INSUFFICIENT_POINTS (saying the balance) when short, else one USED row. */
export function spendPoints(db: MockDb, userId: number, amount: number, orderId: number): void {
  if (amount === 0) return;
  takeFromBalance(db, userId, amount, { code: PointTypeCode.USE, refuse: insufficientPoints, links: { orderId } });
}

/** One USED row, the rests that expire first consumed; `refuse(balance)` when short (checkout and staff takes). */
export function takeFromBalance(
  db: MockDb,
  userId: number,
  amount: number,
  take: { code: string; refuse: (balance: number) => Error; links?: PointLinks },
): void {
  expireDueRests(db, userId);
  const balance = balanceOf(db, userId);
  if (amount > balance) throw take.refuse(balance);
  consumeRests(rowsOf(db, userId).filter(isRest), amount);
  addPoint(db, userId, 'USED', amount, take.code, take.links);
}

const isRefund = (db: MockDb, row: StorePoint) => row.status === 'GAIN' && row.pointTypeId === db.pointTypeId(PointTypeCode.REFUND);

/**
 * Gives used points back as a fresh GAIN row (a year to spend it): never more than the order
 * still has outstanding, and once per line, so a retried cancellation cannot mint points.
 */
export function returnUsedPoints(db: MockDb, userId: number, amount: number, links: { orderId: number; orderProductId?: number | null }): void {
  const refunds = db.state.points.filter((row) => isRefund(db, row));
  const orderRows = db.state.points.filter((row) => row.orderId === links.orderId);
  const value = pointsToReturn({
    amount,
    outstanding: outstandingUseOf(orderRows.map((row) => ({ status: row.status, value: row.value, isRefund: isRefund(db, row) }))),
    lineRefundedBefore: links.orderProductId != null && refunds.some((row) => row.orderProductId === links.orderProductId),
  });
  if (value > 0) addPoint(db, userId, 'GAIN', value, PointTypeCode.REFUND, links);
}

/** Each paid line's floor(1%) as RESERVED ("to be earned"); lines already booked are skipped. */
export function reservePurchasePoints(db: MockDb, userId: number, lines: readonly StoreOrderLine[]): void {
  const purchase = db.pointTypeId(PointTypeCode.PURCHASE);
  const booked = db.state.points.flatMap((row) => (row.pointTypeId === purchase && row.orderProductId !== null ? [row.orderProductId] : []));
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const { orderProductId, value } of reservationsFor(lines, booked)) {
    addPoint(db, userId, 'RESERVED', value, PointTypeCode.PURCHASE, { orderId: byId.get(orderProductId)?.orderId ?? null, orderProductId });
  }
}

/** A completed line's reserved points become GAIN dated now, spendable for a year. */
export function confirmReservedPoints(db: MockDb, orderProductId: number): void {
  for (const row of db.state.points) {
    if (row.status !== 'RESERVED' || row.orderProductId !== orderProductId) continue;
    const gain = confirmedReservation(row, db.now());
    Object.assign(row, { ...gain, createdAt: gain.createdAt.toISOString(), expiredAt: gain.expiredAt.toISOString() });
  }
}

export function reservedFor(db: MockDb, orderProductId: number): number {
  return db.state.points
    .filter((row) => row.status === 'RESERVED' && row.orderProductId === orderProductId)
    .reduce((total, row) => total + row.value, 0);
}

/** A cancelled line will not earn its reserved points. */
export function dropReservedPoints(db: MockDb, orderProductId: number): void {
  db.state.points = db.state.points.filter((row) => !(row.status === 'RESERVED' && row.orderProductId === orderProductId));
}

/** An APPLIED review earns 300 points, 500 with a photo, once however often it is applied. */
export function grantReviewPoints(db: MockDb, review: StoreReview): void {
  const codes: readonly string[] = [PointTypeCode.REVIEW_TEXT, PointTypeCode.REVIEW_PHOTO];
  const types = db.catalogue.pointTypes.filter((type) => codes.includes(type.code)).map((type) => type.id);
  if (db.state.points.some((row) => row.reviewId === review.id && types.includes(row.pointTypeId))) return;
  const photo = review.images.length > 0;
  addPoint(db, review.userId, 'GAIN', reviewPointsOf(photo), photo ? PointTypeCode.REVIEW_PHOTO : PointTypeCode.REVIEW_TEXT, {
    reviewId: review.id,
  });
}

/** Withdrawal: every unspent rest becomes an EXPIRED row, and a last one covers what the rests miss. */
export function forfeitPoints(db: MockDb, userId: number): void {
  expireDueRests(db, userId);
  const balance = balanceOf(db, userId);
  const rests = rowsOf(db, userId).filter(isRest).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  const plan = forfeitPlan(rests, balance);
  for (const { row, value } of plan.fromRests) {
    if (value > 0) addPoint(db, userId, 'EXPIRED', value, PointTypeCode.EXPIRE);
    row.remaining = 0;
  }
  if (plan.beyondRests > 0) addPoint(db, userId, 'EXPIRED', plan.beyondRests, PointTypeCode.EXPIRE);
}

/**
 * The rests of a scenario's GAIN rows, replayed from its history: a USED row takes from the rests
 * then alive that expire first, an EXPIRED row from the rests already past expiry.
 */
export function withRemainingRests(points: readonly Omit<StorePoint, 'remaining'>[]): StorePoint[] {
  const rows: StorePoint[] = points.map((row) => ({ ...row, remaining: row.status === 'GAIN' ? row.value : null }));
  const events = [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  for (const event of events) {
    if (event.status !== 'USED' && event.status !== 'EXPIRED') continue;
    const at = event.createdAt;
    const rests = rows.filter(
      (row) =>
        row.userId === event.userId &&
        isRest(row) &&
        Date.parse(row.createdAt) <= Date.parse(at) &&
        (event.status === 'EXPIRED' ? isPastExpiry(row, at) : !isPastExpiry(row, at)),
    );
    consumeRests(rests, event.value);
  }
  return rows;
}

export function pointHistory(db: MockDb, viewer: StoreMember | null, input: T.PointsByUserIdInput): Page<StorePoint> {
  const member = requireViewer(viewer);
  pageWindow(input.page);
  if (input.userId !== member.id && member.authority < ADMIN_AUTHORITY) throw forbidden(OTHER_MEMBER_POINTS_MESSAGE);
  const rows = rowsOf(db, input.userId)
    .filter((row) => !input.status || row.status === input.status)
    .sort(newestFirst);
  return pageOf(rows, input.page);
}
