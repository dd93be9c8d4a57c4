import { wrap } from '@mikro-orm/core';
import { raw, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { ReviewStatus, type ReviewSort } from '../../../../domain/enums';
import { REVIEW_SORT_KEYS } from '../../../../domain/review/review-sort';
import { notFound } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import { Product } from '../catalog/product.entity';
import { getVisibleProduct } from '../catalog/product.service';
import { isVisibleTo } from '../../../../domain/catalog/product-rules';
import { viewerLevel, type ViewerLike } from '../../../../domain/catalog/visibility';
import type { User } from '../account/user.entity';
import type { OrderProduct } from '../order/order-product.entity';
import type { ReviewComment } from './review-comment.entity';
import { REVIEW_NOT_FOUND_MESSAGE } from '../../../../domain/review/review-messages';
import { Review } from './review.entity';

/** Everything a review card shows, loaded with the page instead of once per review. */
export const REVIEW_POPULATE = [
  'user',
  'product',
  'orderProduct',
  'reviewUserSize',
  'reviewOptionSelecteds',
  'reviewOptionSelecteds.reviewOption',
  'reviewOptionSelecteds.reviewOptionDetail',
  'reviewComments',
] as const;

export interface ReviewPage {
  items: Review[];
  total: number;
}

type ReviewOrder = Record<string, 'asc' | 'desc'>;

const hasPhotos = raw((alias) => `(jsonb_array_length(${alias}.images) > 0)`);

const ORDER_KEY: Record<(typeof REVIEW_SORT_KEYS)[ReviewSort][number] | 'pinned', ReviewOrder> = {
  pinned: { pinned: 'desc' },
  photos: { [hasPhotos]: 'desc' },
  ratingDesc: { rating: 'desc' },
  ratingAsc: { rating: 'asc' },
};

/** The domain's sort keys as SQL, newest then id last (domain/review/review-sort.ts). */
function reviewOrder(sort: ReviewSort | null | undefined): ReviewOrder[] {
  const keys = sort ? REVIEW_SORT_KEYS[sort] : (['pinned'] as const);
  return [...keys.map((key) => ORDER_KEY[key]), { createdAt: 'desc' }, { id: 'desc' }];
}

/** A product's APPLIED reviews, pinned first, then newest unless sorted otherwise (docs/product-rules.md#reviews). */
export async function listProductReviews(
  em: EntityManager,
  input: { productId: number; page?: number | null; photoOnly?: boolean | null; size?: string | null; sort?: ReviewSort | null },
  viewer: ViewerLike | null,
  universityId: number,
): Promise<ReviewPage> {
  const { limit, offset } = pageWindow(input.page);
  const product = await getVisibleProduct(em, input.productId, viewer, universityId);
  const where: FilterQuery<Review> = {
    product,
    status: ReviewStatus.APPLIED,
    ...(input.photoOnly ? { [raw((alias) => `jsonb_array_length(${alias}.images)`)]: { $gt: 0 } } : {}),
    ...(input.size?.trim() ? { reviewUserSize: { size: input.size.trim() } } : {}),
  };
  const [items, total] = await em.findAndCount(Review, where, {
    populate: REVIEW_POPULATE,
    orderBy: reviewOrder(input.sort),
    limit,
    offset,
  });
  return { items, total };
}

/**
 * An APPLIED review of a product of this university the viewer may see, or any review of the
 * viewer's own; else NOT_FOUND (another university's review reads as missing).
 */
export async function getReview(
  em: EntityManager,
  id: number,
  viewer: ViewerLike | null,
  universityId: number,
): Promise<Review> {
  const review = await em.findOne(Review, { id, product: { university: universityId } }, { populate: REVIEW_POPULATE });
  if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  if (viewer && review.user.id === viewer.userId) return review;
  const isPublic = review.status === ReviewStatus.APPLIED && isVisibleTo(review.product, viewerLevel(viewer));
  if (!isPublic) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

/** The reviewed line is private to its reviewer. */
export function reviewOrderLine(review: Review, viewer: ViewerLike | null): OrderProduct | null {
  return viewer && review.user.id === viewer.userId ? (review.orderProduct ?? null) : null;
}

export async function reviewProduct(em: EntityManager, review: Review): Promise<Product> {
  return wrap(review.product).isInitialized() ? review.product : em.findOneOrFail(Product, review.product.id);
}

/** The reviewer's size, loaded when the list that found the review did not populate it (the staff queue). */
export async function reviewUserSize(em: EntityManager, review: Review) {
  if (review.reviewUserSize && !wrap(review.reviewUserSize).isInitialized()) await em.populate(review, ['reviewUserSize']);
  return review.reviewUserSize ?? null;
}

export async function reviewOptionText(em: EntityManager, review: Review): Promise<string> {
  // A review brought in without an order line keeps its own option text.
  if (!review.orderProduct) return review.optionText ?? '';
  if (!wrap(review.orderProduct).isInitialized()) await em.populate(review, ['orderProduct']);
  return review.orderProduct.optionText;
}

export async function reviewComments(em: EntityManager, review: Review): Promise<ReviewComment[]> {
  if (!review.reviewComments.isInitialized()) await em.populate(review, ['reviewComments']);
  return review.reviewComments
    .getItems()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

export async function reviewAnswers(em: EntityManager, review: Review) {
  if (!review.reviewOptionSelecteds.isInitialized()) {
    await em.populate(review, ['reviewOptionSelecteds.reviewOption', 'reviewOptionSelecteds.reviewOptionDetail']);
  }
  return review.reviewOptionSelecteds.getItems().sort((a, b) => a.id - b.id);
}

/** The reviewer, whose name ReviewAuthor masks. */
export async function reviewAuthor(em: EntityManager, review: Review): Promise<User> {
  if (!wrap(review.user).isInitialized()) await em.populate(review, ['user']);
  return review.user;
}
