// Reviews (docs/product-rules.md#reviews, docs/decisions/0020-points-and-reviews.md): written for COMPLETED
// lines within 90 days, checked by the backend's own review-input.ts and review-answers.ts (one
// answer per question), with only the member's own photos; READY until staff apply (points once)
// or reject them. Sentences are the backend's review-messages.ts.
import { badUserInput, invalidState, notFound } from '../../domain/errors/errors';
import { bySlot } from '../../domain/cart/cart-input';
import { checkAnswers as checkAgainst } from '../../domain/review/review-answers';
import { parseCreateReview, parseUpdateReview, type ReviewFields } from '../../domain/review/review-input';
import {
  ALREADY_REVIEWED_MESSAGE,
  APPLIED_REVIEW_MESSAGE,
  NOT_DELIVERED_MESSAGE,
  REVIEW_LINE_NOT_FOUND_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_WINDOW_OVER_MESSAGE,
} from '../../domain/review/review-messages';
import { maskName } from '../../domain/review/mask-name';
import { compareReviews } from '../../domain/review/review-sort';
import { NOT_OWN_PHOTO_MESSAGE } from '../../domain/upload/upload-messages';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { isReviewable, ownLine, reviewOf } from './orders';
import { newestFirst, pageOf, type Page } from './paging';
import { levelOf, requireViewer } from './refusals';
import { isOwnUpload } from './uploads';
import type { StoreMember, StoreReview } from './types';

export { maskName };

/** The answers against the questions of the product's review type, in display order. */
function checkAnswers(db: MockDb, productId: number, given: ReviewFields['answers']): StoreReview['answers'] {
  const product = db.product(productId);
  const type = db.catalogue.reviewTypes.find((row) => row.id === product?.productReviewGroupId);
  const questions = [...(type?.reviewOptions ?? [])].sort(bySlot);
  const checked = checkAgainst(
    questions.map((question) => ({ question, choices: question.reviewOptionDetails })),
    given,
  );
  return checked.map(({ question, answer }) => ({
    id: db.nextId('reviewAnswer'),
    reviewOptionId: question.id,
    reviewOptionDetailId: answer.id,
  }));
}

/** Photos must be the member's own uploads (or already on the review being edited, which were). */
function checkImages(member: StoreMember, images: readonly string[], kept: readonly string[] = []): void {
  if (images.some((url) => !kept.includes(url) && !isOwnUpload(member.id, url))) throw badUserInput(NOT_OWN_PHOTO_MESSAGE, 'images');
}

function applyFields(review: StoreReview, fields: ReviewFields, answers: StoreReview['answers']): void {
  review.rating = fields.rating;
  review.note = fields.note;
  review.images = fields.images;
  const given = fields.size !== null || fields.height != null || fields.weight != null;
  review.size = given ? { size: fields.size, height: fields.height ?? null, weight: fields.weight ?? null } : null;
  review.answers = answers;
}

export function createReview(db: MockDb, viewer: StoreMember | null, data: T.CreateReviewInput): StoreReview {
  const member = requireViewer(viewer);
  const input = parseCreateReview(data);
  const { line } = ownLine(db, member, input.orderProductId, REVIEW_LINE_NOT_FOUND_MESSAGE);
  if (reviewOf(db, line.id)) throw invalidState(ALREADY_REVIEWED_MESSAGE);
  if (line.status !== 'COMPLETED') throw invalidState(NOT_DELIVERED_MESSAGE);
  if (!isReviewable(db, line)) throw invalidState(REVIEW_WINDOW_OVER_MESSAGE);
  const answers = checkAnswers(db, line.productId, input.answers);
  checkImages(member, input.images);
  const review: StoreReview = {
    id: db.nextId('review'),
    userId: member.id,
    authorName: maskName(member.name),
    productId: line.productId,
    orderProductId: line.id,
    rating: 0,
    note: '',
    images: [],
    pinned: false,
    status: 'READY',
    feedback: null,
    createdAt: db.nowIso(),
    optionText: line.optionText,
    size: null,
    answers: [],
    comments: [],
  };
  applyFields(review, input, answers);
  db.state.reviews.push(review);
  return review;
}

/** Replaces the member's READY or rejected review; it goes back to READY and the feedback is cleared. */
export function updateReview(db: MockDb, viewer: StoreMember | null, data: T.UpdateReviewInput): StoreReview {
  const member = requireViewer(viewer);
  const input = parseUpdateReview(data);
  const review = db.state.reviews.find((row) => row.id === input.id && row.userId === member.id);
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  if (review.status === 'APPLIED') throw invalidState(APPLIED_REVIEW_MESSAGE);
  const answers = checkAnswers(db, review.productId, input.answers);
  checkImages(member, input.images, review.images);
  applyFields(review, input, answers);
  review.status = 'READY';
  review.feedback = null;
  return review;
}

/** An APPLIED review of a product the viewer may see, or any of the viewer's own. */
export function reviewFor(db: MockDb, viewer: StoreMember | null, id: number): StoreReview {
  const review = db.state.reviews.find((row) => row.id === id);
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  if (viewer && review.userId === viewer.id) return review;
  const product = db.product(review.productId);
  const isPublic = review.status === 'APPLIED' && product !== undefined && levelOf(viewer) >= product.productVisible;
  if (!isPublic) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

export function productReviews(db: MockDb, input: T.ReviewsByProductIdInput): Page<StoreReview> {
  const reviews = db.state.reviews
    .filter((row) => row.productId === input.productId && row.status === 'APPLIED')
    .filter((row) => !input.photoOnly || row.images.length > 0)
    .filter((row) => !input.size?.trim() || row.size?.size === input.size.trim())
    .sort(compareReviews(input.sort));
  return pageOf(reviews, input.page);
}

export function reviewsOf(db: MockDb, viewer: StoreMember, status: T.ReviewStatus | null, page: number | null | undefined) {
  const reviews = db.state.reviews
    .filter((row) => row.userId === viewer.id && (status === null || row.status === status))
    .sort(newestFirst);
  return pageOf(reviews, page);
}

export function reviewStatsOf(db: MockDb, productId: number): { reviewAverage: number; reviewCount: number } {
  const ratings = db.state.reviews.filter((row) => row.productId === productId && row.status === 'APPLIED').map((row) => row.rating);
  if (ratings.length === 0) return { reviewAverage: 0, reviewCount: 0 };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { reviewAverage: Math.round(average * 10) / 10, reviewCount: ratings.length };
}
