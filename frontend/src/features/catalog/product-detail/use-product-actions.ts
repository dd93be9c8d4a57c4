import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CreateCartDocument,
  CreateProductRestockNotificationDocument,
  DeleteProductRestockNotificationDocument,
  type CreateCartInput,
  type ProductDetailQuery,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { productDetailQueryOptions } from './use-product-detail';

/** The queries a new cart line changes: the header badge, the cart and the checkout. */
const CART_QUERIES = new Set(['CartCount', 'MyCart', 'CartsCheckouted']);

function invalidateCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => CART_QUERIES.has(String(query.queryKey[0])) });
}

/** createCart; refusals are shown on the page itself (the panel), not as a one-second toast. */
export function useCreateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateCartInput) => request(CreateCartDocument, { data }),
    meta: { showError: false },
    onSuccess: () => invalidateCart(queryClient),
  });
}

function setSubscribed(queryClient: QueryClient, productId: number, subscribed: boolean) {
  queryClient.setQueryData(productDetailQueryOptions(productId).queryKey, (data: ProductDetailQuery | undefined) =>
    data ? { product: { ...data.product, isRestockSubscribed: subscribed } } : data,
  );
  return queryClient.invalidateQueries({ queryKey: ['RestockNotifications'] });
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
