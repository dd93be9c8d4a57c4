// What a buyer may change on an order while its lines are READY or PAID (docs/product-rules.md
// #buyer-changes, docs/decisions/0018-order-changes.md): cancel a line with the backend's own refund
// arithmetic (order-cancel-plan.ts), change its options or the address, set the refund account,
// with the backend's input schemas (order-input.ts), rules (order-line-rules.ts) and sentences
// (order-messages.ts), in the real services' order of refusals.
import { AppError, badUserInput, invalidState } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { planLineCancel, type CancelPlan } from '../../domain/order/order-cancel-plan';
import { bankNameOf, cancelInput, optionsInput, refundAccountInput } from '../../domain/order/order-input';
import { nextLineStatus, requireBuyerLineChange, requireLineEvent, type LineEvent } from '../../domain/order/line-process';
import { optionInputSlots } from '../../domain/cart/cart-input';
import { buyerLineOf, noteSheetChange } from './production';
import { linePointsOf } from '../../domain/order/order-line-rules';
import {
  ALL_CANCELLED_REFUND_MESSAGE,
  allInputsMessage,
  CANCELLED_ORDER_DELIVERY_MESSAGE,
  DETAIL_NOT_FOUND_MESSAGE,
  noInputsMessage,
  noOptionsMessage,
  NOT_VBANK_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  optionOutOfStockMessage,
  PICKUP_DELIVERY_MESSAGE,
  REFUND_ACCOUNT_REQUIRED_MESSAGE,
  SAME_PRICE_ONLY_MESSAGE,
  UNPAID_VBANK_PARTIAL_MESSAGE,
} from '../../domain/order/order-messages';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { saveUserDelivery, validateOrderAddress } from './address';
import { giveStockBack, stockOf, takeStock } from './catalog';
import { refuseSwapOverCap } from './campaigns';
import type { MockDb } from './db';
import { ownLine, ownOrder } from './orders';
import { dropReservedPoints, reservedFor, returnUsedPoints } from './points';
import { requireViewer } from './refusals';
import { returnStock } from './restock';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

/** A line as order-cancel-plan.ts reads an OrderProduct. */
export function plannedLine(line: StoreOrderLine) {
  const points = linePointsOf(line);
  return {
    id: line.id,
    status: line.status,
    paidPrice: line.paidPrice,
    deliveryFee: line.deliveryFee,
    deliveryTemplate: { id: line.deliveryTemplateId },
    isCancelled: () => line.status === 'CANCELLED',
    goodsPointUsing: () => points.goodsPointUsing,
    feePointUsing: () => points.feePointUsing,
    feePaidPrice: () => points.feePaidPrice,
  };
}

function planOf(order: StoreOrder, line: StoreOrderLine): CancelPlan {
  return planLineCancel(plannedLine(line), order.lines.map(plannedLine));
}

/** Refusals that depend on the whole order, shared by the preview and the cancel itself. */
export function refuseUnlessCancellable(
  order: StoreOrder,
  line: StoreOrderLine,
  plan: CancelPlan,
  event: Extract<LineEvent, 'cancel' | 'staffCancel'> = 'cancel',
): void {
  requireLineEvent(line, event);
  const spec = order.specification;
  const issuedUnpaidVbank = line.status === 'READY' && spec.payMethod === 'vbank' && spec.vbankNum;
  if (issuedUnpaidVbank && !plan.closesOrder) throw invalidState(UNPAID_VBANK_PARTIAL_MESSAGE);
}

export const needsRefundAccount = (order: StoreOrder, plan: CancelPlan) =>
  plan.refundPrice > 0 && order.specification.payMethod === 'vbank' && !order.refundAccount;

export function cancelPreview(db: MockDb, viewer: StoreMember | null, orderProductId: number): Omit<T.CancelPreview, '__typename'> {
  const { order, line } = ownLine(db, viewer, orderProductId);
  const plan = planOf(order, line);
  refuseUnlessCancellable(order, line, plan);
  requireBuyerLineChange(buyerLineOf(db, line), 'cancel');
  return {
    orderProductId,
    refundPrice: plan.refundPrice,
    refundPoint: plan.refundPoint,
    refundDeliveryFee: plan.refundDeliveryFee,
    droppedReservedPoint: reservedFor(db, orderProductId),
    needsRefundAccount: needsRefundAccount(order, plan),
  };
}

/** Cancels a READY or PAID line: stock and used points back, reserved points dropped, a paid line refunded. */
export function cancelOrderProduct(db: MockDb, viewer: StoreMember | null, data: T.CancelOrderProductInput): StoreOrderLine {
  const member = requireViewer(viewer);
  const input = parseInput(cancelInput, data);
  const { order, line } = ownLine(db, member, input.orderProductId);
  const plan = planOf(order, line);
  refuseUnlessCancellable(order, line, plan);
  requireBuyerLineChange(buyerLineOf(db, line), 'cancel');
  if (needsRefundAccount(order, plan)) throw invalidState(REFUND_ACCOUNT_REQUIRED_MESSAGE);
  applyLineCancel(db, order, line, plan, { reason: input.cancelReason, event: 'cancel' });
  noteSheetChange(db, line.productId);
  return line;
}

