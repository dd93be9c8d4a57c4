import { z } from 'zod';
import { ReviewStatus } from '../enums';
import { invalidState, type AppError } from '../errors/errors';
import { answerInput } from '../staff/staff-input';

/*
 * The staff review queue (ADR 0053): which reviews a filter names, and the decisions on one review
 * beyond apply/reject (pin, edit an answer), over plain values so the API and the mocked API
 * filter, refuse and change alike.
 */

export const RATING_FILTER_MESSAGE = '별점은 1~5 중에서 골라 주세요.';
export const PIN_NEEDS_APPLIED_MESSAGE = '공개된 리뷰만 상단에 고정할 수 있어요. 먼저 승인해 주세요.';
export const REVIEW_ANSWER_NOT_FOUND_MESSAGE = '답변을 찾을 수 없어요. 새로고침한 뒤 다시 확인해 주세요.';

const id = (error: string) => z.number({ error }).int({ error }).positive({ error });

export const reviewQueueInput = z.object({
  status: z
    .enum(ReviewStatus, { error: '리뷰 상태는 READY, APPLIED, REJECT 중 하나로 골라 주세요.' })
    .nullish()
    .transform((value) => value ?? ReviewStatus.READY),
  productId: id('상품 번호를 숫자로 입력해 주세요.').nullish(),
  hasPhotos: z.boolean().nullish(),
  rating: z.number({ error: RATING_FILTER_MESSAGE }).int({ error: RATING_FILTER_MESSAGE }).min(1, { error: RATING_FILTER_MESSAGE }).max(5, { error: RATING_FILTER_MESSAGE }).nullish(),
  page: z.number().nullish(),
});

export type ReviewQueueFilter = z.output<typeof reviewQueueInput>;

/** The fields a queue filter reads of a review. */
export interface QueuedReview {
  status: ReviewStatus;
  productId: number;
  images: readonly string[];
  rating: number;
}

/** Whether a review matches the filter's product, photos and rating (the status is the tab). */
export function matchesQueueFilter(review: QueuedReview, filter: Omit<ReviewQueueFilter, 'status' | 'page'>): boolean {
  if (filter.productId != null && review.productId !== filter.productId) return false;
  if (filter.hasPhotos != null && review.images.length > 0 !== filter.hasPhotos) return false;
  if (filter.rating != null && review.rating !== filter.rating) return false;
  return true;
}

/** The queue's order: waiting reviews oldest first (fair to members); decided ones newest first. */
export function queueOrder(status: ReviewStatus): 'asc' | 'desc' {
  return status === ReviewStatus.READY ? 'asc' : 'desc';
}

export const pinInput = z.object({
  reviewId: id('리뷰 번호를 숫자로 입력해 주세요.'),
  pinned: z.boolean({ error: '상단 고정 여부를 골라 주세요.' }),
});

/** Only a shown review can sit at the top of the product page. */
export function checkPinnable(review: { status: ReviewStatus }, pinned: boolean): AppError | null {
  return pinned && review.status !== ReviewStatus.APPLIED ? invalidState(PIN_NEEDS_APPLIED_MESSAGE) : null;
}

export const editAnswerInput = z.object({
  reviewCommentId: id('답변 번호를 숫자로 입력해 주세요.'),
  content: answerInput.shape.content,
});

/** Whether a moderation changed anything worth an audit row (a repeated apply changes nothing). */
export function moderationChanged(
  before: { status: ReviewStatus; pinned: boolean; feedback?: string | null },
  after: { status: ReviewStatus; pinned: boolean; feedback?: string | null },
): boolean {
  return before.status !== after.status || before.pinned !== after.pinned || (before.feedback ?? null) !== (after.feedback ?? null);
}
