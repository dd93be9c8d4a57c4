import { useQuery } from '@tanstack/react-query';
import { ProductDetailDocument, type ProductDetailQuery } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

export type ProductDetail = ProductDetailQuery['product'];

/** The page renders its own error (not-found included), so the query does not toast as well. */
export function productDetailQueryOptions(id: number) {
  return queryOptionsFor(ProductDetailDocument, { id }, { select: (data) => data.product });
}

export function useProductDetail(id: number) {
  return useQuery({ ...productDetailQueryOptions(id), enabled: id > 0 });
}
