import { useQuery } from '@tanstack/react-query';
import { ProductCategoriesDocument } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

/** The category tree changes a few times a season; one fetch per visit is enough. */
const CATEGORY_STALE_TIME_MS = 10 * 60 * 1000;

/** Main categories with their sub categories, or (isGroup) the departments' group-product categories. */
export function productCategoriesQueryOptions(isGroup: boolean) {
  return queryOptionsFor(ProductCategoriesDocument, { data: { isGroup } }, {
    select: (data) => data.productCategories.filter((category) => category.visible),
    staleTime: CATEGORY_STALE_TIME_MS,
    meta: { showError: true },
  });
}

export function useProductCategories(isGroup: boolean) {
  return useQuery(productCategoriesQueryOptions(isGroup));
}
