// The staff review queue and the restock demand board as the real staff-review-queue.service.ts
// and restock-demand.service.ts serve them (ADR 0053): the filters, order, refusals and raise rule
// are domain/review/review-queue.ts and domain/restock/restock-demand.ts.
import { notFound } from '../../domain/errors/errors';
import { pageWindow, parseInput } from '../../domain/errors/input';
import { checkRaise, compareDemand, raiseStockInput, restockDemandInput } from '../../domain/restock/restock-demand';
import {
  checkPinnable,
  editAnswerInput,
  matchesQueueFilter,
  pinInput,
  queueOrder,
  REVIEW_ANSWER_NOT_FOUND_MESSAGE,
  reviewQueueInput,
} from '../../domain/review/review-queue';
import { reviewAnswerEditAudit, reviewPinAudit } from '../../domain/staff/staff-audit-entries';
import { STAFF_REVIEW_NOT_FOUND_MESSAGE, STOCK_PRODUCT_NOT_FOUND_MESSAGE } from '../../domain/staff/staff-input';
import type * as T from '../__generated__/types';
import { wholeStockOf } from '../scenarios/pricing';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { newestFirst, oldestFirst } from './paging';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import { updateStock } from './staff';
import type { StoreMember, StoreReview } from './types';

const tenantReviews = (db: MockDb) =>
  db.state.reviews.filter((review) => db.product(review.productId)?.universityId === db.universityId);

export function staffReviews(db: MockDb, viewer: StoreMember | null, data: T.StaffReviewsInput | null | undefined) {
  requireStaffReader(viewer);
  const filter = parseInput(reviewQueueInput, data ?? {});
  const { limit, offset } = pageWindow(filter.page);
  const matching = tenantReviews(db).filter((review) => matchesQueueFilter(review, filter));
  const countOf = (status: T.ReviewStatus) => matching.filter((review) => review.status === status).length;
  const tab = matching
    .filter((review) => review.status === filter.status)
    .sort(queueOrder(filter.status) === 'asc' ? oldestFirst : newestFirst);
  return {
    items: tab.slice(offset, offset + limit),
    total: tab.length,
    counts: { ready: countOf('READY'), applied: countOf('APPLIED'), reject: countOf('REJECT') },
  };
}

function tenantReview(db: MockDb, id: number): StoreReview {
  const review = tenantReviews(db).find((row) => row.id === id);
  if (!review) throw notFound(STAFF_REVIEW_NOT_FOUND_MESSAGE);
  return review;
}

/** The reviewed line as staff see it; null for a review without one (scenario reviews of others). */
export function staffReviewLine(db: MockDb, review: StoreReview) {
  for (const order of db.state.orders) {
    const line = order.lines.find((row) => row.id === review.orderProductId);
    if (line) return { orderProductId: line.id, orderId: order.id, status: line.status };
  }
  return null;
}

export function pinReview(db: MockDb, viewer: StoreMember | null, data: T.StaffPinReviewInput): StoreReview {
  requireStaffOperator(viewer);
  const input = parseInput(pinInput, data);
  const review = tenantReview(db, input.reviewId);
  const refusal = checkPinnable(review, input.pinned);
  if (refusal) throw refusal;
  if (review.pinned !== input.pinned) {
    recordStaffAudit(db, viewer, reviewPinAudit(review.id, review.pinned, input.pinned));
    review.pinned = input.pinned;
  }
  return review;
}

export function editReviewAnswer(db: MockDb, viewer: StoreMember | null, data: T.StaffEditReviewAnswerInput): StoreReview {
  requireStaffOperator(viewer);
  const input = parseInput(editAnswerInput, data);
  const review = tenantReviews(db).find((row) => row.comments.some((comment) => comment.id === input.reviewCommentId));
  const comment = review?.comments.find((row) => row.id === input.reviewCommentId);
  if (!review || !comment) throw notFound(REVIEW_ANSWER_NOT_FOUND_MESSAGE);
  if (comment.content !== input.content) {
    recordStaffAudit(db, viewer, reviewAnswerEditAudit(review.id, comment.id, comment.content, input.content));
    comment.content = input.content;
  }
  return review;
}

export interface MockDemandRow {
  product: ScenarioProduct;
  waiting: number;
  oldestRequestedAt: string;
  newestRequestedAt: string;
}

export function staffRestockDemand(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffRestockDemandArgs) {
  requireStaffReader(viewer);
  const input = parseInput(restockDemandInput, args);
  const { limit, offset } = pageWindow(input.page);
  const byProduct = new Map<number, { createdAt: string }[]>();
  for (const row of db.state.restocks) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  const rows = [...byProduct.entries()].flatMap(([productId, waiting]) => {
    const product = db.product(productId);
    if (!product || product.universityId !== db.universityId) return [];
    const times = waiting.map((row) => row.createdAt).sort();
    return [{ product, productId, waiting: waiting.length, stock: wholeStockOf(product), oldest: times[0]!, newest: times.at(-1)! }];
  });
  const sorted = rows
    .map((row) => ({ ...row, oldestRequestedAt: new Date(row.oldest) }))
    .sort(compareDemand(input.sort));
  const items: MockDemandRow[] = sorted.slice(offset, offset + limit).map((row) => ({
    product: row.product,
    waiting: row.waiting,
    oldestRequestedAt: row.oldest,
    newestRequestedAt: row.newest,
  }));
  return { items, total: sorted.length, waitingMembers: sorted.reduce((sum, row) => sum + row.waiting, 0) };
}

export function raiseStock(db: MockDb, viewer: StoreMember | null, data: T.StaffRaiseStockInput) {
  requireStaffOperator(viewer);
  const input = parseInput(raiseStockInput, data);
  const product = db.product(input.productId);
  if (!product || product.universityId !== db.universityId) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const detail = input.productOptionDetailId != null ? product.productOptionDetails.find((row) => row.id === input.productOptionDetailId) : null;
  const current = input.productOptionDetailId != null ? detail?.count : product.count;
  // An unknown combination is refused by updateStock with its own sentence.
  const refusal = current !== undefined ? checkRaise(current, input.count) : null;
  if (refusal) throw refusal;
  const before = wholeStockOf(product);
  const waitingBefore = db.state.restocks.length;
  updateStock(db, viewer, data);
  return { product, before, after: wholeStockOf(product), notified: waitingBefore - db.state.restocks.length };
}
