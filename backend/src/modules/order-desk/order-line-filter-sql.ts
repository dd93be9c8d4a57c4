import { parseInput } from '../../../../domain/errors/input';
import { orderLineFilterInput, seoulDayEnd, seoulDayStart, type OrderLineFilter } from '../../../../domain/order-desk/order-line-filter';
import { phoneDigitsOf } from '../../../../domain/order-desk/order-desk';
import type { StaffScope } from '../staff/staff-access';
import { LINE_PICKUP_POINT } from '../pickup/pickup-lines';

/**
 * The tables every order-desk read starts from (docs/decisions/0049-order-desk.md), with the
 * aliases `orderLineWhere` refers to: op (the line), o (its order), os (the payment record) and
 * u (the buyer). Callers add their own select, order and limit.
 */
export const ORDER_LINE_FROM = `order_product op
  join "order" o on o.id = op.order_id
  join order_specification os on os.order_id = o.id
  join "user" u on u.id = o.user_id`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The SQL condition (with `?` parameters, for `em.execute`) that keeps the lines of this shop the
 * filter describes. The filter is parsed here, so a bad one is refused with its Korean sentence
 * before any SQL runs.
 */
export function orderLineWhere(scope: StaffScope, raw: unknown): { sql: string; params: unknown[]; filter: OrderLineFilter } {
  const filter = parseInput(orderLineFilterInput, raw ?? {});
  const parts: string[] = ['o.university_id = ?'];
  const params: unknown[] = [scope.universityId];
  if (filter.statuses && filter.statuses.length > 0) {
    parts.push(`op.status in (${filter.statuses.map(() => '?').join(', ')})`);
    params.push(...filter.statuses);
  }
  if (filter.productId) {
    parts.push('op.product_id = ?');
    params.push(filter.productId);
  }
  if (filter.productOptionDetailId) {
    parts.push('op.product_option_detail_id = ?');
    params.push(filter.productOptionDetailId);
  }
  if (filter.payMethod) {
    parts.push('os.pay_method = ?');
    params.push(filter.payMethod);
  }
  if (filter.from) {
    parts.push('op.created_at >= ?');
    params.push(seoulDayStart(filter.from));
  }
  if (filter.to) {
    parts.push('op.created_at < ?');
    params.push(seoulDayEnd(filter.to));
  }
  if (filter.pickupPointId) {
    // A class line is picked up at its class order's point (ADR 0069), as the pickup roster reads it.
    parts.push(
      `exists (select 1 from product_group_delivery pgd left join class_order co on co.id = op.class_order_id
        where pgd.product_id = op.product_id and ${LINE_PICKUP_POINT} = ?)`,
    );
    params.push(filter.pickupPointId);
  }
  if (filter.shippingRequested != null) parts.push(`op.shipping_requested_at is ${filter.shippingRequested ? 'not null' : 'null'}`);
  if (filter.search) {
    // One semi-join per kind of match, so each uses its own index (m_uid unique, the buyer's
    // orders by user) and order_product is reached through order_id: an OR across the joined
    // tables would make the planner read every line (docs/decisions/0049-order-desk.md).
    const like = `%${escapeLike(filter.search)}%`;
    const phone = phoneDigitsOf(filter.search);
    parts.push(`o.id in (select so.id from "order" so where so.m_uid = ?
      union all select so.id from "order" so join "user" su on su.id = so.user_id
        where su.university_id = ? and (su.name ilike ?${phone ? ' or su.tel like ?' : ''}))`);
    params.push(filter.search, scope.universityId, like, ...(phone ? [`%${phone}%`] : []));
  }
  return { sql: parts.join(' and '), params, filter };
}
