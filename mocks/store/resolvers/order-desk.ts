import type * as T from '../../__generated__/types';
import * as desk from '../order-desk';
import { memberOf, type MockContext } from './context';

export const orderDeskQueries = {
  staffOrderLines: (_root: unknown, args: T.QueryStaffOrderLinesArgs, context: MockContext) => desk.staffOrderLines(context.db, memberOf(context), args),
  staffOrderLineCounts: (_root: unknown, args: T.QueryStaffOrderLineCountsArgs, context: MockContext) =>
    desk.staffOrderLineCounts(context.db, memberOf(context), args),
  staffOrder: (_root: unknown, args: T.QueryStaffOrderArgs, context: MockContext) => desk.staffOrder(context.db, memberOf(context), args.id),
  staffOrderViews: (_root: unknown, _args: unknown, context: MockContext) => desk.staffOrderViews(context.db, memberOf(context)),
  staffOrderDeskPickers: (_root: unknown, _args: unknown, context: MockContext) => desk.staffOrderDeskPickers(context.db, memberOf(context)),
};

export const orderDeskMutations = {
  staffSaveOrderView: (_root: unknown, args: T.MutationStaffSaveOrderViewArgs, context: MockContext) => desk.saveOrderView(context.db, memberOf(context), args),
  staffDeleteOrderView: (_root: unknown, args: T.MutationStaffDeleteOrderViewArgs, context: MockContext) =>
    desk.deleteOrderView(context.db, memberOf(context), args.id),
};
