import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { listRestockDemand, raiseStock } from '../restock/restock-demand.service';
import { staffOperator, staffReader } from './staff-access';
import { canReadConsole } from '../../../../domain/staff/staff-level';
import { editReviewAnswer, listStaffReviews, pinReview, staffReviewLine } from './staff-review-queue.service';

/** The review queue and the restock demand board (ADR 0053). */
export const staffReviewQueueResolvers: Resolvers = {
  Query: {
    staffReviews: (_parent, { data }, context) => listStaffReviews(context.em, staffReader(context), data),
    staffRestockDemand: (_parent, args, context) => listRestockDemand(context.em, staffReader(context), args),
  },
  Mutation: {
    staffPinReview: (_parent, { data }, context) => pinReview(context.em, staffOperator(context), data),
    staffEditReviewAnswer: (_parent, { data }, context) => editReviewAnswer(context.em, staffOperator(context), data),
    staffRaiseStock: (_parent, { data }, context) => raiseStock(context.em, staffOperator(context), data),
  },
  Review: {
    staffLine: (review, _args, { em, viewer }) => (canReadConsole(viewer?.authority) ? staffReviewLine(em, review) : null),
  },
};
