// Review moderation as the real staff-reviews.service.ts does it: APPLIED shows the review and
// earns its points once, REJECT needs 2-500 characters of feedback and unpins, answers are
// 1-1,000 characters; READY reviews wait oldest first.
import { notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { answerInput, moderateInput, STAFF_REVIEW_NOT_FOUND_MESSAGE } from '../../domain/staff/staff-input';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { oldestFirst, pageOf, type Page } from './paging';
import { grantReviewPoints } from './points';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import { reviewAnswerAudit, reviewModerationAudit } from '../../domain/staff/staff-audit-entries';
import type { StoreMember, StoreReview } from './types';

function reviewOf(db: MockDb, id: number): StoreReview {
  const review = db.state.reviews.find((row) => row.id === id);
  if (!review) throw notFound(STAFF_REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

export function staffPendingReviews(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreReview> {
  requireStaffReader(viewer);
  return pageOf(db.state.reviews.filter((row) => row.status === 'READY').sort(oldestFirst), page);
}

export function moderateReview(db: MockDb, viewer: StoreMember | null, data: T.StaffModerateReviewInput): StoreReview {
  requireStaffOperator(viewer);
  const input = parseInput(moderateInput, data);
  const review = reviewOf(db, input.reviewId);
  const audit = reviewModerationAudit(review);
  review.status = input.status;
  if (input.status === 'REJECT') {
    review.feedback = input.feedback;
    review.pinned = false;
  } else {
    review.feedback = null;
    if (input.pinned != null) review.pinned = input.pinned;
    grantReviewPoints(db, review);
  }
  recordStaffAudit(db, viewer, audit(review));
  return review;
}

export function answerReview(db: MockDb, viewer: StoreMember | null, data: T.StaffAnswerReviewInput): StoreReview {
  requireStaffOperator(viewer);
  const input = parseInput(answerInput, data);
  const review = reviewOf(db, input.reviewId);
  review.comments.push({ id: db.nextId('reviewComment'), content: input.content, createdAt: db.nowIso() });
  recordStaffAudit(db, viewer, reviewAnswerAudit(review.id, input.content));
  return review;
}
