import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, OrderSpecificationStatus } from '../../db/enums';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { inLockOrder, restoreStock } from '../catalog/stock';
import { returnUsedPoints } from '../point/point-ledger';
import { Order } from './order.entity';

/**
 * The order under a row lock, read afresh with its payment and lines: whoever holds it is the
 * only one changing the order's payment state (payOrder, webhook replays, the expiry job).
 */
export async function lockOrder(em: EntityManager, where: { id: number } | { mUid: string }): Promise<Order | null> {
  const order = await em.findOne(Order, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!order) return null;
  await em.populate(order, ['orderSpecification', 'orderProducts'], { refresh: true });
  return order;
}

/**
 * Releases a still-unpaid order (payment failed or cancelled before it was paid, or its deadline
 * passed): every READY line CANCELLED with its stock given back and its points returned, the
 * payment CANCELLED. False, changing nothing, when the order is no longer READY, so the expiry
 * job, a failed payOrder and a webhook may all try it.
 */
export async function releaseUnpaidOrder(
  em: EntityManager,
  release: { orderId: number; reason: string; now: Date },
): Promise<boolean> {
  const order = await lockOrder(em, { id: release.orderId });
  const specification = order?.orderSpecification;
  if (!order || !specification || specification.status !== OrderSpecificationStatus.READY) return false;
  const lines = order.orderProducts.getItems().filter((line) => line.status === OrderProductStatus.READY);
  const moves = lines.map((line) => ({
    productId: line.product.id,
    productOptionDetailId: line.productOptionDetail?.id ?? null,
    count: line.count,
  }));
  for (const move of inLockOrder(moves)) await restoreStock(em, move);
  for (const line of lines) {
    line.status = OrderProductStatus.CANCELLED;
    line.cancelReason = release.reason;
  }
  for (const line of lines) {
    await returnUsedPoints(em, {
      userId: order.user.id,
      amount: line.pointUsing,
      order,
      orderProduct: line,
      now: release.now,
    });
  }
  specification.status = OrderSpecificationStatus.CANCELLED;
  specification.failReason = release.reason;
  order.expiresAt = null;
  await em.flush();
  invalidateCatalogue(em);
  return true;
}
