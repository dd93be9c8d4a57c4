import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BanksDocument,
  CancelPreviewDocument,
  OrderListDocument,
  OrderProductDetailDocument,
  OrderWithSpecificationDocument,
} from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

export function orderListQueryOptions(startDate: string | null, page: number) {
  return queryOptionsFor(OrderListDocument, { startDate, page }, { select: (data) => data.me?.orders ?? { items: [], total: 0 } });
}

/** The page on screen stays while the next page or period loads, so the list does not blank. */
export function useOrderList(startDate: string | null, page: number) {
  return useQuery({ ...orderListQueryOptions(startDate, page), placeholderData: keepPreviousData });
}

/** The completion page asks for the same order under the same key. */
export function orderDetailQueryOptions(id: number) {
  return queryOptionsFor(OrderWithSpecificationDocument, { id }, { select: (data) => data.order });
}

export function useOrderDetail(id: number) {
  return useQuery(orderDetailQueryOptions(id));
}

/** Always asked afresh: the refund depends on the other lines, which may have changed meanwhile. */
export function useCancelPreview(orderProductId: number | null) {
  return useQuery(
    queryOptionsFor(CancelPreviewDocument, { orderProductId: orderProductId ?? 0 }, {
      select: (data) => data.cancelPreview,
      enabled: orderProductId !== null,
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

/** The line's product with its combinations and stock, read when the option dialog opens. */
export function useOrderProductOptions(orderProductId: number | null) {
  return useQuery(
    queryOptionsFor(OrderProductDetailDocument, { id: orderProductId ?? 0 }, {
      select: (data) => data.orderProduct,
      enabled: orderProductId !== null,
      staleTime: 0,
    }),
  );
}

const BANKS_STALE_MS = 60 * 60 * 1000;

/** The KFTC bank list hardly changes. */
export function useBanks(enabled: boolean) {
  return useQuery(queryOptionsFor(BanksDocument, {}, { select: (data) => data.banks, enabled, staleTime: BANKS_STALE_MS }));
}
