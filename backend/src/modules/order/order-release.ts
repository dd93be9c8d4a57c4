import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderSpecificationStatus } from '../../../../domain/enums';
import { linesMovedBy, nextLineStatus } from '../../../../domain/order/line-process';
import { putOrderLinesBackInCart } from '../cart/cart-restore';
import { lockMemberCart } from '../cart/cart-validation';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { returnUsedPoints } from '../point/point-ledger';
import { returnStock } from '../restock/stock-return';
import type { OrderProduct } from './order-product.entity';
import { Order } from './order.entity';

/**
 * The order under a row lock, read afresh with its payment and lines: whoever holds it is the
 * only one changing the order's payment state (payOrder, webhook replays, the expiry job).
 */
export async function lockOrder(
  em: EntityManager,
  where: ({ id: number } | { mUid: string }) & { university?: number },
): Promise<Order | null> {
  const order = await em.findOne(Order, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!order) return null;
  await em.populate(order, ['orderSpecification', 'orderProducts'], { refresh: true });
  return order;
}

/**
 * Many orders under their row locks, taken in id order (as every batch takes them), read afresh
 * with their payment and, unless only the payment is asked for, their lines.
 */
export async function lockOrders(em: EntityManager, ids: readonly number[], read: 'payment' | 'payment and lines' = 'payment and lines'): Promise<Order[]> {
  if (ids.length === 0) return [];
  const orders = await em.find(Order, { id: { $in: [...ids] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } });
  await em.populate(orders, read === 'payment' ? ['orderSpecification'] : ['orderSpecification', 'orderProducts'], { refresh: true });
  return orders;
}

/**
 * Releases a still-unpaid order (payment failed or cancelled before it was paid, or its deadline
 * passed): every READY line CANCELLED with its stock given back (telling restock subscribers when
 * that ends a sell-out) and its points returned, the payment CANCELLED, and the lines put back in
 * the member's cart to try again. False, changing nothing, when the order is no longer READY, so
 * the expiry job, a failed payOrder and a webhook may all try it.
 */
export async function releaseUnpaidOrder(
  em: EntityManager,
  release: {
    orderId: number;
    reason: string;
    now: Date;
    /** False for a group purchase that failed or could not be charged: its product cannot be ordered again. */
    backToCart?: boolean;
  },
): Promise<boolean> {
  const order = await lockOrder(em, { id: release.orderId });
  const specification = order?.orderSpecification;
  if (!order || !specification || specification.status !== OrderSpecificationStatus.READY) return false;
  const userId = order.user.id;
  const lines = linesMovedBy(order.orderProducts.getItems(), 'release');
  // The member's locks in placeOrder's order (cart, then points, then stock), so a new order of
  // the same member racing this release waits instead of deadlocking with it.
  await lockMemberCart(em, userId);
  for (const line of lines) {
    line.status = nextLineStatus(line, 'release');
    line.cancelReason = release.reason;
  }
  await returnOrderPoints(em, order, lines, release.now);
  await returnStock(
    em,
    lines.map((line) => ({
      productId: line.product.id,
      productOptionDetailId: line.productOptionDetail?.id ?? null,
      count: line.count,
    })),
  );
  specification.status = OrderSpecificationStatus.CANCELLED;
  specification.failReason = release.reason;
  order.expiresAt = null;
  await em.flush();
  if (release.backToCart !== false) await putOrderLinesBackInCart(em, { userId, lines, now: release.now });
  invalidateCatalogue(em);
  return true;
}

/**
 * Each released line's points, then whatever the order still has outstanding: points that paid a
 * delivery fee stay booked on the group's first line, and when that line was cancelled earlier
 * while the group lived on, no released line carries them (returnUsedPoints caps every return at
 * what the order still owes, so nothing is returned twice).
 */
async function returnOrderPoints(em: EntityManager, order: Order, lines: readonly OrderProduct[], now: Date): Promise<void> {
  const userId = order.user.id;
  for (const line of lines) {
    await returnUsedPoints(em, { userId, amount: line.pointUsing, order, orderProduct: line, now });
  }
  await returnUsedPoints(em, { userId, amount: order.pointUsing, order, orderProduct: null, now });
}
