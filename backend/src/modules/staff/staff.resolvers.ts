import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffOperator, staffReader } from './staff-access';
import { listStaffAudit } from './staff-audit.service';
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
    staffOrderProducts: (_parent, { data }, context) => listStaffOrderProducts(context.em, staffReader(context), data),
    staffPendingReviews: (_parent, { page }, context) => listPendingReviews(context.em, staffReader(context), page),
    staffAuditLog: (_parent, { data }, context) => listStaffAudit(context.em, staffReader(context), data),
    // Reference data like the bank list: the carriers' names are no secret, and buyers' tracking shows them.
    orderDeliveryCompanies: (_parent, _args, { em }) => listDeliveryCompanies(em),
  },
  Mutation: {
    staffConfirmOrderProduct: (_parent, { orderProductId }, context) =>
      confirmOrderProduct(context.em, staffOperator(context), orderProductId),
    staffShipOrderProduct: (_parent, { data }, context) => shipOrderProduct(context.em, staffOperator(context), data),
    staffCompleteOrderProduct: (_parent, { orderProductId }, context) =>
      completeOrderProduct(context.em, staffOperator(context), orderProductId),
    staffUpdateStock: async (_parent, { data }, context) =>
      (await updateStock(context.em, staffOperator(context), data)).product,
    staffModerateReview: (_parent, { data }, context) => moderateReview(context.em, staffOperator(context), data),
    staffAnswerReview: (_parent, { data }, context) => answerReview(context.em, staffOperator(context), data),
  },
};
