import { useQuery } from '@tanstack/react-query';
import { CartsCheckoutedDocument } from '../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../lib/query-options';

/** Without `direct` the key ({}) also prefixes the direct checkout's, so one invalidation covers both. */
export function checkoutQueryOptions({ direct = false }: { direct?: boolean } = {}) {
  return queryOptionsFor(CartsCheckoutedDocument, direct ? { direct: true } : {});
}

/**
 * The selected lines with their totals, and the buyer's points and saved address; with `direct`,
 * the rows 구매하기 wrote instead (ADR 0057).
 */
export function useCheckout({ direct = false }: { direct?: boolean } = {}) {
  return useQuery(checkoutQueryOptions({ direct }));
}
