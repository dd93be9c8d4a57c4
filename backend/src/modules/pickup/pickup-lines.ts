import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderProductStatus } from '../../../../domain/enums';
import { lineInputs } from '../../../../domain/order-desk/order-desk';
import type { PickupLineRow } from '../../../../domain/pickup/pickup-rules';

/*
 * Reads of pickup lines (docs/decisions/0067-pickup-day.md): a line is at a pickup point when its
 * product's group delivery is GROUP (the rule the shop's completion path, staff-lines.service.ts
 * isGroupPickup, already uses to complete a line without a courier) and the point is its class
 * order's, or else the product's (ADR 0065, 0069: a class line is picked up at the class's point).
 */

interface RosterSqlRow {
  order_product_id: number | string;
  order_id: number | string;
  name: string;
  tel: string | null;
  product_name: string;
  option_text: string;
  product_option_input0: string | null;
  product_option_input1: string | null;
  product_option_input2: string | null;
  count: number | string;
  status: OrderProductStatus;
  shipping_requested: boolean;
}

/** The point a GROUP line hands out at, given `pgd` and `co` joined as below. */
export const LINE_PICKUP_POINT = 'coalesce(co.pickup_point_id, pgd.pickup_point_id)';

const AT_POINT = `from order_product op
  join "order" o on o.id = op.order_id
  join "user" u on u.id = o.user_id
  join product_group_delivery pgd on pgd.product_id = op.product_id and pgd.product_group_delivery_type = 'GROUP'
  left join class_order co on co.id = op.class_order_id`;

/** Every roster-worthy line of one point of the tenant, in one statement. */
export async function pickupLinesAt(em: EntityManager, universityId: number, pickupPointId: number): Promise<PickupLineRow[]> {
  const rows = await em.execute<RosterSqlRow[]>(
    `select op.id as order_product_id, o.id as order_id, u.name, u.tel, op.product_name, op.option_text,
        op.product_option_input0, op.product_option_input1, op.product_option_input2, op.count, op.status,
        op.shipping_requested_at is not null as shipping_requested
      ${AT_POINT}
      where o.university_id = ? and ${LINE_PICKUP_POINT} = ? and op.status in ('PAID', 'PREPARING', 'DELIVERING', 'COMPLETED')`,
    [universityId, pickupPointId],
  );
  return rows.map((row) => ({
    orderId: Number(row.order_id),
    name: row.name,
    tel: row.tel,
    orderProductId: Number(row.order_product_id),
    productName: row.product_name,
    optionText: row.option_text || null,
    inputs: lineInputs({
      productOptionInput0: row.product_option_input0,
      productOptionInput1: row.product_option_input1,
      productOptionInput2: row.product_option_input2,
    }),
    count: Number(row.count),
    status: row.status,
    shippingRequested: row.shipping_requested === true,
  }));
}

/** Whether the line (of the tenant) hands out at this point. */
export async function isLineAtPoint(em: EntityManager, universityId: number, pickupPointId: number, orderProductId: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>(`select op.id ${AT_POINT} where op.id = ? and o.university_id = ? and ${LINE_PICKUP_POINT} = ?`, [
    orderProductId,
    universityId,
    pickupPointId,
  ]);
  return rows.length > 0;
}

interface OrderPickupLine {
  id: number;
  status: OrderProductStatus;
  shippingRequested: boolean;
  deliverEndedAt: Date | null;
  pickupPointId: number;
  pickupPointName: string;
}

/** An order's lines that hand out at a pickup point, with the point and the product's pickup period. */
export async function pickupLinesOfOrder(em: EntityManager, orderId: number): Promise<OrderPickupLine[]> {
  const rows = await em.execute<
    { id: number | string; status: OrderProductStatus; shipping_requested: boolean; deliver_ended_at: Date | string | null; point_id: number | string; point_name: string }[]
  >(
    `select op.id, op.status, op.shipping_requested_at is not null as shipping_requested, p.deliver_ended_at, pp.id as point_id, pp.name as point_name
      from order_product op
      join product p on p.id = op.product_id
      join product_group_delivery pgd on pgd.product_id = op.product_id and pgd.product_group_delivery_type = 'GROUP'
      left join class_order co on co.id = op.class_order_id
      join pickup_point pp on pp.id = ${LINE_PICKUP_POINT}
      where op.order_id = ? order by op.id`,
    [orderId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    shippingRequested: row.shipping_requested === true,
    deliverEndedAt: row.deliver_ended_at == null ? null : new Date(row.deliver_ended_at),
    pickupPointId: Number(row.point_id),
    pickupPointName: row.point_name,
  }));
}
