import { describe, expect, it } from 'vitest';
import { signAdmission } from '../waiting-room/waiting-room-pass';
import { staffWaitingRoomInput } from '../waiting-room/waiting-room-rules';
import {
  admissionAmong,
  extendedExpiry,
  holdExpiry,
  holdStart,
  isLiveHold,
  orderTakeOnHold,
  parseStartHoldInput,
  releaseRefusal,
  sameLines,
  wantedLines,
  type HoldFacts,
} from './hold-rules';

const SECRET = 'test-waiting-room-secret-of-enough-length';
const NOW = new Date('2026-12-01T01:05:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const want = { universityId: 1, productId: 7, memberId: 42, now: NOW };
const hold = (over: Partial<HoldFacts> = {}): HoldFacts => ({
  productId: 7,
  expiresAt: minutes(5),
  extended: false,
  orderId: null,
  orderPending: false,
  lines: [{ productOptionDetailId: 3, units: 2 }],
  ...over,
});

describe('the admission a hold rides on', () => {
  it('is valid with the member own live pass and reports when it ends', async () => {
    const pass = await signAdmission(SECRET, { universityId: 1, productId: 7, memberId: 42, expiresAt: minutes(8) });
    expect(await admissionAmong(SECRET, ['junk', pass], want)).toEqual({ state: 'valid', endsAt: new Date(Math.floor(minutes(8).getTime() / 1000) * 1000) });
  });

  it('is expired when the member only has ended passes, and none for other members or products', async () => {
    const ended = await signAdmission(SECRET, { universityId: 1, productId: 7, memberId: 42, expiresAt: minutes(-1) });
    const other = await signAdmission(SECRET, { universityId: 1, productId: 7, memberId: 43, expiresAt: minutes(8) });
    const otherProduct = await signAdmission(SECRET, { universityId: 1, productId: 8, memberId: 42, expiresAt: minutes(8) });
    const otherTenant = await signAdmission(SECRET, { universityId: 2, productId: 7, memberId: 42, expiresAt: minutes(8) });
    expect((await admissionAmong(SECRET, [ended], want)).state).toBe('expired');
    expect((await admissionAmong(SECRET, [other, otherProduct, otherTenant], want)).state).toBe('none');
    expect((await admissionAmong('another-secret-that-is-long-enough-x', [ended], want)).state).toBe('none');
  });
});

describe('a hold time', () => {
  it('runs the gate hold minutes but never past the admission', () => {
    expect(holdExpiry(NOW, 10, minutes(30))).toEqual(minutes(10));
    expect(holdExpiry(NOW, 10, minutes(4))).toEqual(minutes(4));
    expect(holdExpiry(NOW, 1, minutes(30))).toEqual(minutes(1));
  });

  it('is extended once when the order is placed, never shortened', () => {
    expect(extendedExpiry({ expiresAt: minutes(2), extended: false }, NOW, 10)).toEqual(minutes(10));
    expect(extendedExpiry({ expiresAt: minutes(2), extended: true }, NOW, 10)).toEqual(minutes(2));
    expect(extendedExpiry({ expiresAt: minutes(12), extended: false }, NOW, 10)).toEqual(minutes(12));
  });

  it('is live before its expiry while unplaced or its order is pending', () => {
    expect(isLiveHold(hold(), NOW)).toBe(true);
    expect(isLiveHold(hold({ expiresAt: NOW }), NOW)).toBe(false);
    expect(isLiveHold(hold({ orderId: 9, orderPending: true }), NOW)).toBe(true);
    expect(isLiveHold(hold({ orderId: 9, orderPending: false }), NOW)).toBe(false);
  });
});

describe('starting a hold', () => {
  const valid = { state: 'valid', endsAt: minutes(8) } as const;
  const wanted = [{ productOptionDetailId: 3, units: 2 }];

  it('refuses without an admission or with an ended one, with stable reasons', () => {
    const none = holdStart({ productName: '과잠', admission: { state: 'none' }, live: null, wanted });
    const expired = holdStart({ productName: '과잠', admission: { state: 'expired' }, live: null, wanted });
    expect(none.kind === 'refuse' && [none.error.code, none.error.extensions.reason]).toEqual(['NOT_PURCHASABLE', 'HOLD_NO_ADMISSION']);
    expect(expired.kind === 'refuse' && [expired.error.code, expired.error.extensions.reason]).toEqual(['INVALID_STATE', 'HOLD_ADMISSION_EXPIRED']);
    expect(none.kind === 'refuse' && none.error.message).toMatch(/요\.$/);
  });

  it('takes new units, hands back the same hold for the same lines, refuses different ones', () => {
    expect(holdStart({ productName: '과잠', admission: valid, live: null, wanted }).kind).toBe('take');
    expect(holdStart({ productName: '과잠', admission: valid, live: hold(), wanted }).kind).toBe('reuse');
    const other = holdStart({ productName: '과잠', admission: valid, live: hold(), wanted: [{ productOptionDetailId: 3, units: 1 }] });
    expect(other.kind === 'refuse' && [other.error.code, other.error.extensions.reason]).toEqual(['CONFLICT', 'HOLD_ALREADY_HELD']);
    const placed = holdStart({ productName: '과잠', admission: valid, live: hold({ orderId: 9, orderPending: true }), wanted });
    expect(placed.kind === 'refuse' && [placed.error.code, placed.error.extensions.reason]).toEqual(['INVALID_STATE', 'HOLD_PAYMENT_PENDING']);
  });

  it('merges lines of one stock row and compares holds regardless of order', () => {
    expect(wantedLines([{ productOptionDetailId: 4, count: 1 }, { productOptionDetailId: null, count: 1 }, { productOptionDetailId: 4, count: 2 }])).toEqual([
      { productOptionDetailId: null, units: 1 },
      { productOptionDetailId: 4, units: 3 },
    ]);
    expect(sameLines([{ productOptionDetailId: 4, units: 1 }, { productOptionDetailId: 5, units: 1 }], [{ productOptionDetailId: 5, units: 1 }, { productOptionDetailId: 4, units: 1 }])).toBe(true);
    expect(sameLines([{ productOptionDetailId: 4, units: 1 }], [{ productOptionDetailId: 4, units: 2 }])).toBe(false);
  });

  it('reads the input under the cart rules', () => {
    expect(parseStartHoldInput({ cartIds: [3, 3, 4], waitingRoomPasses: ['a'] })).toEqual({ cartIds: [3, 4], waitingRoomPasses: ['a'] });
    expect(() => parseStartHoldInput({ cartIds: [], waitingRoomPasses: [] })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'cartIds' }) }));
    expect(() => parseStartHoldInput({ cartIds: [1], waitingRoomPasses: ['x'.repeat(1_001)] })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
  });
});

