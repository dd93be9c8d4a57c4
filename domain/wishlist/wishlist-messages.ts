/*
 * What a member is told about the wishlist (찜), over plain values (no ORM), shared by
 * wishlist.service.ts, the mocked API and the screens (docs/decisions/0059).
 */

export const WISH_SIGN_IN_MESSAGE = '로그인하면 찜할 수 있어요. 로그인한 뒤 다시 눌러 주세요.';
export const WISH_ADDED_MESSAGE = '찜했어요. 마이페이지 > 찜한 상품에서 볼 수 있어요.';
export const WISH_REMOVED_MESSAGE = '찜을 해제했어요.';
