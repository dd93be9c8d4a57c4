import type { OrderCancelRequestStatus, StaffRefundStatus } from '../enums';

/*
 * What staff and members are told by the cancellations and refunds desk (docs/decisions/0052),
 * shared by the backend, the mocked API and the screens.
 */

export const ONE_ORDER_ONLY_MESSAGE = '한 번에 한 주문의 상품만 함께 취소할 수 있어요. 주문별로 나눠서 취소해 주세요.';
export const STAFF_REFUND_ACCOUNT_REQUIRED_MESSAGE =
  '가상계좌로 결제한 주문인데 환불받을 계좌가 없어요. 회원에게 받은 환불 계좌를 입력한 뒤 다시 취소해 주세요.';
export const REFUND_NOT_FOUND_MESSAGE = '환불 내역을 찾을 수 없어요. 환불 번호를 다시 확인해 주세요.';
export const REFUND_ALREADY_DONE_MESSAGE = '이미 환불을 마친 건이에요. 목록을 새로고침해 주세요.';
export const REFUND_MISMATCH_ERROR =
  '결제사의 남은 금액이 주문 기록과 맞지 않아 보내지 않았어요. 결제사 관리자 화면에서 환불 내역을 확인해 주세요.';
export const REFUND_LOOKUP_ERROR = '결제사에서 결제 정보를 읽지 못해 보내지 않았어요. 잠시 후 다시 시도해 주세요.';

export const CANCEL_REQUEST_NOT_FOUND_MESSAGE = '취소 요청을 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const CANCEL_REQUEST_ONLY_PREPARING_MESSAGE =
  '취소 요청은 상품 준비 중인 상품에만 보낼 수 있어요. 결제 완료 상태라면 바로 취소할 수 있어요.';
export const CANCEL_REQUEST_OPEN_MESSAGE = '이 상품은 이미 취소 요청을 보냈어요. 운영진의 답변을 기다려 주세요.';
export const CANCEL_REQUEST_CLOSED_MESSAGE = '이미 처리된 취소 요청이에요. 목록을 새로고침해 주세요.';
export const CANCEL_REQUEST_SHIPPED_MESSAGE =
  '상품이 이미 발송되어 취소 요청을 승인할 수 없어요. 거절하고 반품 안내를 답변으로 남겨 주세요.';

/** The staff's cancel summary for the audit log (해요체 past). */
export const lineCancelledSummary = (productName: string, refundPrice: number) =>
  `'${productName}' 상품을 취소했어요 (환불 ${refundPrice.toLocaleString('ko-KR')}원).`;

/** Korean names of the refund's status, for the desk. */
export const REFUND_STATUS_TEXT = { PENDING: '환불 중', DONE: '환불 완료', FAILED: '환불 실패' } as const satisfies Record<
  StaffRefundStatus,
  string
>;
export const CANCEL_REQUEST_STATUS_TEXT = {
  REQUESTED: '답변 대기',
  APPROVED: '취소 승인',
  REFUSED: '취소 거절',
  WITHDRAWN: '요청 철회',
} as const satisfies Record<OrderCancelRequestStatus, string>;
