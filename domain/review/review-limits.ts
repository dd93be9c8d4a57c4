// docs/product-rules.md#reviews: rating 1-5, text 10-1,000 characters, up to 5 images, optional size,
// height 100-250 cm and weight 20-300 kg. Free of zod so that the review form imports the same
// figures and sentences without shipping the schemas (review-input.ts builds them from these).

export const REVIEW_LIMITS = {
  noteMin: 10,
  noteMax: 1000,
  maxImages: 5,
  sizeMax: 20,
  height: { min: 100, max: 250 },
  weight: { min: 20, max: 300 },
} as const;

export const RATING_MESSAGE = '별점을 1~5점 중에서 선택해 주세요.';
export const NOTE_TOO_SHORT_MESSAGE = `리뷰는 ${REVIEW_LIMITS.noteMin}자 이상 써 주세요.`;
export const NOTE_TOO_LONG_MESSAGE = `리뷰는 ${REVIEW_LIMITS.noteMax.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`;
export const PHOTO_CAP_MESSAGE = `사진은 ${REVIEW_LIMITS.maxImages}장까지 올릴 수 있어요.`;
export const SIZE_MESSAGE = `사이즈는 ${REVIEW_LIMITS.sizeMax}자까지 입력할 수 있어요.`;
export const HEIGHT_MESSAGE = `키는 ${REVIEW_LIMITS.height.min}~${REVIEW_LIMITS.height.max}cm 사이의 숫자로 입력해 주세요.`;
export const WEIGHT_MESSAGE = `몸무게는 ${REVIEW_LIMITS.weight.min}~${REVIEW_LIMITS.weight.max}kg 사이의 숫자로 입력해 주세요.`;
