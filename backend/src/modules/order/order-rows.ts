import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, OrderSpecificationStatus } from '../../../../domain/enums';
import type { User } from '../account/user.entity';
import { lineDeliveryTemplate } from '../cart/cart-lines';
import type { Cart } from '../cart/cart.entity';
import { reservePurchasePoints } from '../point/point-ledger';
import { OrderDelivery } from './order-delivery.entity';
import { OrderProduct } from './order-product.entity';
import { OrderSpecification } from './order-specification.entity';
import { Order } from './order.entity';
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

/** The order, its delivery address, its payment (READY) and one line per cart line, with snapshots. */
export function createOrderRows(em: EntityManager, draft: NewOrder): Order {
  const { plan, now } = draft;
  const { delivery } = plan;
  const orderDelivery = delivery
    ? em.create(OrderDelivery, {
        name: delivery.name,
        postCode: delivery.postCode,
        address: delivery.address,
        detailAddress: delivery.detailAddress,
        tel: delivery.tel,
        note: delivery.note,
        createdAt: now,
      })
    : null;
  const order = em.create(Order, {
    user: draft.user,
    university: draft.user.university,
    ...plan.order,
    mUid: draft.mUid,
    orderDelivery,
    expiresAt: plan.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  em.create(OrderSpecification, { order, payMethod: plan.payMethod, status: OrderSpecificationStatus.READY, createdAt: now });
  for (const line of plan.lines) {
    const cart = line.ref;
    const consent = isPersonalisedLine([cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2]) ? plan.consent : null;
    em.create(OrderProduct, {
      order,
      product: cart.product,
      productOptionDetail: cart.productOptionDetail ?? null,
      productOptionId0: cart.productOptionId0 ?? null,
      productOptionId1: cart.productOptionId1 ?? null,
      productOptionId2: cart.productOptionId2 ?? null,
      productOptionInput0: cart.productOptionInput0 ?? null,
      productOptionInput1: cart.productOptionInput1 ?? null,
      productOptionInput2: cart.productOptionInput2 ?? null,
      deliveryTemplate: lineDeliveryTemplate(cart),
      count: line.count,
      price: line.price,
      salePrice: line.salePrice,
      discountFee: line.discountFee,
      paidPrice: line.paidPrice,
      deliveryFee: line.deliveryFee,
      pointUsing: line.pointUsing,
      status: OrderProductStatus.READY,
      productName: cart.product.name,
      optionText: optionTextOf(cart),
      consentText: consent?.text ?? null,
      consentAt: consent?.agreedAt ?? null,
      classOrder: cart.classOrder ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
  return order;
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
