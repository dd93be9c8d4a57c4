import { useQuery } from '@tanstack/react-query';
import { CartsCheckoutedDocument } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

export function checkoutQueryOptions() {
  return queryOptionsFor(CartsCheckoutedDocument, {});
}

/** The selected lines with their totals, and the buyer's points and saved address. */
export function useCheckout() {
  return useQuery(checkoutQueryOptions());
}
