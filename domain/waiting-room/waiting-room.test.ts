import { describe, expect, it } from 'vitest';
import { advanceCursor, estimateSeconds, isQueueOpen, needsAdmission, pollBackoffMs, statusOf, type GateFacts } from './admission';
import { drawOrder, queueOrder } from './shuffle';
import { hasAdmission, signAdmission, signTicket, verifyAdmission, verifyTicket } from './waiting-room-pass';
import { joinRefusal, staffWaitingRoomInput, type JoinFacts } from './waiting-room-rules';

const SECRET = 'test-waiting-room-secret-of-enough-length';
const OPENS = new Date('2026-12-01T01:00:00Z');
const gate = (over: Partial<GateFacts> = {}): GateFacts => ({
  enabled: true,
  opensAt: OPENS,
  closesAt: null,
  queueOpensMinutesBefore: 15,
  rateMode: 'PER_MINUTE',
  rate: 60,
  admissionMinutes: 10,
  holdMinutes: 10,
  ...over,
});
const at = (minutes: number) => new Date(OPENS.getTime() + minutes * 60_000);

describe('the opening draw', () => {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1);

  it('gives the same order for the same seed and a different one for another seed', () => {
    expect(drawOrder(ids, 'seed-a')).toEqual(drawOrder(ids, 'seed-a'));
    expect(drawOrder(ids, 'seed-a')).not.toEqual(drawOrder(ids, 'seed-b'));
    expect(drawOrder(ids, 'seed-a')).not.toEqual(ids);
    expect([...drawOrder(ids, 'seed-a')].sort((a, b) => a - b)).toEqual(ids);
  });

  it('spreads first places evenly over many seeds (no one is favoured by arriving first)', () => {
    const firsts = new Map<number, number>();
    for (let seed = 0; seed < 4000; seed += 1) {
      const first = drawOrder([1, 2, 3, 4], `s${seed}`)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of [1, 2, 3, 4]) expect(firsts.get(id)).toBeGreaterThan(850);
  });

  it('ranks the drawn entries first, then latecomers in arrival order', () => {
    const order = queueOrder([
      { id: 9, drawPosition: null },
      { id: 3, drawPosition: 1 },
      { id: 7, drawPosition: null },
      { id: 5, drawPosition: 0 },
    ]);
    expect(order.map((entry) => entry.id)).toEqual([5, 3, 7, 9]);
  });
});

describe('the admission cursor', () => {
  it('lets `rate` in per minute, carrying fractions across ticks', () => {
    let state = { cursor: 0, carry: 0 };
    for (let tick = 0; tick < 60; tick += 1) {
      state = advanceCursor(state, { rateMode: 'PER_MINUTE', rate: 5, queued: 100, shopping: 0, elapsedMs: 1000 });
    }
    expect(state.cursor).toBe(5);
    state = advanceCursor({ cursor: 0, carry: 0 }, { rateMode: 'PER_MINUTE', rate: 1, queued: 100, shopping: 0, elapsedMs: 30_000 });
    expect(state).toEqual({ cursor: 0, carry: 30_000 });
  });

  it('never passes the end of the queue and keeps no credit for later', () => {
    expect(advanceCursor({ cursor: 0, carry: 0 }, { rateMode: 'PER_MINUTE', rate: 100, queued: 3, shopping: 0, elapsedMs: 60_000 })).toEqual({ cursor: 3, carry: 0 });
    expect(advanceCursor({ cursor: 3, carry: 0 }, { rateMode: 'CONCURRENT', rate: 100, queued: 3, shopping: 0, elapsedMs: 1 })).toEqual({ cursor: 3, carry: 0 });
  });

  it('fills only the free places in concurrent mode', () => {
    expect(advanceCursor({ cursor: 10, carry: 0 }, { rateMode: 'CONCURRENT', rate: 10, queued: 50, shopping: 7, elapsedMs: 1000 }).cursor).toBe(13);
    expect(advanceCursor({ cursor: 10, carry: 0 }, { rateMode: 'CONCURRENT', rate: 5, queued: 50, shopping: 9, elapsedMs: 1000 }).cursor).toBe(10);
  });
});

describe('estimate and backoff', () => {
  it('estimates from the live rate', () => {
    expect(estimateSeconds(0, gate())).toBe(1);
    expect(estimateSeconds(119, gate())).toBe(120);
    expect(estimateSeconds(25, gate({ rateMode: 'CONCURRENT', rate: 10 }))).toBe(3 * 600);
  });

  it('polls less often the further back a member stands, within 2 to 30 seconds', () => {
    expect(pollBackoffMs(0)).toBe(2000);
    expect(pollBackoffMs(9)).toBe(2000);
    expect(pollBackoffMs(10)).toBe(4000);
    expect(pollBackoffMs(1000)).toBe(16_000);
    expect(pollBackoffMs(10_000_000)).toBe(30_000);
    expect(pollBackoffMs(500)).toBeGreaterThan(pollBackoffMs(50));
  });
});

