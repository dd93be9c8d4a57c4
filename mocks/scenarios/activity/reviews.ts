// Review facts into GraphQL-shaped review records. The member's own reviews link to their order
// line and the line links back; each side's copy of the other has its back-link cleared so that
// the records stay acyclic (clonable and serialisable).
import type * as T from '../../__generated__/types';
import { maskedName } from '../../factories/korean';
import { toReviewType } from '../graphql-shapes';
import { optionText } from '../pricing';
import type { MockReviewRecord } from '../scenario';
import type { StandardCatalogue } from '../standard/types';
import { ago, later, optionalDetailOf, productOf } from './lookup';
import type { ReviewSpec } from './reviews-data';

export interface ReviewContext {
  catalogue: StandardCatalogue;
  now: Date;
  product: (productId: number) => T.Product;
  /** The reviewer's own order lines by id (without their review). */
  lines: ReadonlyMap<number, T.OrderProduct>;
}

function answersOf(catalogue: StandardCatalogue, spec: ReviewSpec): T.ReviewOptionSelected[] {
  const product = productOf(catalogue, spec.productId);
  const typeRow = catalogue.reviewTypes.find((row) => row.id === product.productReviewGroupId);
  if (!typeRow) {
    if (spec.answers?.length) throw new Error(`Review ${spec.id}: ${product.name} asks no questions`);
    return [];
  }
  const type = toReviewType(typeRow);
  if ((spec.answers ?? []).length !== type.reviewOptions.length) {
    throw new Error(`Review ${spec.id} must answer each of the ${type.reviewOptions.length} questions`);
  }
  return type.reviewOptions.map((question, index) => {
    const answer = question.reviewOptionDetails[spec.answers?.[index] ?? -1];
    if (!answer) throw new Error(`Review ${spec.id}: no answer ${spec.answers?.[index]} to "${question.content}"`);
    return {
      __typename: 'ReviewOptionSelected',
      id: spec.id * 10 + index + 1,
      reviewOptionId: question.id,
      reviewOption: question,
      reviewOptionDetailId: answer.id,
      reviewOptionDetail: answer,
    };
  });
}

function imagesOf(catalogue: StandardCatalogue, spec: ReviewSpec): string[] {
  const product = productOf(catalogue, spec.productId);
  const gallery = [product.image, product.image2, product.image3].filter((url) => url !== null);
  return gallery.slice(0, spec.photos ?? 0);
}

export function buildReview(ctx: ReviewContext, spec: ReviewSpec): MockReviewRecord {
  const line = spec.orderProductId === undefined ? null : ctx.lines.get(spec.orderProductId);
  if (line === undefined) throw new Error(`Review ${spec.id} refers to unknown order line ${spec.orderProductId}`);
  if (line && (line.productId !== spec.productId || line.status !== 'COMPLETED')) {
    throw new Error(`Review ${spec.id} must review a COMPLETED line of product ${spec.productId}`);
  }
  const product = productOf(ctx.catalogue, spec.productId);
  const text = line ? line.optionText : optionText(optionalDetailOf(product, spec.options));
  const createdAt = ago(ctx.now, spec.written);
  return {
    __typename: 'Review',
    id: spec.id,
    userId: spec.userId,
    user: { __typename: 'ReviewAuthor', name: maskedName(spec.authorName) },
    productId: product.id,
    product: ctx.product(product.id),
    orderProduct: line ? { ...line, review: null, isReviewable: false } : null,
    // Staff-only (ADR 0053); the mocked API computes it for staff from the store.
    staffLine: null,
    rating: spec.rating,
    note: spec.note,
    images: imagesOf(ctx.catalogue, spec),
    pinned: spec.pinned ?? false,
    status: spec.status,
    feedback: spec.status === 'REJECT' ? (spec.feedback ?? null) : null,
    createdAt,
    optionText: text,
    reviewOptionSelecteds: answersOf(ctx.catalogue, spec),
    reviewUserSize: spec.size ? { __typename: 'ReviewUserSize', ...spec.size } : null,
    reviewComments: spec.staffAnswer
      ? [{ __typename: 'ReviewComment', id: spec.id, content: spec.staffAnswer, createdAt: later(createdAt, { hours: 20 }) }]
      : [],
  };
}

/** Puts each review on its line (without the line inside it) and closes the line for reviewing. */
export function attachReviews(orders: T.Order[], reviews: MockReviewRecord[]): void {
  const byLine = new Map(reviews.filter((r) => r.orderProduct).map((r) => [r.orderProduct?.id, r]));
  for (const order of orders) {
    for (const line of order.orderProducts) {
      const review = byLine.get(line.id);
      if (!review) continue;
      line.review = { ...review, orderProduct: null };
      line.isReviewable = false;
    }
  }
}
