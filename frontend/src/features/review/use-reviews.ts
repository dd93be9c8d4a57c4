import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MyReviewsDocument,
  OrderProductDetailDocument,
  RejectedReviewsDocument,
  ReviewDetailDocument,
  ReviewableOrderProductsDocument,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

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

/**
 * Every query a written or edited review changes: the three lists, the review itself, and the
 * order screens that show a line's 리뷰 쓰기 or its review (they key by operation name).
 */
export const REVIEW_AFFECTED_QUERIES = [
  'ReviewableOrderProducts',
  'MyReviews',
  'RejectedReviews',
  'ReviewDetail',
  'OrderProductDetail',
  'OrderDetail',
  'OrderList',
  'OrderProductCount',
] as const;

export function reviewableQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['ReviewableOrderProducts', page] as const,
    queryFn: ({ signal }) => request(ReviewableOrderProductsDocument, { page }, { signal }),
    select: (data) => data.me?.reviewableOrderProducts ?? { items: [], total: 0 },
  });
}

export function myReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['MyReviews', page] as const,
    queryFn: ({ signal }) => request(MyReviewsDocument, { page }, { signal }),
    select: (data) => data.me?.reviews ?? { items: [], total: 0 },
  });
}

export function rejectedReviewsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['RejectedReviews', page] as const,
    queryFn: ({ signal }) => request(RejectedReviewsDocument, { page }, { signal }),
    select: (data) => data.me?.rejectedReviews ?? { items: [], total: 0 },
  });
}

// The page on screen stays while the next one loads, so paging does not blank the list.
export const useReviewable = (page: number) => useQuery({ ...reviewableQueryOptions(page), placeholderData: keepPreviousData });
export const useMyReviews = (page: number) => useQuery({ ...myReviewsQueryOptions(page), placeholderData: keepPreviousData });
export const useRejectedReviews = (page: number) => useQuery({ ...rejectedReviewsQueryOptions(page), placeholderData: keepPreviousData });

/** The line to review, with its product's options (for the sizes) and review questions. */
export function useOrderLineForReview(id: number | null) {
  return useQuery({
    queryKey: ['OrderProductDetail', id] as const,
    queryFn: ({ signal }) => request(OrderProductDetailDocument, { id: id ?? 0 }, { signal }),
    select: (data) => data.orderProduct,
    enabled: id !== null,
  });
}

export function useReviewDetail(id: number | null) {
  return useQuery({
    queryKey: ['ReviewDetail', id] as const,
    queryFn: ({ signal }) => request(ReviewDetailDocument, { data: { id: id ?? 0 } }, { signal }),
    select: (data) => data.review,
    enabled: id !== null,
  });
}
