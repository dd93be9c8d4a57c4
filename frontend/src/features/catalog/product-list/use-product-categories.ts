import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductCategoriesDocument } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';

/** The category tree changes a few times a season; one fetch per visit is enough. */
const CATEGORY_STALE_TIME_MS = 10 * 60 * 1000;

/** Main categories with their sub categories, or (isGroup) the departments' group-product categories. */
export function productCategoriesQueryOptions(isGroup: boolean) {
  return queryOptions({
    queryKey: ['ProductCategories', { isGroup }] as const,
    queryFn: ({ signal }) => request(ProductCategoriesDocument, { data: { isGroup } }, { signal }),
    select: (data) => data.productCategories.filter((category) => category.visible),
    staleTime: CATEGORY_STALE_TIME_MS,
    meta: { showError: true },
  });
}

export function useProductCategories(isGroup: boolean) {
  return useQuery(productCategoriesQueryOptions(isGroup));
}
