import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StartCheckoutHoldDocument } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';
import { admissionPasses, admittedProductIds } from '../../../lib/waiting-room-passes';

/**
 * Checkout holds the units of its lines that sell behind a waiting room (ADR 0076, 0077).
 * startCheckoutHold answers the same hold (same expiry) when asked again for the same lines, so
 * it is read as a query: a remount, a refresh or a retry shows the one hold rather than taking
 * more. Without an admission in this tab nothing is asked: no line can be held.
 */
export function useCheckoutHold(cartIds: readonly number[]) {
  const [passes] = useState(admissionPasses);
  const [productIds] = useState(admittedProductIds);
  const query = useQuery(
    queryOptionsFor(
      StartCheckoutHoldDocument,
      { data: { cartIds: [...cartIds], waitingRoomPasses: passes } },
      {
        enabled: passes.length > 0 && cartIds.length > 0,
        select: (data) => data.startCheckoutHold,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
        meta: { showError: false },
      },
    ),
  );
  return { query, asked: passes.length > 0 && cartIds.length > 0, productIds };
}
