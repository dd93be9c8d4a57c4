import type * as T from '../../__generated__/types';
import * as desk from '../refund-desk';
import { memberOf, type MockContext } from './context';

export const refundDeskQueries = {
  staffCancelPreview: (_root: unknown, args: T.QueryStaffCancelPreviewArgs, context: MockContext) =>
    desk.staffCancelPreview(context.db, memberOf(context), args.orderProductIds),
  staffRefunds: (_root: unknown, args: T.QueryStaffRefundsArgs, context: MockContext) => desk.staffRefunds(context.db, memberOf(context), args),
  staffCancelRequests: (_root: unknown, args: T.QueryStaffCancelRequestsArgs, context: MockContext) =>
    desk.staffCancelRequests(context.db, memberOf(context), args),
};

export const refundDeskMutations = {
  staffCancelOrderProducts: (_root: unknown, args: T.MutationStaffCancelOrderProductsArgs, context: MockContext) =>
    desk.staffCancelOrderProducts(context.db, memberOf(context), args.data),
  staffRetryRefund: (_root: unknown, args: T.MutationStaffRetryRefundArgs, context: MockContext) =>
    desk.staffRetryRefund(context.db, memberOf(context), args.refundId),
  staffApproveCancelRequest: (_root: unknown, args: T.MutationStaffApproveCancelRequestArgs, context: MockContext) =>
    desk.staffApproveCancelRequest(context.db, memberOf(context), args.id),
  staffRefuseCancelRequest: (_root: unknown, args: T.MutationStaffRefuseCancelRequestArgs, context: MockContext) =>
    desk.staffRefuseCancelRequest(context.db, memberOf(context), args),
  requestOrderProductCancel: (_root: unknown, args: T.MutationRequestOrderProductCancelArgs, context: MockContext) =>
    desk.requestOrderProductCancel(context.db, memberOf(context), args),
  withdrawOrderProductCancelRequest: (_root: unknown, args: T.MutationWithdrawOrderProductCancelRequestArgs, context: MockContext) =>
    desk.withdrawOrderProductCancelRequest(context.db, memberOf(context), args.id),
};
