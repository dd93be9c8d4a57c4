import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, OrderSpecificationStatus } from '../../../../domain/enums';
import type { User } from '../account/user.entity';
import { lineDeliveryTemplate } from '../cart/cart-lines';
import type { Cart } from '../cart/cart.entity';
import { reservePurchasePoints } from '../point/point-ledger';
import type { Order } from './order.entity';
import { linesMovedBy, nextLineStatus } from '../../../../domain/order/line-process';
import type { PlaceOrderPlan } from '../../../../domain/order/place-order-plan';
import { isPersonalisedLine } from '../../../../domain/production/personalised-consent';

/** "네이비 / L": the chosen combination as the order line shows it for good. */
export function optionTextOf(cart: Cart): string {
  return cart.productOptionDetail?.optionValues().join(' / ') ?? '';
}

export interface NewOrder {
  user: User;
  /** What domain/order/place-order-plan.ts decided to create, one line per cart line. */
  plan: PlaceOrderPlan<Cart>['create'];
  mUid: string;
  now: Date;
}

/** The order just written: what the rest of placeOrder needs of it, without an entity to track. */
export interface PlacedOrderRow {
  id: number;
  /** The payment deadline; held stock (ADR 0076) may cut it, in the row and here alike. */
  expiresAt: Date | null;
}

/*
 * The order, its delivery address, its payment (READY) and its lines go in as one statement
 * (docs/decisions/0080): through the unit of work they were four inserts, each built, sent and
 * read back by MikroORM, and four more entities every later flush of the order walked again.
 * Nothing in placeOrder reads them back as entities; a point-only order, paid at once, loads its
 * order as an entity then (markOrderPaid). Column values are what the entities' defaults gave.
 */
const INSERT_ORDER = `with delivery as (
    insert into order_delivery (name, post_code, address, detail_address, tel, note, created_at)
    select d.name, d.post_code, d.address, d.detail_address, d.tel, d.note, ?::timestamptz
      from jsonb_to_recordset(?::jsonb) as d(name text, post_code text, address text, detail_address text, tel text, note text)
    returning id
  ), placed as (
    insert into "order" (user_id, university_id, paid_price, point_using, m_uid, delivery_fee, order_delivery_id,
      total_price, discount_fee, cancel_price, "check", expires_at, created_at, updated_at)
    select ?, ?, ?, ?, ?, ?, (select id from delivery), ?, ?, 0, false, ?::timestamptz, ?::timestamptz, ?::timestamptz
    returning id
  ), specification as (
    insert into order_specification (order_id, pay_method, status, created_at)
    select id, ?, ?, ?::timestamptz from placed
  ), lines as (
    insert into order_product (order_id, product_id, product_option_detail_id, product_option_id0, product_option_id1,
      product_option_id2, product_option_input0, product_option_input1, product_option_input2, delivery_template_id,
      count, price, sale_price, discount_fee, paid_price, delivery_fee, point_using, "check", cancel_price, status,
      product_name, option_text, consent_text, consent_at, class_order_id, created_at, updated_at)
    select placed.id, l.product_id, l.detail_id, l.option_id0, l.option_id1, l.option_id2, l.input0, l.input1, l.input2,
      l.template_id, l.count, l.price, l.sale_price, l.discount_fee, l.paid_price, l.delivery_fee, l.point_using, false, 0,
      ?, l.product_name, l.option_text, l.consent_text, l.consent_at, l.class_order_id, ?::timestamptz, ?::timestamptz
      from placed, jsonb_to_recordset(?::jsonb) as l(product_id int, detail_id int, option_id0 int,
        option_id1 int, option_id2 int, input0 text, input1 text, input2 text, template_id int, count int, price int,
        sale_price int, discount_fee int, paid_price int, delivery_fee int, point_using int, product_name text,
        option_text text, consent_text text, consent_at timestamptz, class_order_id int, n int)
     order by l.n
  )
  select id from placed`;

/** Writes the order, its delivery address, its payment (READY) and one line per cart line, with snapshots, in one statement. */
export async function insertOrderRows(em: EntityManager, draft: NewOrder): Promise<PlacedOrderRow> {
  const { plan, now } = draft;
  const { delivery } = plan;
  const deliveries = delivery
    ? [{ name: delivery.name, post_code: delivery.postCode, address: delivery.address, detail_address: delivery.detailAddress, tel: delivery.tel, note: delivery.note ?? null }]
    : [];
  const lines = plan.lines.map((line, n) => {
    const cart = line.ref;
    const consent = isPersonalisedLine([cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2]) ? plan.consent : null;
    return {
      product_id: cart.product.id,
      detail_id: cart.productOptionDetail?.id ?? null,
      option_id0: cart.productOptionId0 ?? null,
      option_id1: cart.productOptionId1 ?? null,
      option_id2: cart.productOptionId2 ?? null,
      input0: cart.productOptionInput0 ?? null,
      input1: cart.productOptionInput1 ?? null,
      input2: cart.productOptionInput2 ?? null,
      template_id: lineDeliveryTemplate(cart).id,
      count: line.count,
      price: line.price,
      sale_price: line.salePrice,
      discount_fee: line.discountFee,
      paid_price: line.paidPrice,
      delivery_fee: line.deliveryFee,
      point_using: line.pointUsing,
      product_name: cart.product.name,
      option_text: optionTextOf(cart),
      consent_text: consent?.text ?? null,
      consent_at: consent?.agreedAt ?? null,
      class_order_id: cart.classOrder?.id ?? null,
      n,
    };
  });
  const { order } = plan;
  const [row] = await em.execute<{ id: number }[]>(INSERT_ORDER, [
    now,
    JSON.stringify(deliveries),
    draft.user.id,
    draft.user.university.id,
    order.paidPrice,
    order.pointUsing,
    draft.mUid,
    order.deliveryFee,
    order.totalPrice,
    order.discountFee,
    plan.expiresAt,
    now,
    now,
    plan.payMethod,
    OrderSpecificationStatus.READY,
    now,
    OrderProductStatus.READY,
    now,
    now,
    JSON.stringify(lines),
  ]);
  if (!row) throw new Error('The order was not written');
  return { id: Number(row.id), expiresAt: plan.expiresAt };
}

/**
 * The payment went through: the order PAID, its waiting lines PAID with their purchase points
 * booked as "to be earned", and no deadline any more. The caller holds the order (lockOrder) or
 * has just created it.
 */
export async function markOrderPaid(
  em: EntityManager,
  order: Order,
  payment: { paidAt: Date; impUid: string | null; pgProvider: string | null; now: Date },
): Promise<void> {
  await em.populate(order, ['orderSpecification', 'orderProducts']);
  const specification = order.orderSpecification!;
  specification.status = OrderSpecificationStatus.PAID;
  specification.paidAt = payment.paidAt;
  if (payment.impUid) specification.impUid = payment.impUid;
  if (payment.pgProvider) specification.pgProvider = payment.pgProvider;
  order.expiresAt = null;
  const paidLines = linesMovedBy(order.orderProducts.getItems(), 'pay');
  for (const line of paidLines) line.status = nextLineStatus(line, 'pay');
  await em.flush();
  await reservePurchasePoints(em, { orderProducts: paidLines, now: payment.now });
}
