import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyCartDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';

/** The product page invalidates this key when it adds a line. */
export const MY_CART_QUERY_KEY = ['MyCart'] as const;

export function myCartQueryOptions() {
  return queryOptions({
    queryKey: MY_CART_QUERY_KEY,
    queryFn: ({ signal }) => request(MyCartDocument, {}, { signal }),
    select: (data) => data.me?.carts ?? null,
  });
}

/** The member's cart with the totals of the selected lines. */
export function useMyCart() {
  return useQuery(myCartQueryOptions());
}
