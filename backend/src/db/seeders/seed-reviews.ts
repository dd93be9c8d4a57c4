import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY, ReviewStatus } from '../../../../domain/enums';
import { buildReview } from '../../../../mocks/scenarios/activity/reviews';
import { otherReviewSpecs } from '../../../../mocks/scenarios/activity/reviews-data';
import { adminMember, type StandardCatalogue } from '../../../../mocks/scenarios/standard';
import { standardSizeCharts } from '../../../../mocks/scenarios/standard/size-charts';
import type * as T from '../../../../mocks/__generated__/types';
import { User } from '../../modules/account/user.entity';
import { ReviewComment } from '../../modules/review/review-comment.entity';
import { ReviewOptionSelected } from '../../modules/review/review-option-selected.entity';
import { ReviewUserSize } from '../../modules/review/review-user-size.entity';
import { Review } from '../../modules/review/review.entity';
import { ProductSizeChart } from '../../modules/size-guide/product-size-chart.entity';

/** Tables this module fills with explicit ids (their sequences need a reset afterwards). */
export const reviewEntities = [Review, ReviewOptionSelected, ReviewComment];

const DAY = 24 * 60 * 60 * 1000;

/**
 * The other students' APPLIED reviews the mocked API shows, with their photos, sizes, answers and
 * staff answers, so the real demo shop's product pages look the same (docs/decisions/0060).
 * They are reviews without an order line: the reviewers' purchases would otherwise fill the
 * order desk and the sales figures with orders nobody placed. The reviewers are accounts
 * without a password (nobody signs in as them), made long before the seed time.
 */
export function seedReviews(em: EntityManager, catalogue: StandardCatalogue, now: Date): void {
  const reviews = otherReviewSpecs.map((spec) => ({
    spec,
    // The seed only reads the review's own fields, never its product's shape.
    record: buildReview({ catalogue, now, product: () => ({ id: spec.productId }) as T.Product, lines: new Map() }, spec),
  }));
  const reviewers = new Map(reviews.map(({ spec }) => [spec.userId, spec.authorName]));
  const joined = new Date(now.getTime() - 120 * DAY);
  for (const [id, name] of reviewers) {
    em.create(User, {
      id,
      university: catalogue.university.id,
      email: `reviewer${id}@demo.hanbit.ac.kr`,
      passwordHash: null,
      name,
      authority: AUTHORITY.NORMAL,
      recommendationCode: `REVIEW${id}`,
      createdAt: joined,
      updatedAt: joined,
    });
  }
  for (const { spec, record } of reviews) {
    const createdAt = new Date(record.createdAt);
    const review = em.create(Review, {
      id: record.id,
      user: spec.userId,
      product: spec.productId,
      orderProduct: null,
      optionText: record.optionText,
      rating: record.rating,
      note: record.note,
      images: record.images,
      pinned: record.pinned,
      status: ReviewStatus.APPLIED,
      createdAt,
      updatedAt: createdAt,
    });
    if (record.reviewUserSize) {
      const { size, height, weight } = record.reviewUserSize;
      em.create(ReviewUserSize, { review, size: size ?? null, height: height ?? null, weight: weight ?? null, createdAt });
    }
    for (const answer of record.reviewOptionSelecteds) {
      em.create(ReviewOptionSelected, { id: answer.id, review, reviewOption: answer.reviewOptionId, reviewOptionDetail: answer.reviewOptionDetailId });
    }
    for (const comment of record.reviewComments) {
      em.create(ReviewComment, { id: comment.id, review, user: adminMember.id, content: comment.content, createdAt: new Date(comment.createdAt) });
    }
  }
}

/** The size charts of the scenario's garments (mocks/scenarios/standard/size-charts.ts). */
export function seedSizeCharts(em: EntityManager, catalogue: StandardCatalogue): void {
  for (const [productId, chart] of standardSizeCharts(catalogue.products)) {
    em.create(ProductSizeChart, { product: productId, ...chart });
  }
}
