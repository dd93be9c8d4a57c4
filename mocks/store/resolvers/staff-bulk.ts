import type * as T from '../../__generated__/types';
import * as bulk from '../staff-bulk';
import { memberOf, type MockContext } from './context';

export const staffBulkMutations = {
  staffConfirmOrderProducts: (_root: unknown, args: T.MutationStaffConfirmOrderProductsArgs, context: MockContext) =>
    bulk.confirmLines(context.db, memberOf(context), args.orderProductIds),
  staffShipOrderProducts: (_root: unknown, args: T.MutationStaffShipOrderProductsArgs, context: MockContext) =>
    bulk.shipLines(context.db, memberOf(context), args.rows),
  staffCompleteOrderProducts: (_root: unknown, args: T.MutationStaffCompleteOrderProductsArgs, context: MockContext) =>
    bulk.completeLines(context.db, memberOf(context), args.orderProductIds),
  staffNotifyShippingDelay: (_root: unknown, args: T.MutationStaffNotifyShippingDelayArgs, context: MockContext) =>
    bulk.notifyShippingDelay(context.db, memberOf(context), args.data),
};
