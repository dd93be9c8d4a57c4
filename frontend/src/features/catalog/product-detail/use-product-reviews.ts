import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductReviewsDocument } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

export interface ReviewPageKey {
  productId: number;
  page: number;
  photoOnly: boolean;
}

/** APPLIED reviews, pinned first, 10 to a page (docs/product-rules.md#reviews, #paging). */
export function productReviewsQueryOptions({ productId, page, photoOnly }: ReviewPageKey) {
  return queryOptionsFor(ProductReviewsDocument, { data: { productId, page, ...(photoOnly ? { photoOnly } : {}) } }, {
    select: (data) => data.reviewsByProductId,
  });
}

/** The previous page stays on screen while the next one loads, so paging does not jump. */
export function useProductReviews(key: ReviewPageKey) {
  return useQuery({ ...productReviewsQueryOptions(key), placeholderData: keepPreviousData });
}
