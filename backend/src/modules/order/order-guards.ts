import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import type { Viewer } from '../account/session.service';
import type { OrderProduct } from './order-product.entity';
import type { OrderSpecification } from './order-specification.entity';
import { Order } from './order.entity';
import { LINE_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '../../../../domain/order/order-messages';
import { lockOrder } from './order-release';

export interface OwnOrder {
  order: Order;
  specification: OrderSpecification;
  /** Every line of the order, by id. */
  lines: OrderProduct[];
}

/** Reads meant to be followed by a write take the order's row lock; a preview only reads. */
export interface ReadMode {
  lock: boolean;
}

function readOrder(em: EntityManager, orderId: number, { lock }: ReadMode): Promise<Order | null> {
  if (lock) return lockOrder(em, { id: orderId });
  return em.findOne(Order, { id: orderId }, { populate: ['orderSpecification', 'orderProducts'] });
}

/**
 * The viewer's order with its payment and every line; with `lock`, under its row lock and read
 * afresh, so buyer changes, staff steps and payments on one order take turns (two cancels of one
 * line cannot both refund it). Another member's order, or one of another university (tenant), is
 * NOT_FOUND, like a missing one.
 */
export async function ownOrder(
  em: EntityManager,
  viewer: Viewer,
  orderId: number,
  mode: ReadMode = { lock: true },
): Promise<OwnOrder> {
  const owned = await em.execute<{ id: number }[]>('select id from "order" where id = ? and user_id = ? and university_id = ?', [
    orderId,
    viewer.userId,
    viewer.universityId,
  ]);
  const order = owned.length > 0 ? await readOrder(em, orderId, mode) : null;
  const specification = order?.orderSpecification;
  if (!order || !specification) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const lines = order.orderProducts.getItems().sort((a, b) => a.id - b.id);
  return { order, specification, lines };
}

/** The viewer's order line with its whole order, locked unless `mode` says otherwise; see ownOrder. */
export async function ownOrderOfLine(
  em: EntityManager,
  viewer: Viewer,
  orderProductId: number,
  mode: ReadMode = { lock: true },
): Promise<OwnOrder & { line: OrderProduct }> {
  const owned = await em.execute<{ order_id: number }[]>(
    'select op.order_id from order_product op join "order" o on o.id = op.order_id where op.id = ? and o.user_id = ? and o.university_id = ?',
    [orderProductId, viewer.userId, viewer.universityId],
  );
  const orderId = owned[0]?.order_id;
  if (orderId === undefined) throw notFound(LINE_NOT_FOUND_MESSAGE);
  const own = await ownOrder(em, viewer, orderId, mode);
  const line = own.lines.find((candidate) => candidate.id === orderProductId);
  if (!line) throw notFound(LINE_NOT_FOUND_MESSAGE);
  return { ...own, line };
}
