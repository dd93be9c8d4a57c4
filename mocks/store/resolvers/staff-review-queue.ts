import type * as T from '../../__generated__/types';
import * as queue from '../staff-review-queue';
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
