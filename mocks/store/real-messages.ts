// Sentences and figures of backend modules that import MikroORM, copied because the mocked API
// runs in the browser. Pure backend modules (cart-rules, place-order-pricing, place-order-input,
// order-cancel-plan, review-input, sandbox-checkout-url …) are imported instead. real-messages.test.ts
// compares every copy the backend exports with the original, so a change there fails here.
import { CART_LIMITS } from '../../backend/src/modules/cart/cart-rules';

// cart/cart-validation.ts, cart/cart.service.ts
export const CART_LINE_NOT_FOUND_MESSAGE = '장바구니에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.';
export const CART_FULL_MESSAGE = `장바구니에는 상품을 ${CART_LIMITS.maxLines}개까지 담을 수 있습니다. 담긴 상품을 정리한 뒤 다시 담아 주세요.`;
export const ORDER_NOTHING_SELECTED = '주문할 상품을 선택해 주세요.';
export const REMOVE_NOTHING_SELECTED = '삭제할 상품을 선택해 주세요.';

// catalog/product.service.ts
export const PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없습니다. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.';

// order/order-query.service.ts
export const ORDER_NOT_FOUND_MESSAGE = '주문을 찾을 수 없습니다. 주문 내역에서 다시 확인해 주세요.';
export const LINE_NOT_FOUND_MESSAGE = '주문 상품을 찾을 수 없습니다. 주문 내역에서 다시 확인해 주세요.';
export const OTHER_MEMBER_ORDERS_MESSAGE = '다른 회원의 주문 내역은 볼 수 없습니다.';

// order/place-order.service.ts
export const DELIVERY_REQUIRED_MESSAGE = '배송지를 입력해 주세요. 단체 수령 상품만 주문할 때만 배송지를 비워 둘 수 있습니다.';
export const POINT_METHOD_REQUIRED_MESSAGE = '포인트로 전액 결제할 때는 결제 수단을 포인트 결제로 선택해 주세요.';
export const POINT_METHOD_REFUSED_MESSAGE = '포인트 결제는 포인트로 전액을 낼 때만 선택할 수 있습니다. 다른 결제 수단을 골라 주세요.';
export const pointsOverPayableMessage = (payable: number) =>
  `결제할 금액(${payable.toLocaleString('ko-KR')}원)보다 많은 포인트는 사용할 수 없습니다.`;
export const pgMinimumMessage = (minimum: number) =>
  `카드 등으로 결제할 금액은 ${minimum}원 이상이어야 합니다. 포인트를 조금 덜 쓰거나 전액 포인트로 결제해 주세요.`;

// order/pay-order.service.ts
export const VERIFICATION_FAILED_MESSAGE =
  '결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했습니다. 결제된 금액이 있다면 자동으로 취소되며, 궁금한 점은 고객센터로 문의해 주세요.';
export const PAYMENT_NOT_FOUND_MESSAGE = '결제 내역을 찾지 못했습니다. 결제를 다시 진행해 주세요.';
export const PAID_TOO_LATE_MESSAGE =
  '결제 기한이 지나 주문이 취소되었습니다. 결제하신 금액은 자동으로 환불되며, 상품은 다시 주문해 주세요.';
export const IMP_UID_MESSAGE = '결제 번호가 올바르지 않습니다. 결제를 다시 진행해 주세요.';
export const MERCHANT_UID_MESSAGE = '주문 번호가 없습니다. 주문 내역에서 다시 확인해 주세요.';

// order/payment.service.ts, jobs/expire-unpaid-orders.ts, adapters/payment/fake-portone-payment.ts
export const failedPaymentReason = (failReason: string | null) => `결제 실패${failReason ? `: ${failReason}` : ''}`;
export const SANDBOX_FAIL_REASON = '사용자가 결제를 취소했습니다.';
export const EXPIRED_ORDER_REASON = '결제 기한이 지나 주문이 자동으로 취소되었습니다.';

// order/order-cancel.service.ts
export const REFUND_ACCOUNT_REQUIRED_MESSAGE =
  '가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해 주세요. 주문 상세에서 환불 계좌를 등록한 뒤 다시 취소해 주세요.';
export const UNPAID_VBANK_PARTIAL_MESSAGE =
  '입금 전인 가상계좌 주문은 입금할 금액을 바꿀 수 없어 일부 상품만 취소할 수 없어요. 입금 기한까지 입금하지 않으면 주문 전체가 자동으로 취소되고, 입금 후에는 상품별로 취소할 수 있어요.';
export const CANCEL_REASON_MESSAGE = '취소 사유를 2~200자로 입력해 주세요.';

// order/order-change.service.ts
export const OPTION_INPUT_MESSAGE = '입력 옵션은 1~20자로 입력해 주세요.';
export const NOTHING_TO_CHANGE_MESSAGE = '바꿀 옵션을 선택하거나 입력해 주세요.';
export const DETAIL_NOT_FOUND_MESSAGE = '선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.';
export const SAME_PRICE_ONLY_MESSAGE =
  '가격이 같은 옵션으로만 바꿀 수 있어요. 가격이 다른 옵션을 원하시면 이 상품을 취소한 뒤 다시 주문해 주세요.';
