import { useQuery } from '@tanstack/react-query';
import { MyCartDocument } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

export function myCartQueryOptions() {
  return queryOptionsFor(MyCartDocument, {}, { select: (data) => data.me?.carts ?? null });
}

/** The member's cart with the totals of the selected lines. */
export function useMyCart() {
  return useQuery(myCartQueryOptions());
}
