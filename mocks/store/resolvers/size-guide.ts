import type * as T from '../../__generated__/types';
import * as sizeGuide from '../size-guide';
import { staffProduct } from '../staff-products';
import { memberOf, type MockContext } from './context';

export const sizeGuideMutations = {
  staffSetProductSizeChart: (_root: unknown, args: T.MutationStaffSetProductSizeChartArgs, context: MockContext) => {
    const viewer = memberOf(context);
    return staffProduct(context.db, viewer, sizeGuide.setSizeChart(context.db, viewer, args.data));
  },
};
