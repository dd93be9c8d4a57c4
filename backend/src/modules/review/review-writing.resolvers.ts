import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { listOwnReviews, listRejectedReviews, listReviewableLines } from './my-reviews.service';
import { createReview, updateReview } from './review-writing.service';

export const reviewWritingResolvers: Resolvers = {
  Mutation: {
    createReview: (_parent, { data }, context) =>
      createReview(context.em, requireViewer(context), data, {
        storage: context.adapters.storage,
        config: context.config,
        log: context.log,
      }),
    updateReview: (_parent, { data }, context) =>
      updateReview(context.em, requireViewer(context), data, {
        storage: context.adapters.storage,
        config: context.config,
        log: context.log,
      }),
  },
  User: {
    reviews: (user, { page }, context) => listOwnReviews(context.em, requireViewer(context), user, { page }),
    rejectedReviews: (user, { page }, context) => listRejectedReviews(context.em, requireViewer(context), user, { page }),
    reviewableOrderProducts: (user, { page }, context) =>
      listReviewableLines(context.em, requireViewer(context), user, { page }),
  },
};
