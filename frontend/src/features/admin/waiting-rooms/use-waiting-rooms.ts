import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffSetWaitingRoomDocument, StaffWaitingRoomDocument, StaffWaitingRoomsDocument, type StaffWaitingRoomInput } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryOptionsFor } from '../../../lib/query-options';

/** Live counts move every second at an opening: the board asks again every 5 s. */
const LIVE_MS = 5_000;

export const useStaffWaitingRooms = () => useQuery({ ...queryOptionsFor(StaffWaitingRoomsDocument, {}), refetchInterval: LIVE_MS });

export const useStaffWaitingRoom = (productId: number) =>
  useQuery({ ...queryOptionsFor(StaffWaitingRoomDocument, { productId }), refetchInterval: LIVE_MS, meta: { showError: false }, retry: false });

export function useSetWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: StaffWaitingRoomInput) => (await request(StaffSetWaitingRoomDocument, { data })).staffSetWaitingRoom,
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.waitingRooms),
  });
}
