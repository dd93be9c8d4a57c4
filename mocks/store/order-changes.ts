// What a buyer may change on an order while its lines are READY or PAID (PRODUCT.md "Orders and
// payment"): cancel a line (refund, points back, stock back), change its options, change the
// address, set the refund account.
import { z } from 'zod';
import { badUserInput, invalidState } from '../../backend/src/graphql/errors';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { BANKS } from '../scenarios/standard/reference';
import { saveUserDelivery, validateAddress } from './address';
import { optionDetailFor, optionInputsFor } from './cart';
import { giveStockBack, stockOf, takeStock } from './catalog';
import type { MockDb } from './db';
import { ownLine, ownOrder } from './orders';
import { dropReserved, refundPoints, reservedFor } from './points';
import { outOfStock } from './refusals';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

const STATUS_TEXT: Record<T.OrderProductStatus, string> = {
  READY: '결제 대기',
  PAID: '결제 완료',
  PREPARING: '상품 준비 중',
  DELIVERING: '배송 중',
  COMPLETED: '배송 완료',
  CANCELLED: '취소',
};

function assertChangeable(line: StoreOrderLine, action: string): void {
  if (line.status === 'CANCELLED') throw invalidState(`'${line.productName}' 상품은 이미 취소되었습니다.`);
  if (line.status !== 'READY' && line.status !== 'PAID') {
    throw invalidState(
      `'${line.productName}' 상품은 ${STATUS_TEXT[line.status]} 상태라 ${action}할 수 없습니다. 고객센터로 문의해 주세요.`,
    );
  }
}

interface CancelPlan {
  refundPrice: number;
  refundPoint: number;
  refundDeliveryFee: number;
  droppedReservedPoint: number;
  needsRefundAccount: boolean;
}

/**
 * What cancelling `line` gives back: its paidPrice (nothing when unpaid), the points on its goods,
 * and, when it is the last open line of its delivery group, the group's fee and the points on it.
 */
function planCancel(db: MockDb, order: StoreOrder, line: StoreOrderLine): CancelPlan {
  const paid = line.status === 'PAID';
  const goodsPoints = line.salePrice * line.count - line.paidPrice;
  let refundPrice = paid ? line.paidPrice : 0;
  let refundPoint = goodsPoints;
  let refundDeliveryFee = 0;
  const group = order.lines.filter((row) => row.deliveryTemplateId === line.deliveryTemplateId);
  const lastOpen = group.every((row) => row.id === line.id || row.status === 'CANCELLED');
  const feeLine = group.find((row) => row.deliveryFee > 0);
  if (lastOpen && feeLine) {
    const feePoints = feeLine.pointUsing - (feeLine.salePrice * feeLine.count - feeLine.paidPrice);
    refundDeliveryFee = feeLine.deliveryFee;
    refundPoint += feePoints;
    if (paid) refundPrice += feeLine.deliveryFee - feePoints;
  }
  return {
    refundPrice,
    refundPoint,
    refundDeliveryFee,
    droppedReservedPoint: reservedFor(db, line.id),
    needsRefundAccount: paid && order.specification.payMethod === 'vbank' && order.refundAccount === null,
  };
}

export function cancelPreview(db: MockDb, viewer: StoreMember | null, orderProductId: number): CancelPlan & { orderProductId: number } {
  const { order, line } = ownLine(db, viewer, orderProductId);
  assertChangeable(line, '취소');
  return { orderProductId, ...planCancel(db, order, line) };
}

export function cancelOrderProduct(db: MockDb, viewer: StoreMember | null, data: T.CancelOrderProductInput): StoreOrderLine {
  const { order, line } = ownLine(db, viewer, data.orderProductId);
  assertChangeable(line, '취소');
  const reason = data.cancelReason.trim();
  if (reason.length < 1 || reason.length > 200) throw badUserInput('취소 사유를 200자 이내로 입력해 주세요.', 'cancelReason');
  const plan = planCancel(db, order, line);
  if (plan.needsRefundAccount) {
    throw invalidState('가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해야 취소할 수 있습니다.');
  }
  line.status = 'CANCELLED';
  line.cancelReason = reason;
  line.cancelPrice = plan.refundPrice;
  order.cancelPrice += plan.refundPrice;
  dropReserved(db, line.id);
  refundPoints(db, order.userId, plan.refundPoint, { orderId: order.id, orderProductId: line.id });
  const product = db.product(line.productId);
  if (product) giveStockBack(product, db.optionDetail(product, line.productOptionDetailId), line.count);
  if (order.lines.every((row) => row.status === 'CANCELLED')) {
    order.specification.status = 'CANCELLED';
    if (order.specification.paymentStatus === 'paid') order.specification.paymentStatus = 'cancelled';
    order.expiresAt = null;
  }
  return line;
}

