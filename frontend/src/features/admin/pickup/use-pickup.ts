import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffCheckOffPickupDocument, StaffPickupPointChoicesDocument, StaffPickupRosterDocument, type PickupRosterFieldsFragment } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

export type RosterEntry = PickupRosterFieldsFragment['entries'][number];
export type RosterLine = RosterEntry['lines'][number];

export function usePickupPoints() {
  return useQuery(queryOptionsFor(StaffPickupPointChoicesDocument, {}));
}

/** The roster of a point; a refused search (a forged code) is shown by the screen, not a toast. */
export function usePickupRoster(pickupPointId: number, search: string) {
  return useQuery({ ...queryOptionsFor(StaffPickupRosterDocument, { pickupPointId, search: search || null }), meta: { showError: false }, retry: false });
}

/** Checks lines off; the answer is the point's whole roster, written over the unfiltered one at once. */
export function useCheckOffPickup(pickupPointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderProductIds: number[]) => (await request(StaffCheckOffPickupDocument, { data: { pickupPointId, orderProductIds } })).staffCheckOffPickup,
    meta: { showError: false },
    onSuccess: async (roster) => {
      queryClient.setQueryData(queryKeyFor(StaffPickupRosterDocument, { pickupPointId, search: null }), { staffPickupRoster: roster });
      await invalidate(queryClient, queryGroups.pickupCheckOff);
    },
  });
}
