/*
 * What a member is told about restock notifications, over plain values (no ORM), shared by
 * restock.service.ts and the mocked API.
 */

export const RESTOCK_SIGN_IN_MESSAGE = '로그인이 필요해요. 로그인한 뒤 재입고 알림을 신청해 주세요.';
export const ALREADY_SUBSCRIBED_MESSAGE = '이미 재입고 알림을 신청한 상품이에요. 입고되면 바로 알려 드릴게요.';
export const NOT_SOLD_OUT_MESSAGE = '아직 재고가 있는 상품이라 재입고 알림을 신청할 수 없어요. 지금 바로 구매해 주세요.';
