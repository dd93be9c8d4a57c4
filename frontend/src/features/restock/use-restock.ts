import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteProductRestockNotificationDocument, ProductDetailDocument, RestockNotificationsDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { queryKeyFor } from '../../lib/operation-key';
import { queryOptionsFor } from '../../lib/query-options';

export function restockNotificationsQueryOptions(page: number) {
  return queryOptionsFor(RestockNotificationsDocument, { page }, {
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
    mutationFn: ({ productId, optionId }: { productId: number; optionId: number | null }) =>
      request(DeleteProductRestockNotificationDocument, { productId, optionId }),
    meta: { showError: false },
    onSuccess: (_removed, { productId }) =>
      Promise.all([
        invalidate(queryClient, queryGroups.restock),
        invalidate(queryClient, queryKeyFor(ProductDetailDocument, { id: productId })),
      ]),
  });
}

export { pageOf } from '../../lib/page-of';
