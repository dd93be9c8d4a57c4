import { StaffAuditObjectType, type MessageStatus, type OrderProductStatus, type ReviewStatus } from '../enums';
import type { AuditSnapshot } from './staff-audit';

/*
 * The audit entries of the order desk's steps, written once for the API and the mocked API: what
 * each step is called, its Korean sentence, and which fields it records before and after.
 */

export interface StaffAuditEntryDraft {
  objectType: StaffAuditObjectType;
  objectId: number;
  action: string;
  summary: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
  reason?: string | null;
}

export type LineStep = 'confirm' | 'ship' | 'complete' | 'completePickup';

const LINE_STEP_SUMMARY: Record<LineStep, { action: string; summary: string }> = {
  confirm: { action: 'orderProduct.confirm', summary: '주문을 확인했어요' },
  ship: { action: 'orderProduct.ship', summary: '발송 처리했어요' },
  complete: { action: 'orderProduct.complete', summary: '배송 완료로 처리했어요' },
  completePickup: { action: 'orderProduct.complete', summary: '수령 완료로 처리했어요' },
};

export function lineStepAudit(
  line: { id: number; status: OrderProductStatus },
  before: OrderProductStatus,
  step: LineStep,
  shipping?: { company: string; shippingNumber: string },
): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.ORDER_PRODUCT,
    objectId: line.id,
    ...LINE_STEP_SUMMARY[step],
    before: { status: before },
    after: { status: line.status, ...(shipping ? { orderDeliveryCompany: shipping.company, shippingNumber: shipping.shippingNumber } : {}) },
  };
}

export function stockAudit(productId: number, productOptionDetailId: number | null | undefined, before: number, after: number): StaffAuditEntryDraft {
  const option = productOptionDetailId != null ? { productOptionDetailId } : {};
  return {
    objectType: StaffAuditObjectType.PRODUCT,
    objectId: productId,
    action: 'product.stock',
    summary: '재고를 바꿨어요',
    before: { ...option, stock: before },
    after: { ...option, stock: after },
  };
}

interface ModeratedReview {
  id: number;
  status: ReviewStatus;
  pinned: boolean;
  feedback?: string | null;
}

const moderationFields = (review: ModeratedReview) => ({ status: review.status, pinned: review.pinned, feedback: review.feedback ?? null });

/** Call with the review as it was, then pass the result the review as it is now. */
export function reviewModerationAudit(before: ModeratedReview): (after: ModeratedReview) => StaffAuditEntryDraft {
  const was = moderationFields(before);
  return (after) => ({
    objectType: StaffAuditObjectType.REVIEW,
    objectId: after.id,
    action: 'review.moderate',
    summary: after.status === 'REJECT' ? '리뷰를 반려했어요' : '리뷰를 공개했어요',
    before: was,
    after: moderationFields(after),
  });
}

export function reviewAnswerAudit(reviewId: number, answer: string): StaffAuditEntryDraft {
  return { objectType: StaffAuditObjectType.REVIEW, objectId: reviewId, action: 'review.answer', summary: '리뷰에 답글을 달았어요', after: { answer } };
}

export function reviewPinAudit(reviewId: number, before: boolean, after: boolean): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.REVIEW,
    objectId: reviewId,
    action: 'review.pin',
    summary: after ? '리뷰를 상단에 고정했어요' : '리뷰 고정을 풀었어요',
    before: { pinned: before },
    after: { pinned: after },
  };
}

export function reviewAnswerEditAudit(reviewId: number, commentId: number, before: string, after: string): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.REVIEW,
    objectId: reviewId,
    action: 'review.answer.edit',
    summary: '리뷰 답글을 고쳤어요',
    before: { commentId, answer: before },
    after: { commentId, answer: after },
  };
}

export function messageResendAudit(messageId: number, after: MessageStatus): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.MESSAGE,
    objectId: messageId,
    action: 'message.resend',
    summary: '실패한 알림을 다시 보냈어요',
    before: { status: 'FAILED' },
    after: { status: after },
  };
}
