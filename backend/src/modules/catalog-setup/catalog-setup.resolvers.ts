import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffOperator, staffReader } from '../staff/staff-access';
import {
  createCategory,
  deleteCategory,
  listStaffCategories,
  reorderCategories,
  setPromotedCategories,
  staffPromotedCategories,
  updateCategory,
} from './staff-categories.service';
import {
  createDeliveryTemplate,
  createPickupPoint,
  deleteDeliveryTemplate,
  deletePickupPoint,
  listStaffDeliveryTemplates,
  listStaffPickupPoints,
  updateDeliveryTemplate,
  updatePickupPoint,
} from './staff-delivery.service';

export const catalogSetupResolvers: Resolvers = {
  Query: {
    staffCategories: (_parent, _args, context) => listStaffCategories(context.em, staffReader(context)),
    staffPromotedCategories: (_parent, _args, context) => staffPromotedCategories(context.em, staffReader(context)),
    staffDeliveryTemplates: (_parent, _args, context) => listStaffDeliveryTemplates(context.em, staffReader(context)),
    staffPickupPoints: (_parent, _args, context) => listStaffPickupPoints(context.em, staffReader(context)),
  },
  Mutation: {
    staffCreateCategory: (_parent, { data }, context) => createCategory(context.em, staffOperator(context), data),
    staffUpdateCategory: (_parent, { data }, context) => updateCategory(context.em, staffOperator(context), data),
    staffDeleteCategory: (_parent, { id }, context) => deleteCategory(context.em, staffOperator(context), id),
    staffReorderCategories: (_parent, { data }, context) => reorderCategories(context.em, staffOperator(context), data),
    staffSetPromotedCategories: (_parent, { data }, context) => setPromotedCategories(context.em, staffOperator(context), data),
    staffCreateDeliveryTemplate: (_parent, { data }, context) => createDeliveryTemplate(context.em, staffOperator(context), data),
    staffUpdateDeliveryTemplate: (_parent, { data }, context) => updateDeliveryTemplate(context.em, staffOperator(context), data),
    staffDeleteDeliveryTemplate: (_parent, { id }, context) => deleteDeliveryTemplate(context.em, staffOperator(context), id),
    staffCreatePickupPoint: (_parent, { data }, context) => createPickupPoint(context.em, staffOperator(context), data),
    staffUpdatePickupPoint: (_parent, { data }, context) => updatePickupPoint(context.em, staffOperator(context), data),
    staffDeletePickupPoint: (_parent, { id }, context) => deletePickupPoint(context.em, staffOperator(context), id),
  },
};
