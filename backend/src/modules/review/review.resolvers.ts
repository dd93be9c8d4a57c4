import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer } from '../account/viewer';
import { getReviewType, questionAnswers, reviewQuestions } from './review-type.service';
import { maskName } from '../../../../domain/review/mask-name';
import {
  getReview,
  listProductReviews,
  reviewAnswers,
  reviewAuthor,
  reviewComments,
  reviewOptionText,
  reviewOrderLine,
  reviewProduct,
  reviewUserSize,
} from './review.service';

export const reviewResolvers: Resolvers = {
  Query: {
    reviewType: (_parent, { id }, { em }) => getReviewType(em, id),
    reviewsByProductId: (_parent, { data }, context) =>
      listProductReviews(context.em, data, tenantViewer(context), context.config.UNIVERSITY_ID),
    review: (_parent, { data }, context) =>
      getReview(context.em, data.id, tenantViewer(context), context.config.UNIVERSITY_ID),
  },
  ReviewType: {
    reviewOptions: (type, _args, { em }) => reviewQuestions(em, type),
  },
  ReviewOption: {
    reviewOptionDetails: (option, _args, { em }) => questionAnswers(em, option),
  },
  Review: {
    userId: (review) => review.user.id,
    user: (review, _args, { em }) => reviewAuthor(em, review),
    productId: (review) => review.product.id,
    product: (review, _args, { em }) => reviewProduct(em, review),
    orderProduct: (review, _args, { viewer }) => reviewOrderLine(review, viewer),
    reviewUserSize: (review, _args, { em }) => reviewUserSize(em, review),
    reviewOptionSelecteds: (review, _args, { em }) => reviewAnswers(em, review),
    reviewComments: (review, _args, { em }) => reviewComments(em, review),
    optionText: (review, _args, { em }) => reviewOptionText(em, review),
  },
  ReviewAuthor: {
    name: (user) => maskName(user.name),
  },
  ReviewOptionSelected: {
    reviewOptionId: (answer) => answer.reviewOption.id,
    reviewOptionDetailId: (answer) => answer.reviewOptionDetail.id,
  },
};
