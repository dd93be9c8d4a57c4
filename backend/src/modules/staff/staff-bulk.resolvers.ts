import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { GraphQLContext } from '../../graphql/context';
import { visibleShippingDelay } from '../../../../domain/staff/bulk-lines';
import { staffOperator } from './staff-access';
import { completeOrderProducts, confirmOrderProducts, notifyShippingDelays, shipOrderProducts, type FaultLog } from './staff-bulk.service';

const faultLog =
  (context: GraphQLContext): FaultLog =>
  (error, orderProductId) =>
    context.log.error({ err: error, orderProductId }, 'a bulk line step failed');

export const staffBulkResolvers: Resolvers = {
  Mutation: {
    staffConfirmOrderProducts: (_parent, { orderProductIds }, context) =>
      confirmOrderProducts(context.em, staffOperator(context), orderProductIds, faultLog(context)),
    staffShipOrderProducts: (_parent, { rows }, context) => shipOrderProducts(context.em, staffOperator(context), rows, faultLog(context)),
    staffCompleteOrderProducts: (_parent, { orderProductIds }, context) =>
      completeOrderProducts(context.em, staffOperator(context), orderProductIds, faultLog(context)),
    staffNotifyShippingDelay: (_parent, { data }, context) => notifyShippingDelays(context.em, staffOperator(context), data, faultLog(context)),
  },
  OrderProduct: {
    shippingDelay: (line) =>
      visibleShippingDelay(
        line.status,
        line.shippingDelayReason && line.shippingDelayExpectedDate && line.shippingDelayNotifiedAt
          ? { reason: line.shippingDelayReason, expectedDate: line.shippingDelayExpectedDate, notifiedAt: line.shippingDelayNotifiedAt }
          : null,
      ),
  },
};
