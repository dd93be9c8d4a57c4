import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateProductRestockNotificationDocument,
  DeleteProductRestockNotificationDocument,
  RestockOptionStateDocument,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

/**
 * The restock request for one sold-out combination (docs/decisions/0059): whether the signed-in
 * member asked (RestockOptionState), and asking or withdrawing. Off (never sent) without an
 * optionId or a member.
 */
export function useOptionRestock(productId: number, optionId: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const state = useQuery({
    ...queryOptionsFor(RestockOptionStateDocument, { id: productId }, {
      select: (data) => data.product.productOptionDetails.find((detail) => detail.id === optionId)?.isRestockSubscribed ?? false,
    }),
    enabled: enabled && optionId !== undefined,
  });
  const refresh = () =>
    Promise.all([invalidate(queryClient, queryGroups.restock), invalidate(queryClient, queryKeyFor(RestockOptionStateDocument, { id: productId }))]);
  const variables = { productId, optionId: optionId ?? null };
  const subscribe = useMutation({
    mutationFn: () => request(CreateProductRestockNotificationDocument, variables),
    meta: { showError: false },
    onSuccess: refresh,
  });
  const unsubscribe = useMutation({
    mutationFn: () => request(DeleteProductRestockNotificationDocument, variables),
    meta: { showError: false },
    onSuccess: refresh,
  });
  return { subscribed: state.data === true, subscribe, unsubscribe, setSubscribed: () => void refresh() };
}
