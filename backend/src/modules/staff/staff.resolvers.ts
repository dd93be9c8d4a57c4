import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffScope } from './staff-access';
import {
  completeOrderProduct,
  confirmOrderProduct,
  listDeliveryCompanies,
  listStaffOrderProducts,
  shipOrderProduct,
} from './staff-lines.service';
import { answerReview, listPendingReviews, moderateReview } from './staff-reviews.service';
import { updateStock } from './staff-stock.service';

export const staffResolvers: Resolvers = {
  Query: {
    staffOrderProducts: (_parent, { data }, context) => listStaffOrderProducts(context.em, staffScope(context), data),
    staffPendingReviews: (_parent, { page }, context) => listPendingReviews(context.em, staffScope(context), page),
    // Reference data like the bank list: the carriers' names are no secret, and buyers' tracking shows them.
    orderDeliveryCompanies: (_parent, _args, { em }) => listDeliveryCompanies(em),
  },
  Mutation: {
    staffConfirmOrderProduct: (_parent, { orderProductId }, context) =>
      confirmOrderProduct(context.em, staffScope(context), orderProductId),
    staffShipOrderProduct: (_parent, { data }, context) => shipOrderProduct(context.em, staffScope(context), data),
    staffCompleteOrderProduct: (_parent, { orderProductId }, context) =>
      completeOrderProduct(context.em, staffScope(context), orderProductId),
    staffUpdateStock: async (_parent, { data }, context) =>
      (await updateStock(context.em, staffScope(context), data)).product,
    staffModerateReview: (_parent, { data }, context) => moderateReview(context.em, staffScope(context), data),
    staffAnswerReview: (_parent, { data }, context) => answerReview(context.em, staffScope(context), data),
  },
};