export function updateOrderProductOptions(
  db: MockDb,
  viewer: StoreMember | null,
  data: T.UpdateOrderProductOptionsInput,
): StoreOrderLine {
  const { line } = ownLine(db, viewer, data.orderProductId);
  assertChangeable(line, '옵션 변경');
  const product = db.product(line.productId);
  if (!product) throw invalidState(`'${line.productName}' 상품은 판매가 종료되어 옵션을 바꿀 수 없습니다.`);
  const current = db.optionDetail(product, line.productOptionDetailId);
  const next = data.productOptionDetailId === undefined ? current : optionDetailFor(product, data.productOptionDetailId);
  if ((next?.price ?? 0) !== (current?.price ?? 0)) {
    throw badUserInput('가격이 같은 옵션으로만 바꿀 수 있습니다. 다른 가격의 옵션은 취소한 뒤 다시 주문해 주세요.', 'productOptionDetailId');
  }
  if (next && current && next.id !== current.id) {
    if (stockOf(product, next) < line.count) throw outOfStock(`${product.name} (${optionText(next)})`, stockOf(product, next));
    giveStockBack(product, current, line.count);
    takeStock(product, next, line.count);
  }
  if (data.productOptionInputs != null) {
    const [input0 = null, input1 = null, input2 = null] = optionInputsFor(product, data.productOptionInputs);
    line.productOptionInput0 = input0;
    line.productOptionInput1 = input1;
    line.productOptionInput2 = input2;
  }
  line.productOptionDetailId = next?.id ?? null;
  line.optionText = optionText(next);
  return line;
}

export function updateOrderDelivery(db: MockDb, viewer: StoreMember | null, data: T.UpdateOrderDeliveryInput): StoreOrder {
  const order = ownOrder(db, viewer, data.orderId);
  const open = order.lines.filter((line) => line.status !== 'CANCELLED');
  if (open.length === 0) throw invalidState('취소된 주문은 배송지를 바꿀 수 없습니다.');
  for (const line of open) assertChangeable(line, '배송지 변경');
  if (order.delivery === null) throw invalidState('단체 수령 주문은 배송지를 바꿀 수 없습니다. 수령 장소는 상품 안내를 확인해 주세요.');
  const fields = validateAddress(data.delivery);
  order.delivery = { id: order.delivery.id, ...fields };
  if (data.delivery.saveAsDefault) saveUserDelivery(db, order.userId, fields);
  return order;
}

const refundAccountSchema = z.object({
  refundBankCode: z.string().refine((code) => BANKS.some((bank) => bank.code === code), '환불받을 은행을 다시 선택해 주세요.'),
  refundAccount: z
    .string()
    .trim()
    .refine(
      (account) => /^[\d-]+$/.test(account) && account.replace(/-/g, '').length >= 8 && account.replace(/-/g, '').length <= 20,
      '계좌번호를 숫자로 정확히 입력해 주세요.',
    ),
  refundHolder: z.string().trim().min(1, '예금주 이름을 입력해 주세요.').max(20, '예금주 이름은 20자까지 입력할 수 있습니다.'),
});

export function updateRefundAccount(db: MockDb, viewer: StoreMember | null, data: T.UpdateRefundAccountInput): StoreOrder {
  const order = ownOrder(db, viewer, data.orderId);
  const parsed = refundAccountSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badUserInput(issue?.message ?? '환불 계좌를 다시 확인해 주세요.', String(issue?.path[0] ?? 'refundAccount'));
  }
  order.refundBankCode = parsed.data.refundBankCode;
  order.refundBankName = BANKS.find((bank) => bank.code === parsed.data.refundBankCode)?.name ?? null;
  order.refundAccount = parsed.data.refundAccount;
  order.refundHolder = parsed.data.refundHolder;
  return order;
}
