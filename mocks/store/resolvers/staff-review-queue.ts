import type * as T from '../../__generated__/types';
import { canReadConsole } from '../../../domain/staff/staff-level';
import * as queue from '../staff-review-queue';
import type { StoreReview } from '../types';
import { memberOf, type MockContext } from './context';

export const staffReviewQueueQueries = {
  staffReviews: (_root: unknown, args: T.QueryStaffReviewsArgs, context: MockContext) =>
    queue.staffReviews(context.db, memberOf(context), args.data),
  staffRestockDemand: (_root: unknown, args: T.QueryStaffRestockDemandArgs, context: MockContext) =>
    queue.staffRestockDemand(context.db, memberOf(context), args),
};

export const staffReviewQueueMutations = {
  staffPinReview: (_root: unknown, args: T.MutationStaffPinReviewArgs, context: MockContext) =>
    queue.pinReview(context.db, memberOf(context), args.data),
  staffEditReviewAnswer: (_root: unknown, args: T.MutationStaffEditReviewAnswerArgs, context: MockContext) =>
    queue.editReviewAnswer(context.db, memberOf(context), args.data),
  staffRaiseStock: (_root: unknown, args: T.MutationStaffRaiseStockArgs, context: MockContext) =>
    queue.raiseStock(context.db, memberOf(context), args.data),
};

/** Review fields only staff see (ADR 0053); merged into the Review type's resolvers. */
export const staffReviewFields = {
  staffLine: (review: StoreReview, _args: unknown, { db, viewer }: MockContext) =>
    canReadConsole(viewer?.authority) ? queue.staffReviewLine(db, review) : null,
};