describe('a member status', () => {
  it('waits with no place before the draw, then with a place behind the cursor', () => {
    expect(statusOf(gate(), { cursor: 0 }, { rank: null, admittedAt: null }, at(-5))).toMatchObject({ state: 'WAITING', position: null, estimateSeconds: 300 });
    expect(statusOf(gate(), { cursor: 4 }, { rank: 10, admittedAt: null }, at(1))).toMatchObject({ state: 'WAITING', position: 7, ahead: 6 });
  });

  it('is admitted for the admission time, then expired', () => {
    const admittedAt = at(1);
    expect(statusOf(gate(), { cursor: 11 }, { rank: 10, admittedAt }, at(5))).toMatchObject({ state: 'ADMITTED', admissionEndsAt: at(11) });
    expect(statusOf(gate(), { cursor: 11 }, { rank: 10, admittedAt }, at(11))).toMatchObject({ state: 'EXPIRED' });
  });

  it('is closed when the room is switched off or the sale is over', () => {
    expect(statusOf(gate({ enabled: false }), { cursor: 0 }, { rank: 0, admittedAt: null }, at(1)).state).toBe('CLOSED');
    expect(statusOf(gate({ closesAt: at(2) }), { cursor: 0 }, { rank: 0, admittedAt: null }, at(3)).state).toBe('CLOSED');
  });

  it('opens the queue a set time before the opening and asks for admission only during the sale', () => {
    expect(isQueueOpen(gate(), at(-16))).toBe(false);
    expect(isQueueOpen(gate(), at(-15))).toBe(true);
    expect(needsAdmission(gate(), at(-1))).toBe(false);
    expect(needsAdmission(gate(), at(0))).toBe(true);
    expect(needsAdmission(gate({ enabled: false }), at(1))).toBe(false);
  });
});

describe('who may join', () => {
  const facts: JoinFacts = { signedIn: true, phoneCertified: true, gate: gate(), alreadyJoined: false };
  const reason = (over: Partial<typeof facts>, now = at(-1)) => joinRefusal({ ...facts, ...over }, now)?.extensions['reason'] ?? null;

  it('refuses with a stable reason each', () => {
    expect(reason({})).toBeNull();
    expect(reason({ signedIn: false })).toBe('WAITING_ROOM_SIGN_IN');
    expect(reason({ phoneCertified: false })).toBe('WAITING_ROOM_NEEDS_PHONE');
    expect(reason({ gate: null })).toBe('WAITING_ROOM_NOT_GATED');
    expect(reason({ alreadyJoined: true })).toBe('WAITING_ROOM_ALREADY_JOINED');
    expect(reason({}, at(-20))).toBe('WAITING_ROOM_NOT_OPEN');
    expect(joinRefusal(facts, at(-20))?.message).toMatch(/대기열은 12월 1일 오전 9:45에 열려요/);
  });

  it('checks the staff settings with a sentence naming the field', () => {
    const ok = { productId: 1, enabled: true, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate: 100, admissionMinutes: 10 };
    expect(staffWaitingRoomInput.safeParse(ok).success).toBe(true);
    const bad = staffWaitingRoomInput.safeParse({ ...ok, rate: 0 });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['rate'], message: '입장 인원은 1명에서 10,000명 사이로 입력해 주세요.' });
  });
});

describe('tickets and admissions', () => {
  it('round-trip their claims and refuse anything edited or signed with another secret', async () => {
    const ticket = await signTicket(SECRET, { universityId: 1, productId: 7, memberId: 42, entryId: 9 });
    expect(await verifyTicket(SECRET, ticket)).toEqual({ universityId: 1, productId: 7, memberId: 42, entryId: 9 });
    expect(await verifyTicket('another-secret-of-enough-length-xxxxxxxx', ticket)).toBeNull();
    const [kind, body, sig] = ticket.split('.');
    const forged = `${kind}.${btoa('1.7.43.9').replace(/=+$/, '')}.${sig}`;
    expect(await verifyTicket(SECRET, forged)).toBeNull();
    expect(await verifyTicket(SECRET, `${kind}.${body}`)).toBeNull();
    expect(await verifyAdmission(SECRET, ticket)).toBeNull();
  });

  it('admit only the named member to the named product until they expire', async () => {
    const expiresAt = at(10);
    const token = await signAdmission(SECRET, { universityId: 1, productId: 7, memberId: 42, expiresAt });
    expect(await verifyAdmission(SECRET, token)).toEqual({ universityId: 1, productId: 7, memberId: 42, expiresAt });
    const want = { universityId: 1, productId: 7, memberId: 42, now: at(9) };
    expect(await hasAdmission(SECRET, [token], want)).toBe(true);
    expect(await hasAdmission(SECRET, [token], { ...want, memberId: 43 })).toBe(false);
    expect(await hasAdmission(SECRET, [token], { ...want, productId: 8 })).toBe(false);
    expect(await hasAdmission(SECRET, [token], { ...want, universityId: 2 })).toBe(false);
    expect(await hasAdmission(SECRET, [token], { ...want, now: at(10) })).toBe(false);
    expect(await hasAdmission(SECRET, ['garbage', token], want)).toBe(true);
  });
});
