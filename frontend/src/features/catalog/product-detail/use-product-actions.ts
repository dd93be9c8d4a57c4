import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CreateCartDocument,
  CreateDirectCartsDocument,
  CreateProductRestockNotificationDocument,
  DeleteProductRestockNotificationDocument,
  type CreateCartInput,
  type ProductViewerStateQuery,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { productViewerStateQueryOptions } from './use-product-viewer-state';

/** createCart; refusals are shown on the page itself (the panel), not as a one-second toast. */
export function useCreateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateCartInput) => request(CreateCartDocument, { data }),
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.cart),
  });
}

/** 구매하기: the sheet's rows as direct lines for a checkout of exactly them (ADR 0057); the cart stays as it is. */
export function useCreateDirectCarts() {
  return useMutation({
    mutationFn: (data: CreateCartInput[]) => request(CreateDirectCartsDocument, { data }),
    meta: { showError: false },
  });
}

function setSubscribed(queryClient: QueryClient, productId: number, subscribed: boolean) {
  queryClient.setQueryData(productViewerStateQueryOptions(productId).queryKey, (data: ProductViewerStateQuery | undefined) =>
    data ? { product: { ...data.product, isRestockSubscribed: subscribed } } : data,
  );
  return invalidate(queryClient, queryGroups.restock);
}

/** Subscribes to, or withdraws from, the restock message of a sold-out product. */
export function useRestockSubscription(productId: number) {
  const queryClient = useQueryClient();
  const subscribe = useMutation({
    mutationFn: () => request(CreateProductRestockNotificationDocument, { productId }),
    meta: { showError: false },
    onSuccess: () => setSubscribed(queryClient, productId, true),
  });
  const unsubscribe = useMutation({
    mutationFn: () => request(DeleteProductRestockNotificationDocument, { productId }),
    meta: { showError: false },
    onSuccess: () => setSubscribed(queryClient, productId, false),
  });
  return { subscribe, unsubscribe, setSubscribed: (value: boolean) => void setSubscribed(queryClient, productId, value) };
}
