import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { ReviewStatus } from '../../db/enums';
import { notFound } from '../../graphql/errors';
import { pageWindow, parseInput } from '../../graphql/input';
import { User } from '../account/user.entity';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { grantReviewPoints } from '../point/point-ledger';
import { ReviewComment } from '../review/review-comment.entity';
import { Review } from '../review/review.entity';
import type { StaffScope } from './staff-access';

export const STAFF_REVIEW_NOT_FOUND_MESSAGE = '리뷰를 찾을 수 없습니다. 리뷰 번호를 다시 확인해 주세요.';
export const FEEDBACK_MIN = 2;
export const FEEDBACK_MAX = 500;
export const ANSWER_MAX = 1_000;

const reviewId = z.number().int({ error: '리뷰 번호를 숫자로 입력해 주세요.' });

const moderateInput = z
  .object({
    reviewId,
    status: z.enum([ReviewStatus.APPLIED, ReviewStatus.REJECT], {
      error: '승인(APPLIED) 또는 반려(REJECT) 중 하나를 선택해 주세요.',
    }),
    feedback: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null),
    pinned: z.boolean().nullish(),
  })
  .superRefine((input, context) => {
    if (input.status !== ReviewStatus.REJECT) return;
    const length = input.feedback?.length ?? 0;
    if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['feedback'],
        message: `반려 사유를 ${FEEDBACK_MIN}~${FEEDBACK_MAX}자로 입력해 주세요. 회원에게 그대로 보여집니다.`,
      });
    }
    if (input.pinned) {
      context.addIssue({ code: 'custom', path: ['pinned'], message: '반려하는 리뷰는 상단에 고정할 수 없습니다.' });
    }
  });

const answerInput = z.object({
  reviewId,
  content: z
    .string()
    .trim()
    .min(1, { error: '답변 내용을 입력해 주세요.' })
    .max(ANSWER_MAX, { error: `답변은 ${ANSWER_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.` }),
});

/** Reviews of this university waiting for a decision (READY), oldest first, 10 per page. */
export async function listPendingReviews(
  em: EntityManager,
  scope: StaffScope,
  page: number | null | undefined,
): Promise<{ items: Review[]; total: number }> {
  const window = pageWindow(page);
  const [items, total] = await em.findAndCount(
    Review,
    { status: ReviewStatus.READY, product: { university: scope.universityId } },
    { populate: ['user', 'product'], orderBy: { createdAt: 'asc', id: 'asc' }, ...window },
  );
  return { items, total };
}

/** The review under its row lock, read afresh: two staff deciding at once take turns. */
async function lockReview(em: EntityManager, scope: StaffScope, id: number): Promise<Review> {
  const [found] = await em.execute<{ id: number }[]>(
    'select r.id from review r join product p on p.id = r.product_id where r.id = ? and p.university_id = ?',
    [id, scope.universityId],
  );
  const review = found
    ? await em.findOne(Review, found.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
    : null;
  if (!review) throw notFound(STAFF_REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

/**
 * APPLIED shows the review on the product page and earns its points (300, or 500 with photos)
 * once, however often it is applied again; REJECT hides it with feedback the member reads and may
 * answer by editing. Staff may also pin or unpin an applied review, or take a shown one down.
 */
export async function moderateReview(
  em: EntityManager,
  scope: StaffScope,
  data: { reviewId: number; status: ReviewStatus; feedback?: string | null; pinned?: boolean | null },
  now: Date = new Date(),
): Promise<Review> {
  const input = parseInput(moderateInput, data);
  const review = await lockReview(em, scope, input.reviewId);
  review.status = input.status;
  if (input.status === ReviewStatus.REJECT) {
    review.feedback = input.feedback;
    review.pinned = false;
  } else {
    review.feedback = null;
    if (input.pinned != null) review.pinned = input.pinned;
  }
  await em.flush();
  if (review.status === ReviewStatus.APPLIED) await grantReviewPoints(em, { review, now });
  // The product's rating, review count and review list change with what is shown.
  invalidateCatalogue(em);
  return review;
}

/** A staff answer under a review, signed by the staff member who wrote it. */
export async function answerReview(
  em: EntityManager,
  scope: StaffScope,
  data: { reviewId: number; content: string },
  now: Date = new Date(),
): Promise<Review> {
  const input = parseInput(answerInput, data);
  if (scope.staffUserId === null) throw new Error('A review answer needs a staff account to sign it');
  const review = await lockReview(em, scope, input.reviewId);
  em.create(ReviewComment, {
    review,
    user: em.getReference(User, scope.staffUserId),
    content: input.content,
    createdAt: now,
  });
  await em.flush();
  return review;
}
