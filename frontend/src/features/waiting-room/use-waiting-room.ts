import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JoinWaitingRoomDocument, MyWaitingRoomTicketDocument, WaitingRoomDocument, type MyWaitingRoomTicketQuery } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { queryOptionsFor } from '../../lib/query-options';
import { WAITING_ROOM_STATUS_PATH } from '../../../../domain/waiting-room/waiting-room-rules';

type TicketStatus = NonNullable<MyWaitingRoomTicketQuery['myWaitingRoomTicket']>['status'];

/** The poll's body: the contract's WaitingRoomStatus as JSON. */
export type PollStatus = Omit<TicketStatus, 'admission'> & { admission: { token: string; expiresAt: string } | null };

export const useWaitingRoomGate = (productId: number) =>
  useQuery(queryOptionsFor(WaitingRoomDocument, { productId }, { select: (data) => data.waitingRoom }));

export const useMyTicket = (productId: number) =>
  useQuery(queryOptionsFor(MyWaitingRoomTicketDocument, { productId }, { select: (data) => data.myWaitingRoomTicket }));

export function useJoinWaitingRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => request(JoinWaitingRoomDocument, { productId }).then((result) => result.joinWaitingRoom),
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.waitingRooms),
  });
}

async function fetchStatus(ticket: string): Promise<PollStatus> {
  const response = await fetch(`${WAITING_ROOM_STATUS_PATH}?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: 'application/json' } });
  const body = (await response.json()) as PollStatus | { message: string };
  if (!response.ok || !('state' in body)) throw new Error('message' in body ? body.message : '대기 정보를 불러오지 못했어요.');
  return body;
}

/**
 * The poll (ADR 0073): a plain GET with the signed ticket, asked again after the `retryAfterMs` the
 * last answer gave (longer the further back the member stands), and no more once let in or out.
 */
export function useWaitingStatus(ticket: string | undefined) {
  return useQuery({
    queryKey: ['waiting-room-status', ticket],
    queryFn: () => fetchStatus(ticket!),
    enabled: Boolean(ticket),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && data.state !== 'WAITING') return false;
      return data?.retryAfterMs ?? 2_000;
    },
    refetchOnWindowFocus: false,
  });
}
