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
  purchasePointsOf,
  reviewPointsOf,
} from '../../domain/point/point-rules';
import type * as T from '../__generated__/types';
import { PointTypeCode } from '../../domain/reference/reference';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { ADMIN_AUTHORITY, requireViewer } from './refusals';
import type { StoreMember, StoreOrderLine, StorePoint, StoreReview } from './types';

const DAY = 24 * 60 * 60 * 1000;

/** GAIN expires one calendar year after it is earned. */
export function oneYearAfter(iso: string): string {
  return oneYearAfterDate(new Date(iso)).toISOString();
}

const rowsOf = (db: MockDb, userId: number) => db.state.points.filter((row) => row.userId === userId);
const expiredBy = (row: StorePoint, at: number) => row.expiredAt !== null && Date.parse(row.expiredAt) <= at;
const isRest = (row: StorePoint) => row.status === 'GAIN' && (row.remaining ?? 0) > 0;

/** GAIN - USED - EXPIRED, less the rests already past their expiry. */
export function balanceOf(db: MockDb, userId: number): number {
  const now = db.now().getTime();
  let balance = 0;
  for (const row of rowsOf(db, userId)) {
    if (row.status === 'GAIN') balance += row.value - (expiredBy(row, now) ? (row.remaining ?? 0) : 0);
    else if (row.status === 'USED' || row.status === 'EXPIRED') balance -= row.value;
  }
  return Math.max(0, balance);
}

export function pointSummary(db: MockDb, userId: number): { balance: number; reserved: number; expiringSoon: number } {
  const now = db.now().getTime();
  const soon = now + EXPIRING_SOON_DAYS * DAY;
  let reserved = 0;
  let expiringSoon = 0;
  for (const row of rowsOf(db, userId)) {
    if (row.status === 'RESERVED') reserved += row.value;
    if (row.status === 'GAIN' && row.expiredAt !== null && Date.parse(row.expiredAt) > now && Date.parse(row.expiredAt) <= soon) {
      expiringSoon += row.remaining ?? 0;
    }
  }
  return { balance: balanceOf(db, userId), reserved, expiringSoon };
}

export interface PointLinks {
  orderId?: number | null;
  orderProductId?: number | null;
  reviewId?: number | null;
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
  };
  db.state.points.push(row);
  return row;
}

/** Books every rest past its expiry as an EXPIRED row dated at that expiry, as the daily job does. */
function expireDueRests(db: MockDb, userId: number): void {
  const now = db.now().getTime();
  for (const gain of rowsOf(db, userId).filter((row) => isRest(row) && expiredBy(row, now))) {
    addPoint(db, userId, 'EXPIRED', gain.remaining ?? 0, PointTypeCode.EXPIRE, {}, gain.expiredAt ?? db.nowIso());
    gain.remaining = 0;
  }
}

const byExpiry = (a: StorePoint, b: StorePoint) =>
  (a.expiredAt ? Date.parse(a.expiredAt) : Number.POSITIVE_INFINITY) - (b.expiredAt ? Date.parse(b.expiredAt) : Number.POSITIVE_INFINITY) ||
  a.id - b.id;

/** Takes `amount` from the rests that expire first. */
function consumeRests(rests: StorePoint[], amount: number): void {
  let left = amount;
  for (const rest of [...rests].sort(byExpiry)) {
    if (left === 0) break;
    const take = Math.min(left, rest.remaining ?? 0);
    rest.remaining = (rest.remaining ?? 0) - take;
    left -= take;
  }
}

/** Spends points on an order: INSUFFICIENT_POINTS (saying the balance) when short, else one USED row. */
export function spendPoints(db: MockDb, userId: number, amount: number, orderId: number): void {
  if (amount === 0) return;
  expireDueRests(db, userId);
  const balance = balanceOf(db, userId);
  if (amount > balance) throw insufficientPoints(balance);
  consumeRests(rowsOf(db, userId).filter(isRest), amount);
  addPoint(db, userId, 'USED', amount, PointTypeCode.USE, { orderId });
}

const isRefund = (db: MockDb, row: StorePoint) => row.status === 'GAIN' && row.pointTypeId === db.pointTypeId(PointTypeCode.REFUND);

/**
 * Gives used points back as a fresh GAIN row (a year to spend it): never more than the order
 * still has outstanding, and once per line, so a retried cancellation cannot mint points.
 */
export function returnUsedPoints(db: MockDb, userId: number, amount: number, links: { orderId: number; orderProductId?: number | null }): void {
  if (amount <= 0) return;
  const refunds = db.state.points.filter((row) => isRefund(db, row));
  if (links.orderProductId != null && refunds.some((row) => row.orderProductId === links.orderProductId)) return;
  const used = db.state.points.filter((row) => row.orderId === links.orderId && row.status === 'USED').reduce((sum, row) => sum + row.value, 0);
  const returned = refunds.filter((row) => row.orderId === links.orderId).reduce((sum, row) => sum + row.value, 0);
  const value = Math.min(amount, used - returned);
  if (value > 0) addPoint(db, userId, 'GAIN', value, PointTypeCode.REFUND, links);
}

/** Each paid line's floor(1%) as RESERVED ("to be earned"); lines already booked are skipped. */
export function reservePurchasePoints(db: MockDb, userId: number, lines: readonly StoreOrderLine[]): void {
  const purchase = db.pointTypeId(PointTypeCode.PURCHASE);
  for (const line of lines) {
    const value = purchasePointsOf(line.paidPrice);
    if (value <= 0 || db.state.points.some((row) => row.orderProductId === line.id && row.pointTypeId === purchase)) continue;
    addPoint(db, userId, 'RESERVED', value, PointTypeCode.PURCHASE, { orderId: line.orderId, orderProductId: line.id });
  }
}

/** A completed line's reserved points become GAIN dated now, spendable for a year. */
export function confirmReservedPoints(db: MockDb, orderProductId: number): void {
  for (const row of db.state.points) {
    if (row.status !== 'RESERVED' || row.orderProductId !== orderProductId) continue;
    row.status = 'GAIN';
    row.remaining = row.value;
    row.createdAt = db.nowIso();
    row.expiredAt = oneYearAfter(row.createdAt);
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
  let forfeited = 0;
  for (const gain of rowsOf(db, userId).filter(isRest).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)) {
    const rest = Math.min(gain.remaining ?? 0, balance - forfeited);
    if (rest > 0) {
      addPoint(db, userId, 'EXPIRED', rest, PointTypeCode.EXPIRE);
      forfeited += rest;
    }
    gain.remaining = 0;
  }
  if (balance - forfeited > 0) addPoint(db, userId, 'EXPIRED', balance - forfeited, PointTypeCode.EXPIRE);
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
    const at = Date.parse(event.createdAt);
    const rests = rows.filter(
      (row) =>
        row.userId === event.userId &&
        isRest(row) &&
        Date.parse(row.createdAt) <= at &&
        (event.status === 'EXPIRED' ? expiredBy(row, at) : !expiredBy(row, at)),
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
