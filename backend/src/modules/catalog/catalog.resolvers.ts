import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer, type ViewerContext } from '../account/viewer';
import { childCategories, listCategories, parentCategory } from './category.service';

// Another university's member (a token from elsewhere) browses like an anonymous visitor.
const authorityOf = (context: ViewerContext) => tenantViewer(context)?.authority ?? 0;

export const catalogResolvers: Resolvers = {
  Query: {
    productCategories: (_parent, { data }, context) =>
      listCategories(context.em, data?.universityId ?? context.config.UNIVERSITY_ID, {
        isGroup: data?.isGroup,
        authority: authorityOf(context),
      }),
  },
  ProductCategory: {
    universityId: (category) => category.university.id,
    categoryId: (category) => category.category?.id ?? null,
    category: (category, _args, { em }) => parentCategory(em, category),
    categories: (category, _args, context) => childCategories(context.em, category, authorityOf(context)),
  },
};
