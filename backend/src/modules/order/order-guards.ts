import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus } from '../../db/enums';
import { invalidState, notFound } from '../../graphql/errors';
import type { Viewer } from '../account/session.service';
import type { OrderProduct } from './order-product.entity';
import type { OrderSpecification } from './order-specification.entity';
import { Order } from './order.entity';
import { LINE_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from './order-query.service';
import { lockOrder } from './order-release';

/** The buyer's changes, as the refusals name them. */
export type BuyerChange = 'cancel' | 'options' | 'delivery';

const CHANGE_TEXT: Record<BuyerChange, string> = {
  cancel: '취소할',
  options: '옵션을 바꿀',
  delivery: '배송지를 바꿀',
};

const LATER_STATUS_TEXT: Partial<Record<string, string>> = {
  PREPARING: '상품 준비가 시작되어',
  DELIVERING: '배송이 시작되어',
  COMPLETED: '배송이 완료되어',
};

/** PRODUCT.md: the buyer changes a line only while it is READY or PAID; later a person must help. */
export function requireChangeable(line: OrderProduct, change: BuyerChange): void {
  if (line.isChangeable()) return;
  if (line.status === OrderProductStatus.CANCELLED) {
    throw invalidState(
      change === 'cancel'
        ? `'${line.productName}' 상품은 이미 취소되었어요.`
        : `'${line.productName}' 상품은 취소되어 ${CHANGE_TEXT[change]} 수 없어요.`,
    );
  }
  const why = LATER_STATUS_TEXT[line.status] ?? '처리가 진행되어';
  throw invalidState(`'${line.productName}' 상품은 ${why} ${CHANGE_TEXT[change]} 수 없어요. 고객센터로 문의해 주세요.`);
}

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
