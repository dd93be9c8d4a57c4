import type * as T from '../../__generated__/types';
import * as today from '../admin-today';
import { memberOf, type MockContext } from './context';

export const adminTodayQueries = {
  staffToday: (_root: unknown, _args: unknown, context: MockContext) => today.staffToday(context.db, memberOf(context)),
  staffSalesReport: (_root: unknown, args: T.QueryStaffSalesReportArgs, context: MockContext) =>
    today.staffSalesReport(context.db, memberOf(context), args),
};
