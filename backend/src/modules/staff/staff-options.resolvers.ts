import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffOperator, staffReader } from './staff-access';
import { readProductOptions, saveProductOptions } from './staff-options.service';

export const staffOptionsResolvers: Resolvers = {
  Query: {
    staffProductOptions: (_parent, { productId }, context) => readProductOptions(context.em, staffReader(context), productId),
  },
  Mutation: {
    staffSaveProductOptions: (_parent, { data }, context) => saveProductOptions(context.em, staffOperator(context), data),
  },
};
