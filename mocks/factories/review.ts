// Reviews of apparel and goods: answers taken from the product's own question set, sizes only
// for apparel, feedback only on REJECT, the option text from one of the product's combinations.
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { buildProduct } from './catalog';
import { daysAfter, daysBefore } from './clock';
import { koreanName, maskedName } from './korean';
import { buildReviewOption } from './review-type';
import { chance, int, nextId, pick, withOverrides } from './random';
import { REJECT_FEEDBACK, REVIEW_CLOSING, REVIEW_FABRIC, REVIEW_FIT, SIZES, STAFF_ANSWERS } from './vocabulary';

export function buildReviewAuthor(overrides?: Partial<T.ReviewAuthor>): T.ReviewAuthor {
  return withOverrides({ __typename: 'ReviewAuthor', name: maskedName(koreanName()) }, overrides);
}

export function buildReviewComment(overrides?: Partial<T.ReviewComment>): T.ReviewComment {
  return withOverrides(
    { __typename: 'ReviewComment', id: nextId('ReviewComment'), content: pick(STAFF_ANSWERS), createdAt: daysBefore(int(0, 10)) },
    overrides,
  );
}

export function buildReviewUserSize(overrides?: Partial<T.ReviewUserSize>): T.ReviewUserSize {
  return withOverrides(
    { __typename: 'ReviewUserSize', size: pick(SIZES), height: int(152, 188), weight: int(43, 88) },
    overrides,
  );
}

/** An answer to one question: pass `reviewOption` and one of its answers is chosen. */
export function buildReviewOptionSelected(overrides?: Partial<T.ReviewOptionSelected>): T.ReviewOptionSelected {
  const question = overrides?.reviewOption ?? buildReviewOption();
  const answer =
    question.reviewOptionDetails.find((detail) => detail.id === overrides?.reviewOptionDetailId) ??
    pick(question.reviewOptionDetails);
  return withOverrides(
    {
      __typename: 'ReviewOptionSelected',
      id: nextId('ReviewOptionSelected'),
      reviewOptionId: question.id,
      reviewOption: question,
      reviewOptionDetailId: answer.id,
      reviewOptionDetail: answer,
    },
    overrides,
  );
}

/** Two or three sentences about fit and fabric, 10-1,000 characters like the form asks. */
export function reviewNote(): string {
  return [pick(REVIEW_FIT), pick(REVIEW_FABRIC), ...(chance(0.5) ? [pick(REVIEW_CLOSING)] : [])].join(' ');
}

/** A review; `status` decides feedback, `product` the questions and sizes it carries. */
export function buildReview(overrides?: Partial<T.Review>): T.Review {
  const o = overrides ?? {};
  const status = o.status ?? pick(['APPLIED', 'APPLIED', 'READY', 'REJECT'] as const);
  const product = o.product ?? buildProduct();
  const detail = product.productOptionDetails.length > 0 ? pick(product.productOptionDetails) : null;
  const sizeAxis = product.productOptions.findIndex((option) => option.key === '사이즈');
  const sizeBought = detail && sizeAxis >= 0 ? ([detail.option0, detail.option1, detail.option2][sizeAxis] ?? null) : null;
  const photos = [product.image, product.image2, product.image3].filter((url) => url !== null);
  const createdAt = o.createdAt ?? daysBefore(int(1, 30));
  return withOverrides(
    {
      __typename: 'Review',
      id: nextId('Review'),
      userId: int(11, 99),
      user: buildReviewAuthor(),
      productId: product.id,
      product,
      orderProduct: null,
    // Staff-only (ADR 0053); the mocked API computes it for staff from the store.
    staffLine: null,
      rating: pick([5, 5, 4, 4, 3, 2]),
      note: reviewNote(),
      images: chance(0.4) ? photos.slice(0, int(1, photos.length)) : [],
      pinned: status === 'APPLIED' && chance(0.15),
      status,
      feedback: status === 'REJECT' ? pick(REJECT_FEEDBACK) : null,
      createdAt,
      optionText: optionText(detail),
      reviewOptionSelecteds: (product.productReviewType?.reviewOptions ?? []).map((question) =>
        buildReviewOptionSelected({ reviewOption: question }),
      ),
      reviewUserSize: sizeAxis >= 0 ? buildReviewUserSize({ size: sizeBought ?? pick(SIZES) }) : null,
      reviewComments: status === 'APPLIED' && chance(0.3) ? [buildReviewComment({ createdAt: daysAfter(createdAt, 1) })] : [],
    },
    overrides,
  );
}

export function buildReviewPage(overrides?: Partial<T.ReviewPage>): T.ReviewPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildReview({ status: 'APPLIED' }));
  return withOverrides({ __typename: 'ReviewPage', items, total: items.length }, overrides);
}
