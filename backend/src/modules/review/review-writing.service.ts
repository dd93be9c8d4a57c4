import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import { OrderProductStatus, ReviewStatus } from '../../../../domain/enums';
import { invalidState, notFound } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import type { Viewer } from '../account/session.service';
import { User } from '../account/user.entity';
import type { Product } from '../catalog/product.entity';
import { OrderProduct } from '../order/order-product.entity';
import { requireOwnedImages } from '../upload/upload.service';
import { checkAnswers, type CheckedAnswer } from '../../../../domain/review/review-answers';
import { parseCreateReview, parseUpdateReview, type ReviewFields } from '../../../../domain/review/review-input';
import { ReviewOptionSelected } from './review-option-selected.entity';
import { ReviewUserSize } from './review-user-size.entity';
import { Review } from './review.entity';
import {
  ALREADY_REVIEWED_MESSAGE,
  APPLIED_REVIEW_MESSAGE,
  NOT_DELIVERED_MESSAGE,
  REVIEW_LINE_NOT_FOUND_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_WINDOW_OVER_MESSAGE,
} from '../../../../domain/review/review-messages';
import type { ReviewOptionDetail } from './review-option-detail.entity';
import type { ReviewOption } from './review-option.entity';
import { questionsWithChoices } from './review-type.service';

export interface ReviewWritingDeps {
  storage: Storage;
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>;
  log?: Logger;
  now?: Date;
}

/** Size, height and weight kept on one row, created, changed or removed with the form. */
function writeUserSize(em: EntityManager, review: Review, fields: ReviewFields): void {
  const given = fields.size !== null || fields.height != null || fields.weight != null;
  const values = { size: fields.size, height: fields.height ?? null, weight: fields.weight ?? null };
  const current = review.reviewUserSize ?? null;
  if (current && given) Object.assign(current, values);
  else if (current) {
    em.remove(current);
    review.reviewUserSize = null;
  } else if (given) em.create(ReviewUserSize, { review, ...values });
}

type Answers = CheckedAnswer<ReviewOption, ReviewOptionDetail>[];

/** The answers against the questions of the product's review type. */
async function checkedAnswers(em: EntityManager, product: Product, given: ReviewFields['answers']): Promise<Answers> {
  return checkAnswers(await questionsWithChoices(em, product.productReviewGroup?.id ?? null), given);
}

function writeAnswers(em: EntityManager, review: Review, answers: Answers): void {
  for (const { question, answer } of answers) {
    em.create(ReviewOptionSelected, { review, reviewOption: question, reviewOptionDetail: answer });
  }
}

function checkImages(em: EntityManager, viewer: Viewer, images: string[], deps: ReviewWritingDeps, now: Date) {
  return requireOwnedImages(em, deps.storage, deps.config, viewer.userId, images, { field: 'images', now, log: deps.log });
}

/**
 * A review of the viewer's COMPLETED line, once per line, within the review window. It waits for
 * staff (READY), so it shows nowhere public and changes no catalogue figure yet.
 */
export async function createReview(em: EntityManager, viewer: Viewer, data: unknown, deps: ReviewWritingDeps): Promise<Review> {
  const input = parseCreateReview(data);
  const now = deps.now ?? new Date();
  // A double tap sends two requests at once: the second waits here and then finds the first's review.
  await em.execute('select id from order_product where id = ? for no key update', [input.orderProductId]);
  const line = await em.findOne(
    OrderProduct,
    { id: input.orderProductId, order: { user: viewer.userId, university: viewer.universityId } },
    { populate: ['product', 'review'] },
  );
  if (!line) throw notFound(REVIEW_LINE_NOT_FOUND_MESSAGE);
  if (line.review) throw invalidState(ALREADY_REVIEWED_MESSAGE);
  if (line.status !== OrderProductStatus.COMPLETED) throw invalidState(NOT_DELIVERED_MESSAGE);
  if (!line.isReviewable(now, false)) throw invalidState(REVIEW_WINDOW_OVER_MESSAGE);
  const answers = await checkedAnswers(em, line.product, input.answers);
  await checkImages(em, viewer, input.images, deps, now);
  const review = em.create(Review, {
    user: em.getReference(User, viewer.userId),
    product: line.product,
    orderProduct: line,
    rating: input.rating,
    note: input.note,
    images: input.images,
    pinned: false,
    status: ReviewStatus.READY,
    feedback: null,
    createdAt: now,
    updatedAt: now,
  });
  writeUserSize(em, review, input);
  writeAnswers(em, review, answers);
  try {
    await em.flush();
  } catch (error) {
    // The unique line backs the lock up, should a writer ever skip it.
    if (error instanceof UniqueConstraintViolationException) throw invalidState(ALREADY_REVIEWED_MESSAGE);
    throw error;
  }
  return review;
}

/**
 * Edits the viewer's READY or rejected review; it goes back to READY for staff and the old
 * feedback is cleared. An APPLIED review is public and has earned its points, so it stays as is.
 */
export async function updateReview(em: EntityManager, viewer: Viewer, data: unknown, deps: ReviewWritingDeps): Promise<Review> {
  const input = parseUpdateReview(data);
  const now = deps.now ?? new Date();
  // Staff applying the review at this moment and the member editing it take turns.
  await em.execute('select id from review where id = ? and user_id = ? for no key update', [input.id, viewer.userId]);
  const review = await em.findOne(
    Review,
    { id: input.id, user: viewer.userId },
    { populate: ['product', 'orderProduct', 'reviewUserSize', 'reviewOptionSelecteds'] },
  );
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  if (review.status === ReviewStatus.APPLIED) throw invalidState(APPLIED_REVIEW_MESSAGE);
  const answers = await checkedAnswers(em, review.product, input.answers);
  await checkImages(em, viewer, input.images, deps, now);
  review.rating = input.rating;
  review.note = input.note;
  review.images = input.images;
  review.status = ReviewStatus.READY;
  review.feedback = null;
  review.updatedAt = now;
  writeUserSize(em, review, input);
  for (const previous of review.reviewOptionSelecteds.getItems()) em.remove(previous);
  writeAnswers(em, review, answers);
  await em.flush();
  return review;
}
