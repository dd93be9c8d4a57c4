// Review moderation as the real staff-reviews.service.ts does it: APPLIED shows the review and
// earns its points once, REJECT needs 2-500 characters of feedback and unpins, answers are
// 1-1,000 characters; READY reviews wait oldest first.
import { z } from 'zod';
import { notFound } from '../../backend/src/graphql/errors';
import { parseInput } from '../../backend/src/graphql/input';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { oldestFirst, pageOf, type Page } from './paging';
import { grantReviewPoints } from './points';
import {
  ANSWER_EMPTY_MESSAGE,
  ANSWER_MAX,
  ANSWER_TOO_LONG_MESSAGE,
  FEEDBACK_MAX,
  FEEDBACK_MESSAGE,
  FEEDBACK_MIN,
  MODERATE_STATUS_MESSAGE,
  REJECT_PINNED_MESSAGE,
  STAFF_REVIEW_NOT_FOUND_MESSAGE,
} from './real-messages';
import { requireAdmin } from './refusals';
import type { StoreMember, StoreReview } from './types';

const reviewId = z.number().int({ error: '리뷰 번호를 숫자로 입력해 주세요.' });

const moderateInput = z
  .object({
    reviewId,
    status: z.enum(['APPLIED', 'REJECT'], { error: MODERATE_STATUS_MESSAGE }),
    feedback: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null),
    pinned: z.boolean().nullish(),
  })
  .superRefine((input, context) => {
    if (input.status !== 'REJECT') return;
    const length = input.feedback?.length ?? 0;
    if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
      context.addIssue({ code: 'custom', path: ['feedback'], message: FEEDBACK_MESSAGE });
    }
    if (input.pinned) context.addIssue({ code: 'custom', path: ['pinned'], message: REJECT_PINNED_MESSAGE });
  });

const answerInput = z.object({
  reviewId,
  content: z.string().trim().min(1, { error: ANSWER_EMPTY_MESSAGE }).max(ANSWER_MAX, { error: ANSWER_TOO_LONG_MESSAGE }),
});

function reviewOf(db: MockDb, id: number): StoreReview {
  const review = db.state.reviews.find((row) => row.id === id);
  if (!review) throw notFound(STAFF_REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

export function staffPendingReviews(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreReview> {
  requireAdmin(viewer);
  return pageOf(db.state.reviews.filter((row) => row.status === 'READY').sort(oldestFirst), page);
}

export function moderateReview(db: MockDb, viewer: StoreMember | null, data: T.StaffModerateReviewInput): StoreReview {
  requireAdmin(viewer);
  const input = parseInput(moderateInput, data);
  const review = reviewOf(db, input.reviewId);
  review.status = input.status;
  if (input.status === 'REJECT') {
    review.feedback = input.feedback;
    review.pinned = false;
  } else {
    review.feedback = null;
    if (input.pinned != null) review.pinned = input.pinned;
    grantReviewPoints(db, review);
  }
  return review;
}

export function answerReview(db: MockDb, viewer: StoreMember | null, data: T.StaffAnswerReviewInput): StoreReview {
  requireAdmin(viewer);
  const input = parseInput(answerInput, data);
  const review = reviewOf(db, input.reviewId);
  review.comments.push({ id: db.nextId('reviewComment'), content: input.content, createdAt: db.nowIso() });
  return review;
}
