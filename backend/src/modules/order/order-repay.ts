import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { linesOfOrder } from './order-loaders';
import { orderBuyer, orderDelivery, orderSpecification } from './order-read';
import type { Order } from './order.entity';
import { paymentRequestOf, type PaymentRequestFields } from '../../../../domain/order/payment-request';
import { isRepayable } from '../../../../domain/order/repay-rules';

type RequestConfig = Parameters<typeof paymentRequestOf>[0];

/**
 * Order.payment: the very request placeOrder handed the payment window (same merchant uid, same
 * amount), while the order can still be paid that way; null otherwise.
 */
export async function orderPaymentRequest(
  em: EntityManager,
  config: Pick<Config, keyof RequestConfig>,
  order: Order,
  now: Date = new Date(),
  /** Where the student returns after paying (domain/order/return-origin.ts); PUBLIC_BASE_URL when not given. */
  returnOrigin?: string,
): Promise<PaymentRequestFields | null> {
  const [specification, lines] = await Promise.all([orderSpecification(em, order), linesOfOrder(em, order.id)]);
  const repayable = isRepayable(
    { paidPrice: order.paidPrice, expiresAt: order.expiresAt ?? null, specification, lineStatuses: lines.map((line) => line.status) },
    now,
  );
  if (!repayable) return null;
  const [buyer, delivery] = await Promise.all([orderBuyer(em, order), orderDelivery(em, order)]);
  return paymentRequestOf(config, {
    id: order.id,
    mUid: order.mUid,
    paidPrice: order.paidPrice,
    payMethod: specification.payMethod,
    productNames: [...lines].sort((a, b) => a.id - b.id).map((line) => line.productName),
    buyer,
    delivery,
    vbankDue: order.expiresAt ?? null,
  }, returnOrigin);
}
