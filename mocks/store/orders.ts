// The buyer's orders (docs/product-rules.md#orders-and-payment, docs/decisions/0017, 0018 and 0025):
// ownership as the real order-guards.ts answers it, payment applied and unpaid orders released the
// way order-rows.ts and order-release.ts do, lists, counts and the 90-day review window.
import { notFound } from '../../domain/errors/errors';
import { linesMovedBy, nextLineStatus } from '../../domain/order/line-process';
import { reviewableUntilOf } from '../../domain/order/order-line-rules';
import {
  EXPIRED_ORDER_REASON,
  LINE_NOT_FOUND_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '../../domain/order/order-messages';
import type * as T from '../__generated__/types';
import { putOrderLinesBackInCart } from './cart';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { returnUsedPoints, reservePurchasePoints } from './points';
import { requireViewer } from './refusals';
import { returnStock } from './restock';
import type { StoreMember, StoreOrder, StoreOrderLine, StoreSpecification } from './types';

/** Another member's order answers exactly like a missing id, so ids reveal nothing. */
export function ownOrder(db: MockDb, viewer: StoreMember | null, orderId: number): StoreOrder {
  const member = requireViewer(viewer);
  const order = db.state.orders.find((row) => row.id === orderId && row.userId === member.id);
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

export function ownLine(
  db: MockDb,
  viewer: StoreMember | null,
  lineId: number,
  message: string = LINE_NOT_FOUND_MESSAGE,
): { order: StoreOrder; line: StoreOrderLine } {
  const member = requireViewer(viewer);
  for (const order of db.state.orders) {
    if (order.userId !== member.id) continue;
    const line = order.lines.find((row) => row.id === lineId);
    if (line) return { order, line };
  }
  throw notFound(message);
}

/**
 * PortOne's status as the shop last learned it (the real OrderSpecification.paymentStatus): a
 * partly refunded payment stays paid; null before any payment and always for a point-only order.
 */
export function paymentStatusOf(spec: StoreSpecification): T.PaymentStatus | null {
  if (spec.payMethod === 'point') return null;
  switch (spec.status) {
    case 'PAID':
      return 'paid';
    case 'READY':
      return spec.vbankNum ? 'ready' : null;
    default:
      if (spec.paidAt || spec.vbankNum) return 'cancelled';
      return spec.impUid ? 'failed' : null;
  }
}

/** Paid: the order PAID, its waiting lines PAID with their purchase points RESERVED, no deadline. */
export function markPaid(db: MockDb, order: StoreOrder, impUid: string | null): void {
  const spec = order.specification;
  spec.status = 'PAID';
  spec.paidAt = db.nowIso();
  if (impUid) spec.impUid = impUid;
  order.expiresAt = null;
  const paidLines = linesMovedBy(order.lines, 'pay');
  for (const line of paidLines) line.status = nextLineStatus(line, 'pay');
  reservePurchasePoints(db, order.userId, paidLines);
}

/**
 * A still-unpaid order whose payment failed or whose deadline passed: every READY line CANCELLED,
 * the points the order still holds returned (each line's share, then what paid fees of lines
 * cancelled earlier), the stock back (telling restock subscribers when that ends a sell-out), the
 * payment CANCELLED, and the lines back in the member's cart. Nothing when it is no longer READY.
 */
export function releaseUnpaidOrder(db: MockDb, order: StoreOrder, reason: string): void {
  const spec = order.specification;
  if (spec.status !== 'READY') return;
  const lines = linesMovedBy(order.lines, 'release');
  for (const line of lines) {
    line.status = nextLineStatus(line, 'release');
    line.cancelReason = reason;
  }
  for (const line of lines) returnUsedPoints(db, order.userId, line.pointUsing, { orderId: order.id, orderProductId: line.id });
  returnUsedPoints(db, order.userId, order.pointUsing, { orderId: order.id });
  returnStock(db, lines);
  spec.status = 'CANCELLED';
  spec.failReason = reason;
  order.expiresAt = null;
  putOrderLinesBackInCart(db, order.userId, lines);
}

/**
 * Unpaid orders past their deadline are released on the next request, as the real expiry job
 * does when PortOne knows no payment for them (the mock's payments are applied when made).
 */
export function expireUnpaidOrders(db: MockDb): void {
  const now = db.now().getTime();
  for (const order of db.state.orders) {
    if (order.specification.status !== 'READY' || order.expiresAt === null) continue;
    if (Date.parse(order.expiresAt) > now) continue;
    releaseUnpaidOrder(db, order, EXPIRED_ORDER_REASON);
  }
}

export function ordersOf(db: MockDb, viewer: StoreMember, startDate: string | Date | null | undefined, page: number | null | undefined): Page<StoreOrder> {
  const from = startDate ? new Date(startDate).getTime() : Number.NEGATIVE_INFINITY;
  const orders = db.state.orders
    .filter((order) => order.userId === viewer.id && Date.parse(order.createdAt) >= from)
    .sort(newestFirst);
  return pageOf(orders, page);
}

export function orderProductCount(db: MockDb, viewer: StoreMember): Record<Lowercase<T.OrderProductStatus>, number> {
  const counts = { ready: 0, paid: 0, preparing: 0, delivering: 0, completed: 0, cancelled: 0 };
  for (const order of db.state.orders) {
    if (order.userId !== viewer.id) continue;
    for (const line of order.lines) counts[line.status.toLowerCase() as Lowercase<T.OrderProductStatus>] += 1;
  }
  return counts;
}

export function reviewOf(db: MockDb, lineId: number) {
  return db.state.reviews.find((review) => review.orderProductId === lineId) ?? null;
}

/** A line completes now: reviewable for 90 days from this moment. */
export function reviewableUntilFromNow(db: MockDb): string {
  return reviewableUntilOf(db.now()).toISOString();
}

/** COMPLETED, not reviewed yet and still inside the window (its last moment included). */
export function isReviewable(db: MockDb, line: StoreOrderLine): boolean {
  return (
    line.status === 'COMPLETED' &&
    line.reviewableUntil !== null &&
    db.now().getTime() <= Date.parse(line.reviewableUntil) &&
    reviewOf(db, line.id) === null
  );
}

/** Most recently completed first (the window ends 90 days after completion, so by its end). */
export function reviewableLines(db: MockDb, viewer: StoreMember, page: number | null | undefined): Page<StoreOrderLine> {
  const lines = db.state.orders
    .filter((order) => order.userId === viewer.id)
    .flatMap((order) => order.lines)
    .filter((line) => isReviewable(db, line))
    .sort((a, b) => Date.parse(b.reviewableUntil ?? '') - Date.parse(a.reviewableUntil ?? '') || b.id - a.id);
  return pageOf(lines, page);
}
