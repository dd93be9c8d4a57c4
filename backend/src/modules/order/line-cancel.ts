import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { OrderSpecificationStatus, StaffRefundStatus } from '../../../../domain/enums';
import type { CancelPlan } from '../../../../domain/order/order-cancel-plan';
import type { LineEvent } from '../../../../domain/order/line-process';
import { nextLineStatus } from '../../../../domain/order/line-process';
import type { Logger } from '../../logger';
import { intArray } from '../catalog/product-facts';
import { dropReservedPoints, returnUsedPoints } from '../point/point-ledger';
import { returnStock } from '../restock/stock-return';
import type { OwnOrder } from './order-guards';
import type { OrderProduct } from './order-product.entity';
import type { Order } from './order.entity';

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
  own: OwnOrder,
  line: OrderProduct,
  plan: CancelPlan,
  { reason, event, now }: { reason: string; event: Extract<LineEvent, 'cancel' | 'staffCancel'>; now: Date },
): Promise<void> {
  markLineCancelled(own, line, plan, { reason, event });
  await giveBackCancelledLines(em, [{ order: own.order, line, refundPoint: plan.refundPoint }], now);
}

/** The in-memory half of a cancel: the line's status and money, the order's, and its payment when it closes. */
export function markLineCancelled(
  { order, specification }: Pick<OwnOrder, 'order' | 'specification'>,
  line: OrderProduct,
  plan: CancelPlan,
  { reason, event }: { reason: string; event: Extract<LineEvent, 'cancel' | 'staffCancel'> },
): void {
  line.status = nextLineStatus(line, event);
  line.cancelReason = reason;
  line.cancelPrice = plan.refundPrice;
  order.cancelPrice += plan.refundPrice;
  order.paidPrice -= plan.unpaidDrop;
  if (plan.closesOrder) {
    specification.status = OrderSpecificationStatus.CANCELLED;
    order.expiresAt = null;
  }
}

/** A cancelled line and the used points its plan gives back. */
export interface CancelledLine {
  order: Order;
  line: OrderProduct;
  refundPoint: number;
}

/**
 * The database half, for any number of cancelled lines of locked orders (one, or a failed
 * campaign's batch, docs/decisions/0071): used points back, reserved points dropped and stock back
 * in one statement each where the ledger allows. Points (the member's lock) before stock, the order
 * placeOrder takes them in, so a cancel and a new order of the same member cannot deadlock; members
 * by id, so two batches cannot either.
 */
export async function giveBackCancelledLines(em: EntityManager, cancelled: readonly CancelledLine[], now: Date): Promise<void> {
  if (cancelled.length === 0) return;
  for (const { order, line, refundPoint } of [...cancelled].sort((a, b) => a.order.user.id - b.order.user.id)) {
    await returnUsedPoints(em, { userId: order.user.id, amount: refundPoint, order, orderProduct: line, now });
  }
  await dropReservedPoints(em, { orderProductIds: cancelled.map(({ line }) => line.id) });
  await returnStock(
    em,
    cancelled.map(({ line }) => ({ productId: line.product.id, productOptionDetailId: line.productOptionDetail?.id ?? null, count: line.count })),
  );
}

/**
 * What the gateway should still hold for the order: paid minus cancelled, plus the staff refunds
 * already booked as cancelled but not confirmed sent (PENDING, FAILED), which the gateway still has.
 */
export async function gatewayRefundable(em: EntityManager, order: { id: number; paidPrice: number; cancelPrice: number }): Promise<number> {
  return (await gatewayRefundables(em, [order])).get(order.id)!;
}

/** gatewayRefundable for many orders in one statement, by order id. */
export async function gatewayRefundables(
  em: EntityManager,
  orders: readonly { id: number; paidPrice: number; cancelPrice: number }[],
): Promise<Map<number, number>> {
  const rows = await em.execute<{ order_id: number; owed: number }[]>(
    'select order_id, sum(amount)::int as owed from refund where order_id = any(?::int[]) and status in (?, ?) group by order_id',
    [intArray(orders.map((order) => order.id)), StaffRefundStatus.PENDING, StaffRefundStatus.FAILED],
  );
  const owed = new Map(rows.map((row) => [row.order_id, row.owed]));
  return new Map(orders.map((order) => [order.id, order.paidPrice - order.cancelPrice + (owed.get(order.id) ?? 0)]));
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
