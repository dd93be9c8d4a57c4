import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  MyReviewsDocument,
  OrderProductDetailDocument,
  RejectedReviewsDocument,
  ReviewDetailDocument,
  ReviewableOrderProductsDocument,
} from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

/** The three lists of `/my/reviews`, in tab order; the address names them. */
export const REVIEW_TABS = ['writable', 'mine', 'rejected'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export function reviewTabOf(raw: string | null): ReviewTab {
  return REVIEW_TABS.find((tab) => tab === raw) ?? 'writable';
}

/** A page number from the address; anything else is the first page. */
export function reviewPageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

export function reviewableQueryOptions(page: number) {
  return queryOptionsFor(ReviewableOrderProductsDocument, { page }, {
    select: (data) => data.me?.reviewableOrderProducts ?? { items: [], total: 0 },
  });
}

export function myReviewsQueryOptions(page: number) {
  return queryOptionsFor(MyReviewsDocument, { page }, {
    select: (data) => data.me?.reviews ?? { items: [], total: 0 },
  });
}

export function rejectedReviewsQueryOptions(page: number) {
  return queryOptionsFor(RejectedReviewsDocument, { page }, {
    select: (data) => data.me?.rejectedReviews ?? { items: [], total: 0 },
  });
}

// The page on screen stays while the next one loads, so paging does not blank the list.
export const useReviewable = (page: number) => useQuery({ ...reviewableQueryOptions(page), placeholderData: keepPreviousData });
export const useMyReviews = (page: number) => useQuery({ ...myReviewsQueryOptions(page), placeholderData: keepPreviousData });
export const useRejectedReviews = (page: number) => useQuery({ ...rejectedReviewsQueryOptions(page), placeholderData: keepPreviousData });

/** The line to review, with its product's options (for the sizes) and review questions. */
export function useOrderLineForReview(id: number | null) {
  return useQuery(queryOptionsFor(OrderProductDetailDocument, { id: id ?? 0 }, { select: (data) => data.orderProduct, enabled: id !== null }));
}

export function useReviewDetail(id: number | null) {
  return useQuery(queryOptionsFor(ReviewDetailDocument, { data: { id: id ?? 0 } }, { select: (data) => data.review, enabled: id !== null }));
}
