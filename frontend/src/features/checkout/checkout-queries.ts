import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartsCheckoutedDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

/** The cart and the product page invalidate this key when the selected lines change. */
export const CHECKOUT_QUERY_KEY = ['CartsCheckouted'] as const;

export function checkoutQueryOptions() {
  return queryOptions({
    queryKey: CHECKOUT_QUERY_KEY,
    queryFn: ({ signal }) => request(CartsCheckoutedDocument, {}, { signal }),
  });
}

/** The selected lines with their totals, and the buyer's points and saved address. */
export function useCheckout() {
  return useQuery(checkoutQueryOptions());
}
