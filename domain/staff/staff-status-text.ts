import type { OrderProductStatus, ReviewStatus } from '../enums';

/** How staff screens and the command line name a line's status. */
export const LINE_STATUS_TEXT: Record<OrderProductStatus, string> = {
  READY: '결제 대기',
  PAID: '결제 완료',
  PREPARING: '상품 준비 중',
  DELIVERING: '배송 중',
  COMPLETED: '배송 완료',
  CANCELLED: '취소',
};

export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = {
  READY: '검토 대기',
  APPLIED: '승인',
  REJECT: '반려',
};
