import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { PayMethod } from '../../../../domain/enums';
import { staffReader } from '../staff/staff-access';
import { staffSalesReport } from './sales-report.service';
import { staffToday } from './today.service';

export const adminTodayResolvers: Resolvers = {
  Query: {
    staffToday: (_parent, _args, context) => staffToday(context.em, staffReader(context)),
    staffSalesReport: async (_parent, args, context) => {
      const report = await staffSalesReport(context.em, staffReader(context), args);
      return { ...report, payMethods: report.payMethods.map((pay) => ({ ...pay, payMethod: pay.payMethod as PayMethod })) };
    },
  },
};
