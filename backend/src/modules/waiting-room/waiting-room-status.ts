import { statusOf, type StatusShape } from '../../../../domain/waiting-room/admission';
import { signAdmission, verifyTicket } from '../../../../domain/waiting-room/waiting-room-pass';
import type { GateView } from './waiting-room-snapshot';

/** The status as the contract's WaitingRoomStatus, with a signed admission while ADMITTED. */
export interface WaitingRoomStatusBody {
  state: StatusShape['state'];
  position: number | null;
  ahead: number | null;
  estimateSeconds: number | null;
  retryAfterMs: number;
  admission: { token: string; expiresAt: string } | null;
}

/** A member whose row the snapshot has not copied yet (they joined within the last refresh). */
export const JUST_JOINED: WaitingRoomStatusBody = {
  state: 'WAITING',
  position: null,
  ahead: null,
  estimateSeconds: null,
  retryAfterMs: 1_000,
  admission: null,
};

/** What the snapshot says about one entry, or JUST_JOINED when it does not know it yet. */
export async function statusBodyOf(secret: string, view: GateView | undefined, entryId: number, now: Date): Promise<WaitingRoomStatusBody> {
  const entry = view?.entries.get(entryId);
  if (!view || !entry) return view ? JUST_JOINED : { ...JUST_JOINED, state: 'CLOSED', retryAfterMs: 30_000 };
  const shape = statusOf(view.facts, view, entry, now);
  const admission = shape.admissionEndsAt
    ? {
        token: await signAdmission(secret, {
          universityId: view.universityId,
          productId: view.productId,
          memberId: entry.memberId,
          expiresAt: shape.admissionEndsAt,
        }),
        expiresAt: shape.admissionEndsAt.toISOString(),
      }
    : null;
  return {
    state: shape.state,
    position: shape.position,
    ahead: shape.ahead,
    estimateSeconds: shape.estimateSeconds,
    retryAfterMs: shape.retryAfterMs,
    admission,
  };
}

/**
 * The poll: a ticket in, a status out, from the snapshot and the secret alone. Null for a ticket
 * that is not genuine, not this shop's, or names a row of another member.
 */
export async function pollStatus(
  secret: string,
  universityId: number,
  ticket: string,
  gateOf: (productId: number) => Promise<GateView | undefined>,
  now: Date,
): Promise<WaitingRoomStatusBody | null> {
  const claims = await verifyTicket(secret, ticket);
  if (!claims || claims.universityId !== universityId) return null;
  const view = await gateOf(claims.productId);
  const entry = view?.entries.get(claims.entryId);
  if (entry && entry.memberId !== claims.memberId) return null;
  return statusBodyOf(secret, view, claims.entryId, now);
}
