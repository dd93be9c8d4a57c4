import type { WaitingRoomRateMode, WaitingRoomState } from '../enums';
import { HOLD_MINUTES } from '../holds/hold-rules';

/*
 * How a waiting room lets members in (docs/product-rules.md#waiting-room, ADR 0073). The queue is
 * ranked once (shuffle.ts); the admission cursor counts how many ranks are let in. One instance at
 * a time advances the cursor (a guarded UPDATE in the API, the store in the mocked API) with
 * `advanceCursor`; every instance then answers polls from the same numbers with `statusOf`.
 */

const MINUTE_MS = 60_000;

export const WAITING_ROOM_DEFAULTS = {
  queueOpensMinutesBefore: 15,
  rateMode: 'PER_MINUTE' as WaitingRoomRateMode,
  rate: 100,
  admissionMinutes: 10,
  holdMinutes: HOLD_MINUTES.default,
} as const;

/** The settings the rules read, as both stores keep them. */
export interface GateFacts {
  enabled: boolean;
  /** The product's sale window start: the opening minute. */
  opensAt: Date | null;
  /** The product's sale deadline, if any: the room closes with the sale. */
  closesAt: Date | null;
  queueOpensMinutesBefore: number;
  rateMode: WaitingRoomRateMode;
  rate: number;
  admissionMinutes: number;
  /** Minutes a checkout hold lasts (domain/holds, ADR 0076). */
  holdMinutes: number;
}

export function queueOpensAt(gate: Pick<GateFacts, 'opensAt' | 'queueOpensMinutesBefore'>): Date | null {
  return gate.opensAt ? new Date(gate.opensAt.getTime() - gate.queueOpensMinutesBefore * MINUTE_MS) : null;
}

/** Whether members may join now: switched on, from the queue's opening until the sale ends. */
export function isQueueOpen(gate: GateFacts, now: Date): boolean {
  const from = queueOpensAt(gate);
  if (!gate.enabled || !from || now < from) return false;
  return !gate.closesAt || now < gate.closesAt;
}

/**
 * Whether placeOrder needs an admission for the product now: the room is switched on and the sale
 * is open (before the opening minute the sale itself refuses; after the sale nothing is sold).
 */
export function needsAdmission(gate: GateFacts, now: Date): boolean {
  return gate.enabled && gate.opensAt !== null && now >= gate.opensAt && (!gate.closesAt || now < gate.closesAt);
}

/** Whether the opening minute's draw is due (it runs once, at or after the opening). */
export function isDrawDue(gate: GateFacts, drawnAt: Date | null, now: Date): boolean {
  return gate.enabled && drawnAt === null && gate.opensAt !== null && now >= gate.opensAt;
}

export interface CursorState {
  /** Ranks let in so far. */
  cursor: number;
  /** Fractional admissions carried to the next tick, in rate x milliseconds (an integer). */
  carry: number;
}

/**
 * The cursor after a tick. PER_MINUTE lets `rate` in per minute, spread over the ticks, with the
 * fraction carried so a rate of 1 still admits one a minute; CONCURRENT fills the places that
 * are free. A rate change takes effect at the next tick: nothing already admitted is taken back.
 */
export function advanceCursor(
  state: CursorState,
  facts: { rateMode: WaitingRoomRateMode; rate: number; queued: number; shopping: number; elapsedMs: number },
): CursorState {
  if (state.cursor >= facts.queued) return { cursor: facts.queued, carry: 0 };
  if (facts.rateMode === 'CONCURRENT') {
    return { cursor: Math.min(facts.queued, state.cursor + Math.max(0, facts.rate - facts.shopping)), carry: 0 };
  }
  const total = state.carry + facts.rate * Math.max(0, facts.elapsedMs);
  const cursor = state.cursor + Math.floor(total / MINUTE_MS);
  if (cursor >= facts.queued) return { cursor: facts.queued, carry: 0 };
  return { cursor, carry: total % MINUTE_MS };
}

/**
 * A rough wait in seconds for a member with `ahead` members still to be let in before them. In
 * CONCURRENT mode it assumes every admission runs its full length (an upper bound).
 */
export function estimateSeconds(ahead: number, gate: Pick<GateFacts, 'rateMode' | 'rate' | 'admissionMinutes'>): number {
  const batches = (ahead + 1) / Math.max(1, gate.rate);
  if (gate.rateMode === 'PER_MINUTE') return Math.ceil(batches * 60);
  return Math.ceil(Math.ceil(batches) * gate.admissionMinutes * 60);
}

const BACKOFF_MIN_MS = 2_000;
const BACKOFF_MAX_MS = 30_000;

/**
 * When a member should poll again: every 2 s near the front, doubling each time the number ahead
 * grows tenfold, never beyond 30 s. Members far back cannot be admitted soon, so their polls are
 * the ones the room can spare.
 */
export function pollBackoffMs(ahead: number | null): number {
  if (ahead === null) return BACKOFF_MIN_MS * 2;
  const steps = Math.max(0, Math.floor(Math.log10(Math.max(1, ahead))));
  return Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** steps);
}

export interface EntrySnapshot {
  /** 0-based rank in the queue order; null before the draw (for those who joined before it). */
  rank: number | null;
  admittedAt: Date | null;
}

export interface StatusShape {
  state: WaitingRoomState;
  position: number | null;
  ahead: number | null;
  estimateSeconds: number | null;
  retryAfterMs: number;
  /** When the admission ends, while ADMITTED. */
  admissionEndsAt: Date | null;
}

/** A member's status from the gate, the shared cursor and their own entry. */
export function statusOf(gate: GateFacts, queue: { cursor: number }, entry: EntrySnapshot, now: Date): StatusShape {
  const closed = { state: 'CLOSED', position: null, ahead: null, estimateSeconds: null, retryAfterMs: BACKOFF_MAX_MS, admissionEndsAt: null } as const;
  if (!gate.enabled || !gate.opensAt) return closed;
  if (entry.admittedAt) {
    const endsAt = new Date(entry.admittedAt.getTime() + gate.admissionMinutes * MINUTE_MS);
    if (now >= endsAt) return { ...closed, state: 'EXPIRED' };
    return { state: 'ADMITTED', position: null, ahead: null, estimateSeconds: null, retryAfterMs: BACKOFF_MAX_MS, admissionEndsAt: endsAt };
  }
  if (gate.closesAt && now >= gate.closesAt) return closed;
  if (entry.rank === null) {
    // Before the draw nobody has a place yet: the wait is the time to the opening minute.
    const untilOpening = Math.max(0, Math.ceil((gate.opensAt.getTime() - now.getTime()) / 1000));
    return { state: 'WAITING', position: null, ahead: null, estimateSeconds: untilOpening, retryAfterMs: pollBackoffMs(null), admissionEndsAt: null };
  }
  const ahead = Math.max(0, entry.rank - queue.cursor);
  return {
    state: 'WAITING',
    position: ahead + 1,
    ahead,
    estimateSeconds: estimateSeconds(ahead, gate),
    retryAfterMs: pollBackoffMs(ahead),
    admissionEndsAt: null,
  };
}
