import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteProductRestockNotificationDocument, RestockNotificationsDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

/** The product page invalidates this prefix when a subscription is made or withdrawn there. */
const RESTOCK_QUERY = 'RestockNotifications';

export function restockNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [RESTOCK_QUERY, page] as const,
    queryFn: ({ signal }) => request(RestockNotificationsDocument, { page }, { signal }),
    select: (data) => data.productRestockNotifications,
  });
}

export function useRestockNotifications(page: number) {
  return useQuery({ ...restockNotificationsQueryOptions(page), placeholderData: keepPreviousData });
}

/** Withdraws one subscription; the list and that product's page (its 재입고 알림 button) refetch. */
export function useRemoveRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => request(DeleteProductRestockNotificationDocument, { productId }),
    meta: { showError: false },
    onSuccess: (_removed, productId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [RESTOCK_QUERY] }),
        queryClient.invalidateQueries({ queryKey: ['ProductDetail', productId] }),
      ]),
  });
}

/** A page number from the address; anything else is the first page. */
export function pageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
