import { useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '../../../../../domain/paging';
import { ProductListDocument } from '../../../lib/__generated__/graphql';
import { infiniteQueryOptionsFor } from '../../../lib/query-options';
import { toProductsInput, type ListFilters } from './list-filters';

/**
 * One cache entry per filter combination: changing a filter starts a new list from its first page
 * (spec §9), while going back to an earlier combination shows the pages it had already loaded.
 */
export function productListQueryOptions(filters: ListFilters) {
  const input = toProductsInput(filters);
  return infiniteQueryOptionsFor(ProductListDocument, (cursor: string | null) => ({ data: { ...input, limit: PRODUCT_PAGE_SIZE, cursor } }), {
    initialPageParam: null,
    getNextPageParam: (last) => last.products.nextCursor,
  });
}

export function useProductList(filters: ListFilters) {
  return useInfiniteQuery(productListQueryOptions(filters));
}
