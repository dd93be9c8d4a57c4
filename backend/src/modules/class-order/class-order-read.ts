import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../account/user.entity';
import { PickupPoint } from '../catalog/pickup-point.entity';
import type { OrderProduct } from '../order/order-product.entity';
import { ClassOrder } from './class-order.entity';
import { classOrderCounts } from './class-order.service';

// The rows a ClassOrder's fields read. Entities are per request (one EntityManager fork), so the
// counts are read once per class order and request.
const counted = new WeakMap<ClassOrder, ReturnType<typeof classOrderCounts>>();

export function countsOf(em: EntityManager, row: ClassOrder) {
  let counts = counted.get(row);
  if (!counts) {
    counts = classOrderCounts(em, row.id);
    counted.set(row, counts);
  }
  return counts;
}

export function classPickupPoint(em: EntityManager, row: ClassOrder): Promise<PickupPoint> {
  return em.findOneOrFail(PickupPoint, row.pickupPoint.id);
}

export async function representativeName(em: EntityManager, row: ClassOrder): Promise<string> {
  return (await em.findOneOrFail(User, row.representative.id, { fields: ['name'] })).name;
}

/** The class order an order line or a cart line belongs to. */
export function lineClassOrder(em: EntityManager, line: Pick<OrderProduct, 'classOrder'>): Promise<ClassOrder | null> | null {
  return line.classOrder ? em.findOne(ClassOrder, line.classOrder.id) : null;
}