describe('releasing and ordering on a hold', () => {
  it('releases only a live unplaced hold', () => {
    expect(releaseRefusal(hold(), NOW)).toBeNull();
    expect(releaseRefusal(null, NOW)?.extensions.reason).toBe('HOLD_NOT_FOUND');
    expect(releaseRefusal(hold({ expiresAt: minutes(-1) }), NOW)?.extensions.reason).toBe('HOLD_NOT_FOUND');
    expect(releaseRefusal(hold({ orderId: 9, orderPending: true }), NOW)?.extensions.reason).toBe('HOLD_PAYMENT_PENDING');
  });

  it('takes the held units first, decrements only the rest and gives back the surplus', () => {
    expect(orderTakeOnHold(2, 2)).toEqual({ fromHold: 2, decrement: 0, giveBack: 0 });
    expect(orderTakeOnHold(2, 3)).toEqual({ fromHold: 2, decrement: 1, giveBack: 0 });
    expect(orderTakeOnHold(3, 1)).toEqual({ fromHold: 1, decrement: 0, giveBack: 2 });
    expect(orderTakeOnHold(0, 2)).toEqual({ fromHold: 0, decrement: 2, giveBack: 0 });
  });

  it('lets staff set hold minutes from 1 to 60, or leave them out', () => {
    const ok = { productId: 1, enabled: true, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate: 100, admissionMinutes: 10 };
    expect(staffWaitingRoomInput.safeParse(ok).success).toBe(true);
    expect(staffWaitingRoomInput.safeParse({ ...ok, holdMinutes: 1 }).success).toBe(true);
    expect(staffWaitingRoomInput.safeParse({ ...ok, holdMinutes: 0 }).success).toBe(false);
    expect(staffWaitingRoomInput.safeParse({ ...ok, holdMinutes: 61 }).success).toBe(false);
    expect(staffWaitingRoomInput.safeParse({ ...ok, holdMinutes: 1.5 }).success).toBe(false);
  });
});
