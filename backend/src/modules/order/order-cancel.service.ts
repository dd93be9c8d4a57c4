import type { EntityManager } from '@mikro-orm/postgresql';
import { queueLineCancelled } from '../messaging/order-messages';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { OrderProductStatus, OrderSpecificationStatus, PointStatus } from '../../../../domain/enums';
import type { CancelPreview } from '../../graphql/__generated__/resolvers-types';
import { AppError, invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import type { Logger } from '../../logger';
import type { Viewer } from '../account/session.service';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { dropReservedPoints, returnUsedPoints } from '../point/point-ledger';
import { Point } from '../point/point.entity';
import { returnStock } from '../restock/stock-return';
import { planLineCancel, type CancelPlan } from '../../../../domain/order/order-cancel-plan';
import { ownOrderOfLine, type OwnOrder } from './order-guards';
import { cancelInput } from '../../../../domain/order/order-input';
import { nextLineStatus, requireLineEvent } from '../../../../domain/order/line-process';
import { REFUND_ACCOUNT_REQUIRED_MESSAGE, REFUND_FAILED_MESSAGE, REPREPARE_FAILED_MESSAGE, UNPAID_VBANK_PARTIAL_MESSAGE } from '../../../../domain/order/order-messages';
import { paysInWindow } from '../../../../domain/order/repay-rules';
import type { OrderProduct } from './order-product.entity';

function needsRefundAccount({ order, specification }: OwnOrder, plan: CancelPlan): boolean {
  return plan.refundPrice > 0 && specification.isVirtualAccount() && !order.refundAccount;
}

/** Refusals that depend on the whole order, shared by the preview and the cancel itself. */
function refuseUnlessCancellable(own: OwnOrder, line: OrderProduct, plan: CancelPlan): void {
  requireLineEvent(line, 'cancel');
  const issuedUnpaidVbank =
    line.status === OrderProductStatus.READY && own.specification.isVirtualAccount() && own.specification.vbankNum;
  if (issuedUnpaidVbank && !plan.closesOrder) throw invalidState(UNPAID_VBANK_PARTIAL_MESSAGE);
}

async function reservedPointsOf(em: EntityManager, orderProductId: number): Promise<number> {
  const rows = await em.find(Point, { orderProduct: orderProductId, status: PointStatus.RESERVED });
  return rows.reduce((total, row) => total + row.value, 0);
}

/** What cancelling the viewer's line would give back, refused exactly as the cancel would be. */
export async function previewCancel(em: EntityManager, viewer: Viewer, orderProductId: number): Promise<CancelPreview> {
  const own = await ownOrderOfLine(em, viewer, orderProductId, { lock: false });
  const plan = planLineCancel(own.line, own.lines);
  refuseUnlessCancellable(own, own.line, plan);
  return {
    orderProductId,
    refundPrice: plan.refundPrice,
    refundPoint: plan.refundPoint,
    refundDeliveryFee: plan.refundDeliveryFee,
    droppedReservedPoint: await reservedPointsOf(em, orderProductId),
    needsRefundAccount: needsRefundAccount(own, plan),
  };
}

export interface CancelDependencies {
  payment: PaymentGateway;
  log: Logger;
  now?: Date;
}

/**
 * Cancels one of the viewer's READY or PAID lines in the mutation's transaction: stock and used
 * points back (restock subscribers told when the stock comes back from zero), reserved purchase
 * points dropped, and for a paid line a partial refund at the PG
 * (last, so that a refused refund rolls every other change back).
 */
export async function cancelOrderProduct(
  em: EntityManager,
  viewer: Viewer,
  data: { orderProductId: number; cancelReason: string },
  { payment, log, now = new Date() }: CancelDependencies,
): Promise<OrderProduct> {
  const input = parseInput(cancelInput, data);
  const locked = await ownOrderOfLine(em, viewer, input.orderProductId);
  const { order, specification, line } = locked;
  const plan = planLineCancel(line, locked.lines);
  refuseUnlessCancellable(locked, line, plan);
  if (needsRefundAccount(locked, plan)) {
    throw invalidState(REFUND_ACCOUNT_REQUIRED_MESSAGE);
  }
  const refundable = order.paidPrice - order.cancelPrice;

  line.status = nextLineStatus(line, 'cancel');
  line.cancelReason = input.cancelReason;
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
  await em.flush();
  invalidateCatalogue(em);
  await queueLineCancelled(em, order, line, plan.refundPrice);

  if (plan.refundPrice > 0) await refundAtGateway(payment, locked, { amount: plan.refundPrice, refundable, reason: input.cancelReason }, log);
  if (plan.unpaidDrop > 0 && !plan.closesOrder) await registerAmountLeft(payment, locked, log);
  return line;
}

/**
 * After an unpaid line is cancelled, the rest of the order is still to be paid: PortOne is told
 * the new amount, so the window can be opened again for it (repay-rules.ts) and refuses the old
 * one. Last, like a refund, so that a refusal takes the cancel back.
 */
async function registerAmountLeft(payment: PaymentGateway, { order, specification }: OwnOrder, log: Logger): Promise<void> {
  if (!paysInWindow({ paidPrice: order.paidPrice, payMethod: specification.payMethod })) return;
  try {
    await payment.updatePrepared(order.mUid, order.paidPrice);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    log.warn({ orderId: order.id, amount: order.paidPrice, err: error }, 'the amount left could not be registered at the gateway');
    throw new AppError('EXTERNAL_SERVICE_ERROR', REPREPARE_FAILED_MESSAGE);
  }
  log.info({ orderId: order.id, amount: order.paidPrice }, 'amount left registered at the gateway');
}

/**
 * Whether PortOne already holds exactly what is left after this refund: a refund whose answer was
 * lost (a timeout) may still have landed, and a retry must then not refund the line twice.
 */
async function refundLanded(
  payment: PaymentGateway,
  impUid: string,
  refund: { amount: number; refundable: number },
): Promise<boolean> {
  try {
    const fresh = await payment.getPayment(impUid);
    return fresh !== null && fresh.amount - fresh.cancelAmount === refund.refundable - refund.amount;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return false;
    throw error;
  }
}

async function refundAtGateway(
  payment: PaymentGateway,
  { order, specification }: OwnOrder,
  refund: { amount: number; refundable: number; reason: string },
  log: Logger,
): Promise<void> {
  const { impUid } = specification;
  if (!impUid) throw new Error(`Order ${order.id} is paid but has no PG payment to refund`);
  const account =
    specification.isVirtualAccount() && order.refundAccount && order.refundBankCode && order.refundHolder
      ? { bankCode: order.refundBankCode, account: order.refundAccount, holder: order.refundHolder }
      : undefined;
  const context = { orderId: order.id, impUid, amount: refund.amount, checksum: refund.refundable };
  try {
    await payment.cancel({
      impUid,
      amount: refund.amount,
      checksum: refund.refundable,
      reason: refund.reason,
      ...(account ? { refundAccount: account } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (await refundLanded(payment, impUid, refund)) {
      log.warn({ ...context, err: error }, 'partial cancel answered with an error but landed at the gateway');
    } else {
      log.warn({ ...context, err: error }, 'partial cancel refused by the payment gateway');
      throw new AppError('EXTERNAL_SERVICE_ERROR', REFUND_FAILED_MESSAGE);
    }
  }
  // Money has left the shop: if the commit failed now, this line is what reconciles it.
  log.info(context, 'partial cancel refunded at the gateway');
}
