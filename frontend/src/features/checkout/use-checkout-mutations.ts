import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PlaceOrderDocument, type PlaceOrderInput } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forgetPoints } from '../../lib/point-queries';
import { CHECKOUT_QUERY_KEY } from './checkout-queries';

/** What a placed order changes besides the checkout itself and the points: the header badge, the cart, orders, stock, the saved address. */
const ORDER_QUERIES = new Set(['CartCount', 'MyCart', 'OrderList', 'OrderProductCount', 'UserDelivery', 'ProductDetail']);

/** The header badge and the cart, after a refusal that says the cart is not what the screen shows. */
const CART_QUERIES = new Set(['CartCount', 'MyCart', ...CHECKOUT_QUERY_KEY]);

function invalidateNamed(queryClient: QueryClient, names: ReadonlySet<string>) {
  return queryClient.invalidateQueries({ predicate: (query) => names.has(String(query.queryKey[0])) });
}

/** Asks for the lines again (sold out, stock, price) so the screen shows what can be ordered now. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => invalidateNamed(queryClient, CART_QUERIES);
}

/**
 * placeOrder. The checkout's own answer is only marked stale, not fetched again: the lines are gone
 * and the screen is about to leave for the payment window, which must not flash "nothing selected".
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: PlaceOrderInput) => request(PlaceOrderDocument, { data }),
    meta: { showError: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHECKOUT_QUERY_KEY, refetchType: 'none' });
      void invalidateNamed(queryClient, ORDER_QUERIES);
      void forgetPoints(queryClient);
    },
  });
}
