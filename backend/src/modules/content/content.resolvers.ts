import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { findVisibleCategory } from '../catalog/category.service';
import { getUniversity, promotedCategories, tenantIntegrations } from './university.service';

export const contentResolvers: Resolvers = {
  Query: {
    university: (_parent, { universityId }, { em, config }) => getUniversity(em, universityId ?? config.UNIVERSITY_ID),
  },
  University: {
    integrations: (university, _args, { config }) => tenantIntegrations(university, config),
    promotedCategories: (university) => promotedCategories(university),
  },
  PromotedCategory: {
    category: (promoted, _args, { em, viewer }) =>
      findVisibleCategory(em, promoted.universityId, promoted.categoryId, viewer?.authority ?? 0),
  },
};
