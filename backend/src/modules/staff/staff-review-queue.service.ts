import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReviewStatus } from '../../../../domain/enums';
import { notFound } from '../../../../domain/errors/errors';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import {
  checkPinnable,
  editAnswerInput,
  pinInput,
  queueOrder,
  REVIEW_ANSWER_NOT_FOUND_MESSAGE,
  reviewQueueInput,
} from '../../../../domain/review/review-queue';
import { reviewAnswerEditAudit, reviewPinAudit } from '../../../../domain/staff/staff-audit-entries';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ReviewComment } from '../review/review-comment.entity';
import { Review } from '../review/review.entity';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import { lockReview } from './staff-reviews.service';

export interface StaffReviewPage {
  items: Review[];
  total: number;
  counts: { ready: number; applied: number; reject: number };
}

/**
 * One tab of the staff review queue (ADR 0053): the filters (product, photos, rating) narrow every
 * tab's count alike, the tab picks the status; READY oldest first, decided ones newest first.
 */
export async function listStaffReviews(em: EntityManager, scope: StaffScope, data: unknown): Promise<StaffReviewPage> {
  const filter = parseInput(reviewQueueInput, data ?? {});
  const { limit, offset } = pageWindow(filter.page);
  const where = ['p.university_id = ?'];
  const params: unknown[] = [scope.universityId];
  if (filter.productId != null) {
    where.push('r.product_id = ?');
    params.push(filter.productId);
  }
  if (filter.hasPhotos != null) where.push(`jsonb_array_length(r.images) ${filter.hasPhotos ? '>' : '='} 0`);
  if (filter.rating != null) {
    where.push('r.rating = ?');
    params.push(filter.rating);
  }
  const from = `from review r join product p on p.id = r.product_id where ${where.join(' and ')}`;
  const countRows = await em.execute<{ status: ReviewStatus; n: string }[]>(
    `select r.status, count(*) as n ${from} group by r.status`,
    params,
  );
  const countOf = (status: ReviewStatus) => Number(countRows.find((row) => row.status === status)?.n ?? 0);
  const direction = queueOrder(filter.status);
  const idRows = await em.execute<{ id: number }[]>(
    `select r.id ${from} and r.status = ? order by r.created_at ${direction}, r.id ${direction} limit ? offset ?`,
    [...params, filter.status, limit, offset],
  );
  const ids = idRows.map((row) => Number(row.id));
  const found = await em.find(Review, { id: { $in: ids } }, { populate: ['user', 'product', 'orderProduct'] });
  const items = ids.map((id) => found.find((review) => review.id === id)).filter((review) => review !== undefined);
  return {
    items,
    total: countOf(filter.status),
    counts: { ready: countOf(ReviewStatus.READY), applied: countOf(ReviewStatus.APPLIED), reject: countOf(ReviewStatus.REJECT) },
  };
}

/** Pins or unpins a shown review; pinning a waiting or rejected one is refused. */
export async function pinReview(em: EntityManager, scope: StaffScope, data: unknown): Promise<Review> {
  const input = parseInput(pinInput, data);
  const review = await lockReview(em, scope, input.reviewId);
  const refusal = checkPinnable(review, input.pinned);
  if (refusal) throw refusal;
  if (review.pinned !== input.pinned) {
    recordStaffAudit(em, scope, reviewPinAudit(review.id, review.pinned, input.pinned));
    review.pinned = input.pinned;
    await em.flush();
    invalidateCatalogue(em);
  }
  return review;
}

/** Changes a staff answer of a review of this university. */
export async function editReviewAnswer(em: EntityManager, scope: StaffScope, data: unknown): Promise<Review> {
  const input = parseInput(editAnswerInput, data);
  const [found] = await em.execute<{ review_id: number }[]>(
    `select c.review_id from review_comment c join review r on r.id = c.review_id join product p on p.id = r.product_id
      where c.id = ? and p.university_id = ?`,
    [input.reviewCommentId, scope.universityId],
  );
  if (!found) throw notFound(REVIEW_ANSWER_NOT_FOUND_MESSAGE);
  const review = await lockReview(em, scope, Number(found.review_id));
  const comment = await em.findOneOrFail(ReviewComment, input.reviewCommentId, { refresh: true });
  if (comment.content !== input.content) {
    recordStaffAudit(em, scope, reviewAnswerEditAudit(review.id, comment.id, comment.content, input.content));
    comment.content = input.content;
    await em.flush();
  }
  return review;
}

/** The reviewed line for the queue's link to its order (staff only; the resolver checks the level). */
export async function staffReviewLine(em: EntityManager, review: Review) {
  if (!review.orderProduct) return null;
  if (!wrap(review.orderProduct).isInitialized()) await em.populate(review, ['orderProduct']);
  const line = review.orderProduct;
  return { orderProductId: line.id, orderId: line.order.id, status: line.status };
}
