import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductReviewsDocument, type ReviewSort } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

export interface ReviewPageKey {
  productId: number;
  page: number;
  photoOnly: boolean;
  /** Only reviews of this bought size; null for all. */
  size?: string | null;
  sort?: ReviewSort;
}

/** APPLIED reviews, 10 to a page, photos first unless sorted otherwise (docs/product-rules.md#reviews, #paging). */
export function productReviewsQueryOptions({ productId, page, photoOnly, size = null, sort }: ReviewPageKey) {
  const data = { productId, page, ...(photoOnly ? { photoOnly } : {}), ...(size ? { size } : {}), ...(sort ? { sort } : {}) };
  return queryOptionsFor(ProductReviewsDocument, { data }, { select: (result) => result.reviewsByProductId });
}

/** The previous page stays on screen while the next one loads, so paging does not jump. */
export function useProductReviews(key: ReviewPageKey) {
  return useQuery({ ...productReviewsQueryOptions(key), placeholderData: keepPreviousData });
}
