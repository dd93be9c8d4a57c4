import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderDeliveryCompany } from '../order/order-delivery-company.entity';
import type { OrderProduct } from '../order/order-product.entity';
import type { Order } from '../order/order.entity';
import { orderPath, seoulDateTime, won } from '../../../../domain/messaging/message-format';
import { orderPaidMessage, orderPlacedMessage, type OrderMessageFacts } from '../../../../domain/messaging/order-message-events';
import { queueMessage } from './message-queue';
import { delayDateText } from '../../../../domain/staff/bulk-lines';

/*
 * The order events' messages, one typed function per event: each reads only what the caller has
 * already loaded and queues one row (message-queue.ts), so the services add one call and no query.
 */

const owner = (order: Order) => ({ universityId: order.university.id, userId: order.user.id });

/** The order's payment facts as the shared message decisions read them. */
function factsOf(order: Order): OrderMessageFacts {
  const specification = order.orderSpecification;
  return {
    id: order.id,
    mUid: order.mUid,
    paidPrice: order.paidPrice,
    payMethod: specification?.payMethod ?? null,
    vbankName: specification?.vbankName,
    vbankNum: specification?.vbankNum,
    vbankHolder: specification?.vbankHolder,
    vbankDate: specification?.vbankDate,
  };
}

/** A virtual account was issued: where to deposit, how much, and by when. */
export function queueOrderPlaced(em: EntityManager, order: Order): Promise<void> {
  return queueMessage(em, { ...orderPlacedMessage(factsOf(order)), ...owner(order) });
}

/** Paid: by card and the like, or a virtual account's deposit arrived. */
export function queueOrderPaid(em: EntityManager, order: Order): Promise<void> {
  const message = orderPaidMessage(factsOf(order));
  return message.template === 'VBANK_DEPOSITED'
    ? queueMessage(em, { ...message, ...owner(order) })
    : queueMessage(em, { ...message, ...owner(order) });
}

/** The reminder job's message: the deposit deadline is near. */
export function queueVbankExpiring(em: EntityManager, order: Order): Promise<void> {
  const specification = order.orderSpecification!;
  return queueMessage(em, {
    template: 'VBANK_EXPIRING',
    subject: `order:${order.id}:due:${specification.vbankDate?.toISOString() ?? ''}`,
    ...owner(order),
    variables: {
      orderNo: order.mUid,
      amount: won(order.paidPrice),
      bankName: specification.vbankName ?? '',
      accountNumber: specification.vbankNum ?? '',
      dueAt: specification.vbankDate ? seoulDateTime(specification.vbankDate) : '',
      orderUrl: orderPath(order.id),
    },
  });
}

export function queueLineShipped(
  em: EntityManager,
  order: Order,
  line: OrderProduct,
  shipping: { company: OrderDeliveryCompany; shippingNumber: string },
): Promise<void> {
  return queueMessage(em, {
    template: 'SHIPPED',
    subject: `line:${line.id}:shipped:${shipping.shippingNumber}`,
    ...owner(order),
    variables: {
      orderNo: order.mUid,
      productName: line.productName,
      courier: shipping.company.content,
      trackingNumber: shipping.shippingNumber,
      trackingUrl: shipping.company.trackingUrlFor(shipping.shippingNumber),
    },
  });
}

/** COMPLETED: delivered by courier, or handed over at a group's pickup point. */
export function queueLineCompleted(em: EntityManager, order: Order, line: OrderProduct, pickup: boolean): Promise<void> {
  return queueMessage(em, {
    template: 'LINE_COMPLETED',
    subject: `line:${line.id}:completed`,
    ...owner(order),
    variables: {
      orderNo: order.mUid,
      productName: line.productName,
      completion: pickup ? '수령' : '배송',
      reviewUrl: `/my/reviews/write/${line.id}`,
    },
  });
}

/** Staff tell the buyer a line ships late: one message per line and new date (YYYY-MM-DD). */
export function queueShippingDelayed(
  em: EntityManager,
  order: Order,
  line: OrderProduct,
  delay: { reason: string; expectedDate: string },
): Promise<void> {
  return queueMessage(em, {
    template: 'SHIPPING_DELAYED',
    subject: `line:${line.id}:delayed:${delay.expectedDate}`,
    ...owner(order),
    variables: { orderNo: order.mUid, productName: line.productName, reason: delay.reason, expectedDate: delayDateText(delay.expectedDate) },
  });
}

/** A line cancelled, with what comes back (0원 for an unpaid order). */
export function queueLineCancelled(em: EntityManager, order: Order, line: OrderProduct, refundAmount: number): Promise<void> {
  return queueMessage(em, {
    template: 'LINE_CANCELLED',
    subject: `line:${line.id}:cancelled`,
    ...owner(order),
    variables: { orderNo: order.mUid, productName: line.productName, refundAmount: won(refundAmount) },
  });
}

/** The message a payment's outcome calls for, if any (payment.service.ts's one call). */
export function queuePaymentMessage(em: EntityManager, order: Order, outcome: string): Promise<void> {
  if (outcome === 'paid') return queueOrderPaid(em, order);
  if (outcome === 'vbank-issued') return queueOrderPlaced(em, order);
  return Promise.resolve();
}