export const noOptionsMessage = (productName: string) => `'${productName}' 상품은 바꿀 수 있는 옵션이 없어요.`;
export const noInputsMessage = (productName: string) => `'${productName}' 상품에는 입력할 옵션이 없어요.`;
export const allInputsMessage = (keys: readonly string[]) => `${keys.join(', ')}을(를) 모두 입력해 주세요.`;
export const optionOutOfStockMessage = (label: string) => `'${label}' 옵션은 재고가 부족해요. 다른 옵션을 선택해 주세요.`;
export const CANCELLED_ORDER_DELIVERY_MESSAGE = '취소된 주문은 배송지를 바꿀 수 없어요.';
export const PICKUP_DELIVERY_MESSAGE =
  '단체 수령 상품은 정해진 수령 장소로 배송되어 배송지를 바꿀 수 없어요. 수령 장소는 상품 안내를 확인해 주세요.';

// order/order-guards.ts: why a line can no longer be changed by the buyer.
export type BuyerChange = 'cancel' | 'options' | 'delivery';
const CHANGE_TEXT: Record<BuyerChange, string> = { cancel: '취소할', options: '옵션을 바꿀', delivery: '배송지를 바꿀' };
const LATER_STATUS_TEXT: Partial<Record<string, string>> = {
  PREPARING: '상품 준비가 시작되어',
  DELIVERING: '배송이 시작되어',
  COMPLETED: '배송이 완료되어',
};
export function unchangeableMessage(productName: string, status: string, change: BuyerChange): string {
  if (status === 'CANCELLED') {
    return change === 'cancel'
      ? `'${productName}' 상품은 이미 취소되었어요.`
      : `'${productName}' 상품은 취소되어 ${CHANGE_TEXT[change]} 수 없어요.`;
  }
  const why = LATER_STATUS_TEXT[status] ?? '처리가 진행되어';
  return `'${productName}' 상품은 ${why} ${CHANGE_TEXT[change]} 수 없어요. 고객센터로 문의해 주세요.`;
}

// order/refund-account.service.ts
export const ACCOUNT_MESSAGE = '계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)';
export const HOLDER_MESSAGE = '예금주 이름은 2~20자로 입력해 주세요.';
export const BANK_REQUIRED_MESSAGE = '환불받을 은행을 선택해 주세요.';
export const BANK_UNKNOWN_MESSAGE = '환불받을 은행을 목록에서 다시 선택해 주세요.';
export const NOT_VBANK_MESSAGE = '환불 계좌는 가상계좌로 결제한 주문에만 등록할 수 있어요. 다른 결제 수단은 결제한 수단으로 환불돼요.';
export const ALL_CANCELLED_REFUND_MESSAGE = '이미 모두 취소된 주문이라 환불 계좌를 등록할 필요가 없어요.';

// point/point-ledger.ts, point/point.service.ts
export const TEXT_REVIEW_POINTS = 300;
export const PHOTO_REVIEW_POINTS = 500;
export const SIGNUP_POINTS = 1_000;
export const RECOMMENDATION_POINTS = 1_000;
export const EXPIRING_SOON_DAYS = 30;
/** floor(1% of the line's paid price). */
export const purchasePointsOf = (paidPrice: number) => Math.max(0, Math.floor(paidPrice / 100));
export const insufficientPointsMessage = (balance: number) =>
  `포인트가 부족합니다. 지금 사용할 수 있는 포인트는 ${balance.toLocaleString('ko-KR')}P예요. 사용할 포인트를 줄여 주세요.`;
export const OTHER_MEMBER_POINTS_MESSAGE = '다른 회원의 포인트 내역은 볼 수 없습니다.';

// review/review-writing.service.ts, review/review.service.ts, review/review-type.service.ts
export const REVIEW_NOT_FOUND_MESSAGE = '리뷰를 찾을 수 없습니다. 삭제되었거나 아직 공개되지 않은 리뷰일 수 있어요.';
export const REVIEW_LINE_NOT_FOUND_MESSAGE = '리뷰를 쓸 주문 상품을 찾을 수 없습니다. 주문 내역에서 다시 확인해 주세요.';
export const ALREADY_REVIEWED_MESSAGE = '이미 리뷰를 작성한 상품입니다. 내 리뷰에서 확인하거나 수정해 주세요.';
export const NOT_DELIVERED_MESSAGE = '배송이 완료된 상품만 리뷰를 쓸 수 있어요. 배송 완료 후 다시 시도해 주세요.';
export const REVIEW_WINDOW_OVER_MESSAGE = '리뷰 작성 기간(배송 완료 후 90일)이 지나 리뷰를 쓸 수 없어요.';
export const APPLIED_REVIEW_MESSAGE = '이미 게시된 리뷰는 수정할 수 없어요. 고칠 내용이 있으면 고객센터로 문의해 주세요.';
export const REVIEW_TYPE_NOT_FOUND_MESSAGE = '리뷰 질문 유형을 찾을 수 없습니다.';
export const OTHER_MEMBER_REVIEWS_MESSAGE = '다른 회원의 리뷰 내역은 볼 수 없습니다.';
export const REVIEW_WINDOW_DAYS = 90;

