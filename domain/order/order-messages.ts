/*
 * What the buyer is told about orders and changes to them, over plain values (no ORM), so that
 * the order services and the mocked API word every refusal alike.
 */

export const ORDER_NOT_FOUND_MESSAGE = '주문을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';
export const LINE_NOT_FOUND_MESSAGE = '주문 상품을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';
export const OTHER_MEMBER_ORDERS_MESSAGE = '다른 회원의 주문 내역은 볼 수 없어요.';

export const REFUND_ACCOUNT_REQUIRED_MESSAGE =
  '가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해 주세요. 주문 상세에서 환불 계좌를 등록한 뒤 다시 취소해 주세요.';
export const UNPAID_VBANK_PARTIAL_MESSAGE =
  '입금 전인 가상계좌 주문은 입금할 금액을 바꿀 수 없어 일부 상품만 취소할 수 없어요. 입금 기한까지 입금하지 않으면 주문 전체가 자동으로 취소되고, 입금 후에는 상품별로 취소할 수 있어요.';
export const REPREPARE_FAILED_MESSAGE =
  '남은 상품의 결제 금액을 결제 서비스에 알리지 못해 취소하지 못했어요. 잠시 후 다시 시도해 주세요.';
export const REFUND_FAILED_MESSAGE =
  '결제 취소를 처리하지 못했어요. 잠시 후 다시 시도해 주세요. 계속 안 되면 고객센터로 문의해 주세요.';

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

export const NOT_VBANK_MESSAGE =
  '환불 계좌는 가상계좌로 결제한 주문에만 등록할 수 있어요. 다른 결제 수단은 결제한 수단으로 환불돼요.';
export const ALL_CANCELLED_REFUND_MESSAGE = '이미 모두 취소된 주문이라 환불 계좌를 등록할 필요가 없어요.';

/** Why an unpaid order was cancelled when its payment deadline passed (the expiry job). */
export const EXPIRED_ORDER_REASON = '결제 기한이 지나 주문이 자동으로 취소되었어요.';
