import type { EntityManager } from '@mikro-orm/postgresql';
import { queueLineCancelled } from '../messaging/order-messages';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { OrderProductStatus, PointStatus } from '../../../../domain/enums';
import type { CancelPreview } from '../../graphql/__generated__/resolvers-types';
import { AppError, invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import type { Logger } from '../../logger';
import type { Viewer } from '../account/session.service';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { Point } from '../point/point.entity';
import { refuseCampaignCancel } from '../campaign/campaign-join';
import { applyLineCancel, gatewayRefundable, refundAccountOf, sendGatewayRefund } from './line-cancel';
import { planLineCancel, type CancelPlan } from '../../../../domain/order/order-cancel-plan';
import { ownOrderOfLine, type OwnOrder } from './order-guards';
import { cancelInput } from '../../../../domain/order/order-input';
import { requireLineEvent, type LineEvent } from '../../../../domain/order/line-process';
import { REFUND_ACCOUNT_REQUIRED_MESSAGE, REFUND_FAILED_MESSAGE, REPREPARE_FAILED_MESSAGE, UNPAID_VBANK_PARTIAL_MESSAGE } from '../../../../domain/order/order-messages';
import { paysInWindow } from '../../../../domain/order/repay-rules';
import type { OrderProduct } from './order-product.entity';

export function needsRefundAccount({ order, specification }: OwnOrder, plan: CancelPlan): boolean {
  return plan.refundPrice > 0 && specification.isVirtualAccount() && !order.refundAccount;
}

/** Refusals that depend on the whole order, shared by the preview and the cancel itself. */
export function refuseUnlessCancellable(
  own: OwnOrder,
  line: OrderProduct,
  plan: CancelPlan,
  event: Extract<LineEvent, 'cancel' | 'staffCancel'> = 'cancel',
): void {
  requireLineEvent(line, event);
  const issuedUnpaidVbank =
    line.status === OrderProductStatus.READY && own.specification.isVirtualAccount() && own.specification.vbankNum;
  if (issuedUnpaidVbank && !plan.closesOrder) throw invalidState(UNPAID_VBANK_PARTIAL_MESSAGE);
}

export async function reservedPointsOf(em: EntityManager, orderProductId: number): Promise<number> {
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
  const { order, line } = locked;
  const plan = planLineCancel(line, locked.lines);
  refuseUnlessCancellable(locked, line, plan);
  await refuseCampaignCancel(em, line.product.id, now);
  if (needsRefundAccount(locked, plan)) {
    throw invalidState(REFUND_ACCOUNT_REQUIRED_MESSAGE);
  }
  const refundable = await gatewayRefundable(em, order);

  await applyLineCancel(em, locked, line, plan, { reason: input.cancelReason, event: 'cancel', now });
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
export async function registerAmountLeft(payment: PaymentGateway, { order, specification }: OwnOrder, log: Logger): Promise<void> {
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

async function refundAtGateway(
  payment: PaymentGateway,
  own: OwnOrder,
  refund: { amount: number; refundable: number; reason: string },
  log: Logger,
): Promise<void> {
  const { order, specification } = own;
  const { impUid } = specification;
  if (!impUid) throw new Error(`Order ${order.id} is paid but has no PG payment to refund`);
  try {
    await sendGatewayRefund(payment, { impUid, ...refund, refundAccount: refundAccountOf(own) }, log, order.id);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw new AppError('EXTERNAL_SERVICE_ERROR', REFUND_FAILED_MESSAGE);
  }
}
