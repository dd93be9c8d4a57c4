/*
 * Restock requests per option combination (docs/decisions/0059), shared by restock.service.ts and
 * the mocked API.
 */

export const RESTOCK_OPTION_NOT_FOUND_MESSAGE = '이 상품에 없는 옵션이에요. 옵션을 다시 골라 주세요.';
export const OPTION_NOT_SOLD_OUT_MESSAGE = '아직 재고가 있는 옵션이라 재입고 알림을 신청할 수 없어요. 지금 바로 구매해 주세요.';
export const ALREADY_SUBSCRIBED_OPTION_MESSAGE = '이미 이 옵션의 재입고 알림을 신청했어요. 입고되면 바로 알려 드릴게요.';
