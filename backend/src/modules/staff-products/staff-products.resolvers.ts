import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer } from '../account/viewer';
import { staffOperator, staffReader } from '../staff/staff-access';
import { listStaffProducts } from './staff-product-list.service';
import { productPickers, readStaffProduct } from './staff-product.service';
import {
  createStaffProduct,
  duplicateStaffProduct,
  setStaffProductVisibility,
  updateStaffProduct,
} from './staff-product-write.service';

// The console's products (issue 15 items 1 and 4): staff from ADMINHIDDEN read, only ADMIN writes.
// Each write answers the product as the editor reloads it, read inside the same transaction.
export const staffProductResolvers: Resolvers = {
  Query: {
    staffProducts: (_parent, { data }, context) => listStaffProducts(context.em, staffReader(context), data),
    staffProduct: (_parent, { id }, context) => readStaffProduct(context.em, staffReader(context), tenantViewer(context), id),
    staffProductPickers: (_parent, _args, context) => productPickers(context.em, staffReader(context)),
  },
  Mutation: {
    staffCreateProduct: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffProduct(context.em, scope, tenantViewer(context), await createStaffProduct(context.em, scope, data));
    },
    staffUpdateProduct: async (_parent, args, context) => {
      const scope = staffOperator(context);
      return readStaffProduct(context.em, scope, tenantViewer(context), await updateStaffProduct(context.em, scope, args));
    },
    staffDuplicateProduct: async (_parent, { id }, context) => {
      const scope = staffOperator(context);
      return readStaffProduct(context.em, scope, tenantViewer(context), await duplicateStaffProduct(context.em, scope, id));
    },
    staffSetProductVisibility: async (_parent, args, context) => {
      const scope = staffOperator(context);
      return readStaffProduct(context.em, scope, tenantViewer(context), await setStaffProductVisibility(context.em, scope, args));
    },
  },
};
