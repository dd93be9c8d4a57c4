import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { OrderSpecificationStatus, StaffRefundStatus } from '../../../../domain/enums';
import type { CancelPlan } from '../../../../domain/order/order-cancel-plan';
import type { LineEvent } from '../../../../domain/order/line-process';
import { nextLineStatus } from '../../../../domain/order/line-process';
import type { Logger } from '../../logger';
import { dropReservedPoints, returnUsedPoints } from '../point/point-ledger';
import { returnStock } from '../restock/stock-return';
import type { OwnOrder } from './order-guards';
import type { OrderProduct } from './order-product.entity';

/*
 * The pieces of a line cancel shared by the member's cancel (order-cancel.service.ts) and the
 * staff desk (refund-desk/): one arithmetic (order-cancel-plan.ts), one way stock and points come
 * back, one way a refund is sent and recognised as landed (docs/decisions/0052).
 */

/**
 * Writes one planned cancel onto the locked order: status through the line process table, the
 * money on line and order, used points back, reserved points dropped, stock back.
 */
export async function applyLineCancel(
  em: EntityManager,
  { order, specification }: OwnOrder,
  line: OrderProduct,
  plan: CancelPlan,
  { reason, event, now }: { reason: string; event: Extract<LineEvent, 'cancel' | 'staffCancel'>; now: Date },
): Promise<void> {
  line.status = nextLineStatus(line, event);
  line.cancelReason = reason;
  line.cancelPrice = plan.refundPrice;
  order.cancelPrice += plan.refundPrice;
  order.paidPrice -= plan.unpaidDrop;
  if (plan.closesOrder) {
    specification.status = OrderSpecificationStatus.CANCELLED;
    order.expiresAt = null;
  }
  // Points (the member's lock) before stock, the order placeOrder takes them in, so a cancel and a
  // new order of the same member cannot deadlock.
  await returnUsedPoints(em, { userId: order.user.id, amount: plan.refundPoint, order, orderProduct: line, now });
  await dropReservedPoints(em, { orderProductId: line.id });
  await returnStock(em, [
    { productId: line.product.id, productOptionDetailId: line.productOptionDetail?.id ?? null, count: line.count },
  ]);
}

/**
 * What the gateway should still hold for the order: paid minus cancelled, plus the staff refunds
 * already booked as cancelled but not confirmed sent (PENDING, FAILED), which the gateway still has.
 */
export async function gatewayRefundable(em: EntityManager, order: { id: number; paidPrice: number; cancelPrice: number }): Promise<number> {
  const [row] = await em.execute<{ owed: number }[]>(
    'select coalesce(sum(amount), 0)::int as owed from refund where order_id = ? and status in (?, ?)',
    [order.id, StaffRefundStatus.PENDING, StaffRefundStatus.FAILED],
  );
  return order.paidPrice - order.cancelPrice + (row?.owed ?? 0);
}

/** Where a virtual-account refund goes (PortOne needs bank, account and holder), if registered. */
export function refundAccountOf({ order, specification }: Pick<OwnOrder, 'order' | 'specification'>) {
  return specification.isVirtualAccount() && order.refundAccount && order.refundBankCode && order.refundHolder
    ? { bankCode: order.refundBankCode, account: order.refundAccount, holder: order.refundHolder }
    : undefined;
}

/** What the gateway still holds for a payment, or null when it cannot be read now. */
export async function gatewayRemaining(payment: PaymentGateway, impUid: string): Promise<number | null> {
  try {
    const fresh = await payment.getPayment(impUid);
    return fresh === null ? null : fresh.amount - fresh.cancelAmount;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return null;
    throw error;
  }
}

export interface GatewayRefund {
  impUid: string;
  amount: number;
  /** What the shop believes the gateway still holds before this refund. */
  refundable: number;
  reason: string;
  refundAccount?: { bankCode: string; account: string; holder: string } | undefined;
}

/**
 * Sends a partial refund with the checksum. A refusal or lost answer is looked up again: when the
 * gateway already holds exactly what is left after it, the refund landed (a timeout whose request
 * went through) and counts as sent. Otherwise the gateway's error is thrown for the caller.
 */
export async function sendGatewayRefund(payment: PaymentGateway, refund: GatewayRefund, log: Logger, orderId: number): Promise<void> {
  const context = { orderId, impUid: refund.impUid, amount: refund.amount, checksum: refund.refundable };
  try {
    await payment.cancel({
      impUid: refund.impUid,
      amount: refund.amount,
      checksum: refund.refundable,
      reason: refund.reason,
      ...(refund.refundAccount ? { refundAccount: refund.refundAccount } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if ((await gatewayRemaining(payment, refund.impUid)) === refund.refundable - refund.amount) {
      log.warn({ ...context, err: error }, 'partial cancel answered with an error but landed at the gateway');
    } else {
      log.warn({ ...context, err: error }, 'partial cancel refused by the payment gateway');
      throw error;
    }
  }
  // Money has left the shop: if the commit failed now, this line is what reconciles it.
  log.info(context, 'partial cancel refunded at the gateway');
}
