// The point ledger (PRODUCT.md "Points"): balance = GAIN - USED - EXPIRED, RESERVED shown as
// "to be earned", GAIN expires a year after it is earned and is spent oldest first.
import { forbidden } from '../../backend/src/graphql/errors';
import type * as T from '../__generated__/types';
import { PointTypeCode } from '../scenarios/standard/reference';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { ADMIN_AUTHORITY, requireViewer } from './refusals';
import type { StoreMember, StorePoint } from './types';

const DAY = 24 * 60 * 60 * 1000;
export const POINT_LIFETIME_MS = 365 * DAY;
const EXPIRING_SOON_MS = 30 * DAY;

export const SIGNUP_POINT = 1000;
export const RECOMMENDATION_POINT = 1000;
export const TEXT_REVIEW_POINT = 300;
export const PHOTO_REVIEW_POINT = 500;

function rowsOf(db: MockDb, userId: number): StorePoint[] {
  return db.state.points.filter((row) => row.userId === userId);
}

function sum(rows: readonly StorePoint[], status: T.PointStatus): number {
  return rows.filter((row) => row.status === status).reduce((total, row) => total + row.value, 0);
}

export function balanceOf(db: MockDb, userId: number): number {
  const rows = rowsOf(db, userId);
  return Math.max(0, sum(rows, 'GAIN') - sum(rows, 'USED') - sum(rows, 'EXPIRED'));
}

export function pointSummary(db: MockDb, userId: number): { balance: number; reserved: number; expiringSoon: number } {
  const rows = rowsOf(db, userId);
  // Spending takes the oldest GAIN first, so what is left sits on the newest rows.
  let spent = sum(rows, 'USED') + sum(rows, 'EXPIRED');
  const now = db.now().getTime();
  let expiringSoon = 0;
  for (const row of rows.filter((candidate) => candidate.status === 'GAIN').sort((a, b) => -newestFirst(a, b))) {
    const taken = Math.min(spent, row.value);
    spent -= taken;
    const left = row.value - taken;
    const expires = row.expiredAt ? Date.parse(row.expiredAt) : Number.POSITIVE_INFINITY;
    if (left > 0 && expires > now && expires <= now + EXPIRING_SOON_MS) expiringSoon += left;
  }
  return { balance: balanceOf(db, userId), reserved: sum(rows, 'RESERVED'), expiringSoon };
}

export interface PointLinks {
  orderId?: number | null;
  orderProductId?: number | null;
  reviewId?: number | null;
}

export function addPoint(
  db: MockDb,
  userId: number,
  status: T.PointStatus,
  value: number,
  typeCode: string,
  links: PointLinks = {},
): StorePoint {
  const row: StorePoint = {
    id: db.nextId('point'),
    userId,
    status,
    value,
    createdAt: db.nowIso(),
    expiredAt: status === 'GAIN' ? db.fromNow(POINT_LIFETIME_MS) : null,
    pointTypeId: db.pointTypeId(typeCode),
    orderId: links.orderId ?? null,
    orderProductId: links.orderProductId ?? null,
    reviewId: links.reviewId ?? null,
  };
  db.state.points.push(row);
  return row;
}

/** Cancelling a line drops the points it would have earned. */
export function dropReserved(db: MockDb, orderProductId: number): number {
  const rows = db.state.points.filter((row) => row.status === 'RESERVED' && row.orderProductId === orderProductId);
  db.state.points = db.state.points.filter((row) => !rows.includes(row));
  return rows.reduce((total, row) => total + row.value, 0);
}

/** Completing a line turns its RESERVED purchase points into spendable GAIN, valid a year from now. */
export function earnReserved(db: MockDb, orderProductId: number): void {
  for (const row of db.state.points) {
    if (row.status !== 'RESERVED' || row.orderProductId !== orderProductId) continue;
    row.status = 'GAIN';
    row.createdAt = db.nowIso();
    row.expiredAt = db.fromNow(POINT_LIFETIME_MS);
  }
}

export function reservedFor(db: MockDb, orderProductId: number): number {
  return db.state.points
    .filter((row) => row.status === 'RESERVED' && row.orderProductId === orderProductId)
    .reduce((total, row) => total + row.value, 0);
}

/** Points given back with a cancelled line: a GAIN row of the refund type. */
export function refundPoints(db: MockDb, userId: number, value: number, links: PointLinks): void {
  if (value > 0) addPoint(db, userId, 'GAIN', value, PointTypeCode.REFUND, links);
}

export function pointHistory(db: MockDb, viewer: StoreMember | null, input: T.PointsByUserIdInput): Page<StorePoint> {
  const member = requireViewer(viewer);
  if (input.userId !== member.id && member.authority < ADMIN_AUTHORITY) {
    throw forbidden('다른 회원의 포인트 내역은 볼 수 없습니다.');
  }
  const rows = rowsOf(db, input.userId)
    .filter((row) => !input.status || row.status === input.status)
    .sort(newestFirst);
  return pageOf(rows, input.page);
}
