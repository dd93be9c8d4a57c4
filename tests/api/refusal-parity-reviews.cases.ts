import type { RefusalCase } from './refusal-parity.fixtures';
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';

const PIN = 'mutation ($data: StaffPinReviewInput!) { staffPinReview(data: $data) { id } }';
const EDIT_ANSWER = 'mutation ($data: StaffEditReviewAnswerInput!) { staffEditReviewAnswer(data: $data) { id } }';
const RAISE = 'mutation ($data: StaffRaiseStockInput!) { staffRaiseStock(data: $data) { notified } }';

/** An id no row of either target has. */
const MISSING = 987_654;
/** A sold-out combination of the standard catalogue: a raise to 0 does not raise. */
const soldOut = buildStandardCatalogue().products.find(
  (product) => product.productOptionDetails.length > 0 && product.productOptionDetails.every((detail) => detail.count === 0),
);
if (!soldOut) throw new Error('The standard catalogue has no sold-out product with options');
const SOLD_OUT = { productId: soldOut.id, productOptionDetailId: soldOut.productOptionDetails[0]!.id };

/** The review queue's and restock board's refused mutations (reviews area, issue 16), spread into REFUSAL_CASES. */
export const REVIEWS_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffPinReview', title: 'a shopper', as: 'demo', query: PIN, code: 'FORBIDDEN',
    variables: () => ({ data: { reviewId: MISSING, pinned: true } }) },
  { mutation: 'staffPinReview', title: 'a review that does not exist', as: 'admin', query: PIN, code: 'NOT_FOUND',
    variables: () => ({ data: { reviewId: MISSING, pinned: true } }) },
  { mutation: 'staffEditReviewAnswer', title: 'an anonymous visitor', as: 'anonymous', query: EDIT_ANSWER, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { reviewCommentId: MISSING, content: '감사해요!' } }) },
  { mutation: 'staffEditReviewAnswer', title: 'a blank answer', as: 'admin', query: EDIT_ANSWER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { reviewCommentId: MISSING, content: '  ' } }) },
  { mutation: 'staffEditReviewAnswer', title: 'an answer that does not exist', as: 'admin', query: EDIT_ANSWER, code: 'NOT_FOUND',
    variables: () => ({ data: { reviewCommentId: MISSING, content: '감사해요!' } }) },
  { mutation: 'staffRaiseStock', title: 'a shopper', as: 'demo', query: RAISE, code: 'FORBIDDEN',
    variables: () => ({ data: { ...SOLD_OUT, count: 5 } }) },
  { mutation: 'staffRaiseStock', title: 'a count that does not raise', as: 'admin', query: RAISE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...SOLD_OUT, count: 0 } }) },
  { mutation: 'staffRaiseStock', title: 'a product that does not exist', as: 'admin', query: RAISE, code: 'NOT_FOUND',
    variables: () => ({ data: { productId: MISSING, count: 5 } }) },
];
