import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queueReviewRejected } from '../messaging/other-messages';
import { ReviewStatus } from '../../../../domain/enums';
import { reviewAnswerAudit, reviewModerationAudit } from '../../../../domain/staff/staff-audit-entries';
import { notFound } from '../../../../domain/errors/errors';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import { User } from '../account/user.entity';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { grantReviewPoints } from '../point/point-ledger';
import { ReviewComment } from '../review/review-comment.entity';
import { Review } from '../review/review.entity';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import { moderationChanged } from '../../../../domain/review/review-queue';
import { answerInput, moderateInput, STAFF_REVIEW_NOT_FOUND_MESSAGE } from '../../../../domain/staff/staff-input';

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
export async function lockReview(em: EntityManager, scope: StaffScope, id: number): Promise<Review> {
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
  const audit = reviewModerationAudit(review);
  const was = { status: review.status, pinned: review.pinned, feedback: review.feedback };
  review.status = input.status;
  if (input.status === ReviewStatus.REJECT) {
    review.feedback = input.feedback;
    review.pinned = false;
  } else {
    review.feedback = null;
    if (input.pinned != null) review.pinned = input.pinned;
  }
  // A repeated decision (two staff applying at once) changes nothing and leaves no second row.
  const changed = moderationChanged(was, review);
  if (changed) recordStaffAudit(em, scope, audit(review));
  await em.flush();
  if (review.status === ReviewStatus.APPLIED) await grantReviewPoints(em, { review, now });
  if (changed && review.status === ReviewStatus.REJECT) await queueReviewRejected(em, scope.universityId, review, now);
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
  recordStaffAudit(em, scope, reviewAnswerAudit(review.id, input.content));
  await em.flush();
  return review;
}
