import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer } from '../account/viewer';
import { staffOperator } from '../staff/staff-access';
import { readStaffProduct } from '../staff-products/staff-product.service';
import { reviewSizes, setSizeChart, sizeChartOf, sizeRecommendable, sizeRecommendation } from './size-guide.service';

// The product page's size guide (docs/decisions/0060): the staff-made chart and the advice read
// from APPLIED reviews. Only the product page selects these, one product at a time.
export const sizeGuideResolvers: Resolvers = {
  Product: {
    sizeChart: (product, _args, { em }) => sizeChartOf(em, product.id),
    reviewSizes: (product, _args, { em }) => reviewSizes(em, product.id),
    sizeRecommendable: (product, _args, { em }) => sizeRecommendable(em, product.id),
    sizeRecommendation: (product, args, { em }) => sizeRecommendation(em, product.id, args),
  },
  Mutation: {
    staffSetProductSizeChart: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffProduct(context.em, scope, tenantViewer(context), await setSizeChart(context.em, scope, data));
    },
  },
};
