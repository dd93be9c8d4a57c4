import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ProductReviewsDocument } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';

export interface ReviewPageKey {
  productId: number;
  page: number;
  photoOnly: boolean;
}

/** APPLIED reviews, pinned first, 10 to a page (docs/product-rules.md#reviews, #paging). */
export function productReviewsQueryOptions({ productId, page, photoOnly }: ReviewPageKey) {
  return queryOptions({
    queryKey: ['ProductReviews', { productId, page, photoOnly }] as const,
    queryFn: ({ signal }) =>
      request(ProductReviewsDocument, { data: { productId, page, ...(photoOnly ? { photoOnly } : {}) } }, { signal }),
    select: (data) => data.reviewsByProductId,
  });
}

/** The previous page stays on screen while the next one loads, so paging does not jump. */
export function useProductReviews(key: ReviewPageKey) {
  return useQuery({ ...productReviewsQueryOptions(key), placeholderData: keepPreviousData });
}
