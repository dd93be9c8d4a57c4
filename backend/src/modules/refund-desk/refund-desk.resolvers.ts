import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { staffOperator, staffReader } from '../staff/staff-access';
import {
  approveCancelRequest,
  latestCancelRequest,
  listStaffCancelRequests,
  refuseCancelRequest,
  requestOrderProductCancel,
  withdrawOrderProductCancelRequest,
} from './cancel-request.service';
import { listStaffRefunds, retryStaffRefund } from './refund-list.service';
import { staffCancelOrderProducts, staffCancelPreview } from './staff-cancel.service';

const deps = (context: GraphQLContext) => ({ payment: context.adapters.payment, log: context.log });

export const refundDeskResolvers: Resolvers = {
  Query: {
    staffCancelPreview: (_parent, { orderProductIds }, context) => staffCancelPreview(context.em, staffReader(context), orderProductIds),
    staffRefunds: (_parent, args, context) => listStaffRefunds(context.em, staffReader(context), args),
    staffCancelRequests: (_parent, args, context) => listStaffCancelRequests(context.em, staffReader(context), args),
  },
  OrderProduct: {
    cancelRequest: (line, _args, context) => latestCancelRequest(context.em, line.id),
  },
  Mutation: {
    // The AfterCommit results are unwrapped by transactional-mutations.ts once the cancel committed.
    staffCancelOrderProducts: (_parent, { data }, context) =>
      staffCancelOrderProducts(context.em, staffOperator(context), data, deps(context)) as never,
    staffRetryRefund: (_parent, { refundId }, context) => retryStaffRefund(context.em, staffOperator(context), refundId, deps(context)),
    staffApproveCancelRequest: (_parent, { id }, context) =>
      approveCancelRequest(context.em, staffOperator(context), id, deps(context)) as never,
    staffRefuseCancelRequest: (_parent, args, context) => refuseCancelRequest(context.em, staffOperator(context), args),
    requestOrderProductCancel: (_parent, args, context) => requestOrderProductCancel(context.em, requireViewer(context), args),
    withdrawOrderProductCancelRequest: (_parent, { id }, context) =>
      withdrawOrderProductCancelRequest(context.em, requireViewer(context), id),
  },
};
