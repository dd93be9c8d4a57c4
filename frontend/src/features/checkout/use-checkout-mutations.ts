import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlaceOrderDocument, type PlaceOrderInput } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forget, invalidate, queryGroups } from '../../lib/invalidation';
import { admissionPasses } from '../../lib/waiting-room-passes';
import { checkoutQueryOptions } from './checkout-queries';

/** Asks for the lines again (sold out, stock, price) so the screen shows what can be ordered now. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, queryGroups.cart);
}

/**
 * placeOrder. The checkout's own answer is only marked stale, not fetched again: the lines are gone
 * and the screen is about to leave for the payment window, which must not flash "nothing selected".
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // Admissions from waiting rooms ride along; products without one ignore them (ADR 0073).
    mutationFn: (data: PlaceOrderInput) => {
      const passes = admissionPasses();
      return request(PlaceOrderDocument, { data: passes.length ? { ...data, waitingRoomPasses: passes } : data });
    },
    meta: { showError: false },
    onSuccess: () => {
      void invalidate(queryClient, checkoutQueryOptions().queryKey, { refetch: false });
      void invalidate(queryClient, queryGroups.placedOrder);
      void forget(queryClient, queryGroups.points);
    },
  });
}
