import { OrderCancelRequestStatus, StaffAuditObjectType, type OrderProductStatus, type StaffRefundStatus } from '../enums';
import type { CancelPlan } from '../order/order-cancel-plan';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';
import { lineCancelledSummary, REFUND_STATUS_TEXT } from './refund-desk-messages';

/*
 * The refunds desk's audit entries (docs/decisions/0052), written once for the API and the mocked
 * API; each is an ORDER_PRODUCT row on the line, so the order page's history shows it.
 */

export function staffCancelAudit(
  line: { id: number; productName: string; status: OrderProductStatus },
  before: OrderProductStatus,
  plan: CancelPlan,
  reason: string,
): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.ORDER_PRODUCT,
    objectId: line.id,
    action: 'orderProduct.staffCancel',
    summary: lineCancelledSummary(line.productName, plan.refundPrice),
    before: { status: before },
    after: { status: line.status, cancelPrice: plan.refundPrice, refundPoint: plan.refundPoint },
    reason,
  };
}

export function refundRetryAudit(
  refund: { id: number; amount: number; status: StaffRefundStatus; lastError: string | null },
  lineId: number,
  before: StaffRefundStatus | null,
): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.ORDER_PRODUCT,
    objectId: lineId,
    action: 'refund.retry',
    summary: `환불 ${refund.amount.toLocaleString('ko-KR')}원을 다시 보냈어요 (${REFUND_STATUS_TEXT[refund.status]}).`,
    before: { refundId: refund.id, status: before },
    after: { refundId: refund.id, status: refund.status, lastError: refund.lastError },
  };
}

export function cancelRequestRefusedAudit(line: { id: number; productName: string }, answer: string): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.ORDER_PRODUCT,
    objectId: line.id,
    action: 'cancelRequest.refuse',
    summary: `'${line.productName}' 상품의 취소 요청을 거절했어요.`,
    before: { cancelRequest: OrderCancelRequestStatus.REQUESTED },
    after: { cancelRequest: OrderCancelRequestStatus.REFUSED },
    reason: answer,
  };
}
