import type { PointStatus } from '../enums';
import { oneYearAfter, purchasePointsOf } from './point-rules';

/*
 * The point ledger's arithmetic over plain rows (docs/product-rules.md#points, docs/decisions/0035):
 * which rests a spend takes, what a refund may give back, which lines earn reservations, what a
 * confirmed reservation becomes, the balance, and what a withdrawal forfeits. The backend's
 * point-ledger.ts (rows read under the member lock, ADR 0020 and 0033) and the mocked API's
 * points.ts both decide with these functions and write the answers to their own storage.
 */

type When = Date | string;

const timeOf = (value: When): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** A GAIN row's unspent rest; null on every other status. */
export interface RestRow {
  id: number;
  remaining: number | null;
  expiredAt: When | null;
}

/** A rest past its expiry no longer counts, even before the daily job books it as EXPIRED. */
export function isPastExpiry(row: { expiredAt?: When | null }, now: When): boolean {
  return row.expiredAt != null && timeOf(row.expiredAt) <= timeOf(now);
}

/** The order a spend takes rests in: the earliest expiry first, never-expiring last, then by id. */
export function bySpendOrder(a: RestRow, b: RestRow): number {
  const expiry = (row: RestRow) => (row.expiredAt === null ? Number.POSITIVE_INFINITY : timeOf(row.expiredAt));
  return expiry(a) - expiry(b) || a.id - b.id;
}

/**
 * How much of `amount` each rest gives, taking them in the order given (the caller lists them
 * by bySpendOrder, the backend in its locking query). Rests that give nothing are left out.
 */
export function allocateSpend<R extends { remaining?: number | null }>(rests: readonly R[], amount: number): { row: R; take: number }[] {
  const takes: { row: R; take: number }[] = [];
  let left = amount;
  for (const row of rests) {
    if (left === 0) break;
    const take = Math.min(left, row.remaining ?? 0);
    if (take > 0) takes.push({ row, take });
    left -= take;
  }
  return takes;
}

/** An order's ledger row: USED at checkout, or a GAIN, of type REFUND when it gave points back. */
export interface OrderPointRow {
  status: PointStatus;
  value: number;
  isRefund: boolean;
}

/** What the order spent and has not been given back yet. */
export function outstandingUseOf(rows: readonly OrderPointRow[]): number {
  let outstanding = 0;
  for (const row of rows) {
    if (row.status === 'USED') outstanding += row.value;
    else if (row.status === 'GAIN' && row.isRefund) outstanding -= row.value;
  }
  return outstanding;
}

/**
 * The points a return gives back: never more than the order still has outstanding, and nothing
 * for a line refunded before, so a retried cancellation or release cannot mint points.
 */
export function pointsToReturn(refund: { amount: number; outstanding: number; lineRefundedBefore: boolean }): number {
  if (refund.amount <= 0 || refund.lineRefundedBefore) return 0;
  return Math.max(0, Math.min(refund.amount, refund.outstanding));
}

/** The purchase points to book as RESERVED, one per paid line earning any and not booked before. */
export function reservationsFor(
  lines: readonly { id: number; paidPrice: number }[],
  bookedLineIds: Iterable<number>,
): { orderProductId: number; value: number }[] {
  const booked = new Set(bookedLineIds);
  const reservations: { orderProductId: number; value: number }[] = [];
  for (const line of lines) {
    const value = purchasePointsOf(line.paidPrice);
    if (value <= 0 || booked.has(line.id)) continue;
    booked.add(line.id);
    reservations.push({ orderProductId: line.id, value });
  }
  return reservations;
}

/** A completed line's reservation becomes GAIN dated now, wholly unspent and spendable for a year. */
export function confirmedReservation(row: { value: number }, now: Date): { status: 'GAIN'; remaining: number; createdAt: Date; expiredAt: Date } {
  return { status: 'GAIN', remaining: row.value, createdAt: now, expiredAt: oneYearAfter(now) };
}

/** A ledger row as the summary reads it. */
export interface LedgerRow {
  status: PointStatus;
  value: number;
  remaining?: number | null;
  expiredAt?: When | null;
}

/** GAIN − USED − EXPIRED, less the rests already past their expiry; never below zero. */
export function pointBalanceOf(rows: readonly LedgerRow[], now: When): number {
  let balance = 0;
  for (const row of rows) {
    if (row.status === 'GAIN') balance += row.value - (isPastExpiry(row, now) ? (row.remaining ?? 0) : 0);
    else if (row.status === 'USED' || row.status === 'EXPIRED') balance -= row.value;
  }
  return Math.max(0, balance);
}

/** The balance, the points to be earned (RESERVED) and the rests expiring within `soonDays`. */
export function pointSummaryOf(rows: readonly LedgerRow[], now: When, soonDays: number): { balance: number; reserved: number; expiringSoon: number } {
  const at = timeOf(now);
  const soon = at + soonDays * 24 * 60 * 60 * 1000;
  let reserved = 0;
  let expiringSoon = 0;
  for (const row of rows) {
    if (row.status === 'RESERVED') reserved += row.value;
    if (row.status === 'GAIN' && row.expiredAt != null && timeOf(row.expiredAt) > at && timeOf(row.expiredAt) <= soon) {
      expiringSoon += row.remaining ?? 0;
    }
  }
  return { balance: pointBalanceOf(rows, now), reserved, expiringSoon };
}

/**
 * A withdrawal forfeits the balance: each rest (oldest first, as given) is emptied and gives an
 * EXPIRED row of what it still held within the balance, and a last row covers what the rests miss.
 */
export function forfeitPlan<R extends { remaining?: number | null }>(
  rests: readonly R[],
  balance: number,
): { fromRests: { row: R; value: number }[]; beyondRests: number } {
  const fromRests: { row: R; value: number }[] = [];
  let forfeited = 0;
  for (const row of rests) {
    const value = Math.max(0, Math.min(row.remaining ?? 0, balance - forfeited));
    fromRests.push({ row, value });
    forfeited += value;
  }
  return { fromRests, beyondRests: Math.max(0, balance - forfeited) };
}
