import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  BanksDocument,
  CancelPreviewDocument,
  OrderListDocument,
  OrderProductDetailDocument,
  OrderWithSpecificationDocument,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

/** Every list page and period shares this prefix, so a change to any order refreshes them all. */
export const ORDER_LIST_KEY = ['OrderList'] as const;
export const ORDER_DETAIL_KEY = ['OrderWithSpecification'] as const;

export function orderListQueryOptions(startDate: string | null, page: number) {
  return queryOptions({
    queryKey: [...ORDER_LIST_KEY, { startDate, page }] as const,
    queryFn: ({ signal }) => request(OrderListDocument, { startDate, page }, { signal }),
    select: (data) => data.me?.orders ?? { items: [], total: 0 },
  });
}

/** The page on screen stays while the next page or period loads, so the list does not blank. */
export function useOrderList(startDate: string | null, page: number) {
  return useQuery({ ...orderListQueryOptions(startDate, page), placeholderData: keepPreviousData });
}

/** The completion page asks for the same order under the same key. */
export function orderDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ORDER_DETAIL_KEY, id] as const,
    queryFn: ({ signal }) => request(OrderWithSpecificationDocument, { id }, { signal }),
    select: (data) => data.order,
  });
}

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQueryOptions(id));
}

/** Always asked afresh: the refund depends on the other lines, which may have changed meanwhile. */
export function useCancelPreview(orderProductId: number | null) {
  return useQuery({
    queryKey: ['CancelPreview', orderProductId] as const,
    queryFn: ({ signal }) => request(CancelPreviewDocument, { orderProductId: orderProductId ?? 0 }, { signal }),
    select: (data) => data.cancelPreview,
    enabled: orderProductId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The line's product with its combinations and stock, read when the option dialog opens. */
export function useOrderProductOptions(orderProductId: number | null) {
  return useQuery({
    queryKey: ['OrderProductDetail', orderProductId] as const,
    queryFn: ({ signal }) => request(OrderProductDetailDocument, { id: orderProductId ?? 0 }, { signal }),
    select: (data) => data.orderProduct,
    enabled: orderProductId !== null,
    staleTime: 0,
  });
}

const BANKS_STALE_MS = 60 * 60 * 1000;

/** The KFTC bank list hardly changes. */
export function useBanks(enabled: boolean) {
  return useQuery({
    queryKey: ['Banks'] as const,
    queryFn: ({ signal }) => request(BanksDocument, {}, { signal }),
    select: (data) => data.banks,
    enabled,
    staleTime: BANKS_STALE_MS,
  });
}
