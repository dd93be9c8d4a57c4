import type { EntityManager } from '@mikro-orm/postgresql';
import { BANKS } from '../../../../domain/reference/reference';
import type { OrderProductStatus } from '../../../../domain/enums';
import type { OrderProductCount } from '../../graphql/__generated__/resolvers-types';
import { forbidden, notFound } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import type { Viewer } from '../account/session.service';
import type { User } from '../account/user.entity';
import { OrderProduct } from './order-product.entity';
import { Order } from './order.entity';
import { LINE_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE, OTHER_MEMBER_ORDERS_MESSAGE } from '../../../../domain/order/order-messages';

/** The viewer's order; another member's or another university's answers exactly like a missing id, so ids reveal nothing. */
export async function getOwnOrder(em: EntityManager, viewer: Viewer, id: number): Promise<Order> {
  const order = await em.findOne(Order, { id, user: viewer.userId, university: viewer.universityId });
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return order;
}

export async function getOwnOrderProduct(em: EntityManager, viewer: Viewer, id: number): Promise<OrderProduct> {
  const line = await em.findOne(OrderProduct, { id, order: { user: viewer.userId, university: viewer.universityId } });
  if (!line) throw notFound(LINE_NOT_FOUND_MESSAGE);
  return line;
}

/** `me` is the only User a member reaches; anyone else's orders are not theirs to list. */
function requireSelf(viewer: Viewer, user: User): void {
  if (user.id !== viewer.userId) throw forbidden(OTHER_MEMBER_ORDERS_MESSAGE);
}

/** The member's orders, newest first, 10 per page, placed on or after `startDate` when given. */
export async function listOrders(
  em: EntityManager,
  viewer: Viewer,
  user: User,
  args: { startDate?: Date | null; page?: number | null },
): Promise<{ items: Order[]; total: number }> {
  requireSelf(viewer, user);
  const window = pageWindow(args.page);
  const [items, total] = await em.findAndCount(
    Order,
    { user: user.id, university: viewer.universityId, ...(args.startDate ? { createdAt: { $gte: args.startDate } } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, ...window },
  );
  return { items, total };
}

const COUNT_KEYS: Record<OrderProductStatus, Exclude<keyof OrderProductCount, '__typename'>> = {
  READY: 'ready',
  PAID: 'paid',
  PREPARING: 'preparing',
  DELIVERING: 'delivering',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** How many of the member's lines are in each status (the my-page summary), in one statement. */
export async function countOrderProducts(em: EntityManager, viewer: Viewer, user: User): Promise<OrderProductCount> {
  requireSelf(viewer, user);
  const rows = await em.execute<{ status: OrderProductStatus; n: number }[]>(
    `select op.status, count(*)::int as n
       from order_product op join "order" o on o.id = op.order_id
      where o.user_id = ? and o.university_id = ? group by op.status`,
    [user.id, viewer.universityId],
  );
  const counts: OrderProductCount = { ready: 0, paid: 0, preparing: 0, delivering: 0, completed: 0, cancelled: 0 };
  for (const row of rows) counts[COUNT_KEYS[row.status]] = Number(row.n);
  return counts;
}

/** Refund banks with their KFTC codes: the list the mocked API serves too. */
export function listBanks(): { code: string; name: string }[] {
  return [...BANKS];
}
