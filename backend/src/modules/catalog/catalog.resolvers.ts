import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { childCategories, listCategories, parentCategory } from './category.service';

const authorityOf = (viewer: { authority: number } | null) => viewer?.authority ?? 0;

export const catalogResolvers: Resolvers = {
  Query: {
    productCategories: (_parent, { data }, { em, config, viewer }) =>
      listCategories(em, data?.universityId ?? config.UNIVERSITY_ID, {
        isGroup: data?.isGroup,
        authority: authorityOf(viewer),
      }),
  },
  ProductCategory: {
    universityId: (category) => category.university.id,
    categoryId: (category) => category.category?.id ?? null,
    category: (category, _args, { em }) => parentCategory(em, category),
    categories: (category, _args, { em, viewer }) => childCategories(em, category, authorityOf(viewer)),
  },
};
