/*
 * What a member is told about reviews, over plain values (no ORM), shared by the review services
 * and the mocked API.
 */

export const REVIEW_NOT_FOUND_MESSAGE = '리뷰를 찾을 수 없어요. 삭제되었거나 아직 공개되지 않은 리뷰일 수 있어요.';
export const REVIEW_LINE_NOT_FOUND_MESSAGE = '리뷰를 쓸 주문 상품을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.';
export const ALREADY_REVIEWED_MESSAGE = '이미 리뷰를 작성한 상품이에요. 내 리뷰에서 확인하거나 수정해 주세요.';
export const NOT_DELIVERED_MESSAGE = '배송이 완료된 상품만 리뷰를 쓸 수 있어요. 배송 완료 후 다시 시도해 주세요.';
export const REVIEW_WINDOW_OVER_MESSAGE = '리뷰 작성 기간(배송 완료 후 90일)이 지나 리뷰를 쓸 수 없어요.';
export const APPLIED_REVIEW_MESSAGE = '이미 게시된 리뷰는 수정할 수 없어요. 고칠 내용이 있으면 고객센터로 문의해 주세요.';
export const REVIEW_TYPE_NOT_FOUND_MESSAGE = '리뷰 질문 유형을 찾을 수 없어요.';
export const OTHER_MEMBER_REVIEWS_MESSAGE = '다른 회원의 리뷰 내역은 볼 수 없어요.';

/**
 * The one name for a review's size, in the form that asks it and on the product page that shows
 * it: the size the reviewer bought (schema/review.graphql `ReviewUserSize.size`), not a "usual" size.
 */
export const REVIEW_SIZE_TERM = '구매한 사이즈';