// review/review-answers.ts
export const NO_QUESTIONS_MESSAGE = '이 상품의 리뷰에는 답할 질문이 없어요. 답을 지우고 다시 등록해 주세요.';
export const ONE_ANSWER_EACH_MESSAGE = '질문마다 답을 하나씩만 선택해 주세요.';
export const UNKNOWN_QUESTION_MESSAGE = '이 상품에 없는 질문의 답이 있어요. 화면을 새로고침한 뒤 다시 선택해 주세요.';
export const answerMissingMessage = (question: string) => `'${question}' 질문에 답해 주세요.`;
export const answerInvalidMessage = (question: string) => `'${question}' 질문의 답을 다시 선택해 주세요.`;

// upload/upload.service.ts
export const NOT_OWN_PHOTO_MESSAGE = '직접 올린 사진만 사용할 수 있습니다. 사진을 다시 올려 주세요.';

// staff/staff-access.ts, staff-lines.service.ts, staff-reviews.service.ts, staff-stock.service.ts
export const STAFF_ONLY_MESSAGE = '생협 운영진만 사용할 수 있는 기능입니다. 운영진 계정으로 로그인해 주세요.';
export const STAFF_LINE_NOT_FOUND_MESSAGE = '주문 상품을 찾을 수 없습니다. 주문 상품 번호를 다시 확인해 주세요.';
export const COMPANY_NOT_FOUND_MESSAGE = '택배사를 다시 선택해 주세요.';
export const LINE_ID_MESSAGE = '주문 상품 번호를 숫자로 입력해 주세요.';
export const SHIPPING_NUMBER_MESSAGE = '송장 번호를 8~20자리 숫자로 정확히 입력해 주세요.';
export const CONFIRM_EXPECTED = '결제 완료 상태인 주문 상품만 주문 확인할 수 있습니다.';
export const SHIP_EXPECTED = '상품 준비 중인 주문 상품만 발송 처리할 수 있습니다. 먼저 주문 확인을 해 주세요.';
export const COMPLETE_PICKUP_EXPECTED = '단체 수령 주문 상품은 상품 준비 중이거나 배송 중일 때 완료 처리할 수 있습니다.';
export const COMPLETE_EXPECTED = '배송 중인 주문 상품만 완료 처리할 수 있습니다. 먼저 발송 처리를 해 주세요.';
export const STAFF_REVIEW_NOT_FOUND_MESSAGE = '리뷰를 찾을 수 없습니다. 리뷰 번호를 다시 확인해 주세요.';
export const FEEDBACK_MIN = 2;
export const FEEDBACK_MAX = 500;
export const ANSWER_MAX = 1_000;
export const MODERATE_STATUS_MESSAGE = '승인(APPLIED) 또는 반려(REJECT) 중 하나를 선택해 주세요.';
export const FEEDBACK_MESSAGE = `반려 사유를 ${FEEDBACK_MIN}~${FEEDBACK_MAX}자로 입력해 주세요. 회원에게 그대로 보여집니다.`;
export const REJECT_PINNED_MESSAGE = '반려하는 리뷰는 상단에 고정할 수 없습니다.';
export const ANSWER_EMPTY_MESSAGE = '답변 내용을 입력해 주세요.';
export const ANSWER_TOO_LONG_MESSAGE = `답변은 ${ANSWER_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`;
export const STOCK_PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없습니다. 상품 번호를 다시 확인해 주세요.';
export const MAX_STOCK = 100_000;
export const STOCK_COUNT_MESSAGE = '재고 수량은 0 이상의 정수로 입력해 주세요.';
export const STOCK_MAX_MESSAGE = `재고 수량은 ${MAX_STOCK.toLocaleString('ko-KR')}개 이하로 입력해 주세요.`;
export const NOT_THIS_PRODUCTS_OPTION_MESSAGE = '이 상품의 옵션이 아닙니다. 옵션을 다시 선택해 주세요.';
export const STOCK_BY_OPTION_MESSAGE = '옵션별로 재고를 관리하는 상품입니다. 재고를 바꿀 옵션을 선택해 주세요.';

// restock/restock.service.ts
export const RESTOCK_SIGN_IN_MESSAGE = '로그인이 필요합니다. 로그인한 뒤 재입고 알림을 신청해 주세요.';
export const ALREADY_SUBSCRIBED_MESSAGE = '이미 재입고 알림을 신청한 상품입니다. 입고되면 바로 알려 드릴게요.';
export const NOT_SOLD_OUT_MESSAGE = '아직 재고가 있는 상품이라 재입고 알림을 신청할 수 없습니다. 지금 바로 구매해 주세요.';
