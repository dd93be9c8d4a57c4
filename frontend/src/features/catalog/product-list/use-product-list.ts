import { useInfiniteQuery } from '@tanstack/react-query';
import { ProductListDocument } from '../../../lib/__generated__/graphql';
import { infiniteQueryOptionsFor } from '../../../lib/query-options';
import { toProductsInput, type ListFilters } from './list-filters';

/** docs/product-rules.md#paging: products come 20 to a page behind an opaque cursor. */
export const PRODUCT_PAGE_SIZE = 20;

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