/** One planned cancel written onto the order, as the backend's line-cancel.ts does it. */
export function applyLineCancel(
  db: MockDb,
  order: StoreOrder,
  line: StoreOrderLine,
  plan: CancelPlan,
  { reason, event }: { reason: string; event: Extract<LineEvent, 'cancel' | 'staffCancel'> },
): void {
  line.status = nextLineStatus(line, event);
  line.cancelReason = reason;
  line.cancelPrice = plan.refundPrice;
  order.cancelPrice += plan.refundPrice;
  order.paidPrice -= plan.unpaidDrop;
  if (plan.closesOrder) {
    order.specification.status = 'CANCELLED';
    order.expiresAt = null;
  }
  returnUsedPoints(db, order.userId, plan.refundPoint, { orderId: order.id, orderProductId: line.id });
  dropReservedPoints(db, line.id);
  returnStock(db, [line]);
}

/** Another combination of the same product at the same extra price, in stock for the line's count. */
function switchCombination(db: MockDb, line: StoreOrderLine, detailId: number): void {
  const product = db.product(line.productId);
  const current = product ? db.optionDetail(product, line.productOptionDetailId) : null;
  if (!product || !current) throw badUserInput(noOptionsMessage(line.productName), 'productOptionDetailId');
  if (detailId === current.id) return;
  const next = product.productOptionDetails.find((row) => row.id === detailId);
  if (!next) throw badUserInput(DETAIL_NOT_FOUND_MESSAGE, 'productOptionDetailId');
  if (next.price !== current.price) throw badUserInput(SAME_PRICE_ONLY_MESSAGE, 'productOptionDetailId');
  refuseSwapOverCap(db, product.id, next.id, line.count);
  if (stockOf(product, next) < line.count) {
    throw new AppError('OUT_OF_STOCK', optionOutOfStockMessage(`${line.productName} (${optionText(next)})`), {
      field: 'productOptionDetailId',
    });
  }
  takeStock(product, next, line.count);
  giveStockBack(product, current, line.count);
  line.productOptionDetailId = next.id;
  line.optionText = optionText(next);
}

/** The texts for the product's free-text fields, one per field, in their order. */
function rewriteInputs(db: MockDb, line: StoreOrderLine, texts: readonly string[]): void {
  const fields = [...(db.product(line.productId)?.productOptionInputs ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  if (fields.length === 0) throw badUserInput(noInputsMessage(line.productName), 'productOptionInputs');
  if (texts.length !== fields.length) throw badUserInput(allInputsMessage(fields.map((field) => field.key)), 'productOptionInputs');
  // The same rules as putting the line in the cart (length, characters, the product's own patterns).
  [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2] = optionInputSlots(fields, texts);
}

export function updateOrderProductOptions(db: MockDb, viewer: StoreMember | null, data: T.UpdateOrderProductOptionsInput): StoreOrderLine {
  const member = requireViewer(viewer);
  const input = parseInput(optionsInput, data);
  if (input.productOptionDetailId == null && input.productOptionInputs == null) {
    throw badUserInput(NOTHING_TO_CHANGE_MESSAGE, 'productOptionDetailId');
  }
  const { line } = ownLine(db, member, input.orderProductId);
  requireBuyerLineChange(buyerLineOf(db, line), 'changeOptions');
  if (input.productOptionDetailId != null) switchCombination(db, line, input.productOptionDetailId);
  if (input.productOptionInputs != null) rewriteInputs(db, line, input.productOptionInputs);
  noteSheetChange(db, line.productId);
  return line;
}

/** A new address while every live line is READY or PAID (group pickups have none to change). */
export function updateOrderDelivery(db: MockDb, viewer: StoreMember | null, data: T.UpdateOrderDeliveryInput): StoreOrder {
  const member = requireViewer(viewer);
  const { saveAsDefault, ...address } = validateOrderAddress(data.delivery);
  const order = ownOrder(db, member, data.orderId);
  const live = order.lines.filter((line) => line.status !== 'CANCELLED');
  if (live.length === 0) throw invalidState(CANCELLED_ORDER_DELIVERY_MESSAGE);
  for (const line of live) requireLineEvent(line, 'changeDelivery');
  if (order.delivery === null) throw invalidState(PICKUP_DELIVERY_MESSAGE);
  order.delivery = { id: order.delivery.id, ...address };
  if (saveAsDefault) saveUserDelivery(db, order.userId, address);
  return order;
}

/** Where a virtual-account order's refunds go; only for such orders that are not fully cancelled. */
export function updateRefundAccount(db: MockDb, viewer: StoreMember | null, data: T.UpdateRefundAccountInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(refundAccountInput, data);
  const order = ownOrder(db, member, input.orderId);
  if (order.specification.payMethod !== 'vbank') throw invalidState(NOT_VBANK_MESSAGE);
  if (order.specification.status === 'CANCELLED') throw invalidState(ALL_CANCELLED_REFUND_MESSAGE);
  order.refundBankCode = input.refundBankCode;
  order.refundBankName = bankNameOf(input.refundBankCode);
  order.refundAccount = input.refundAccount;
  order.refundHolder = input.refundHolder;
  return order;
}
