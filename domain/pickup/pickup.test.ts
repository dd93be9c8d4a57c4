import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/errors';
import { signPickupPass, verifyPickupPass } from './pickup-pass';
import { buildPickupRoster, checkOffEvents, pickupShippingLineIds, PICKUP_ALREADY_SHIPPING_MESSAGE, PICKUP_NOTHING_TO_SHIP_MESSAGE, type PickupLineRow } from './pickup-rules';
import { matchesPickupSearch, parsePickupSearch, phoneLast4 } from './pickup-search';

const SECRET = 'x'.repeat(40);

describe('pickup pass', () => {
  it('verifies its own code and names the order, nothing else in clear text', async () => {
    const code = await signPickupPass(SECRET, 1, 4021);
    expect(code).toMatch(/^PK1\.4021\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyPickupPass(SECRET, 1, code)).toBe(4021);
    expect(await verifyPickupPass(SECRET, 1, `  ${code}\n`)).toBe(4021);
  });

  it('refuses a tampered order id, a changed signature, another secret and another tenant', async () => {
    const code = await signPickupPass(SECRET, 1, 4021);
    expect(await verifyPickupPass(SECRET, 1, code.replace('.4021.', '.4022.'))).toBeNull();
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    expect(await verifyPickupPass(SECRET, 1, code.slice(0, -1) + last)).toBeNull();
    expect(await verifyPickupPass('y'.repeat(40), 1, code)).toBeNull();
    expect(await verifyPickupPass(SECRET, 2, code)).toBeNull();
    expect(await verifyPickupPass(SECRET, 1, 'PK1.4021.short')).toBeNull();
    expect(await verifyPickupPass(SECRET, 1, '김한빛')).toBeNull();
  });
});

describe('pickup search', () => {
  it('reads a name, a name with the last four digits, four digits, a code or nothing', async () => {
    expect(parsePickupSearch('  ')).toEqual({ kind: 'all' });
    expect(parsePickupSearch(null)).toEqual({ kind: 'all' });
    expect(parsePickupSearch('김한빛')).toEqual({ kind: 'name', name: '김한빛' });
    expect(parsePickupSearch('김한빛 5678')).toEqual({ kind: 'namePhone', name: '김한빛', last4: '5678' });
    expect(parsePickupSearch('김한빛5678')).toEqual({ kind: 'namePhone', name: '김한빛', last4: '5678' });
    expect(parsePickupSearch('5678')).toEqual({ kind: 'phone', last4: '5678' });
    expect(parsePickupSearch('김한빛 12345')).toEqual({ kind: 'name', name: '김한빛 12345' });
    const code = await signPickupPass(SECRET, 1, 7);
    expect(parsePickupSearch(code)).toEqual({ kind: 'code', code });
  });

  it('matches names by a part, spaces ignored, and digits exactly', () => {
    const member = { name: '김 한빛', phoneLast4: phoneLast4('+821012345678') };
    expect(member.phoneLast4).toBe('5678');
    expect(matchesPickupSearch(member, parsePickupSearch('한빛'))).toBe(true);
    expect(matchesPickupSearch(member, parsePickupSearch('김한빛 5678'))).toBe(true);
    expect(matchesPickupSearch(member, parsePickupSearch('김한빛 1234'))).toBe(false);
    expect(matchesPickupSearch(member, parsePickupSearch('이서연'))).toBe(false);
    expect(phoneLast4(null)).toBe('');
  });
});

const row = (over: Partial<PickupLineRow>): PickupLineRow => ({
  orderId: 1,
  name: '김한빛',
  tel: '010-1234-5678',
  orderProductId: 1,
  productName: '2025 총학생회 과잠',
  optionText: '로얄블루 / M',
  inputs: ['KHB'],
  count: 1,
  status: 'PREPARING',
  shippingRequested: false,
  ...over,
});

describe('pickup roster', () => {
  const rows = [
    row({ orderId: 2, name: '이서연', tel: '01099990001', orderProductId: 5, status: 'COMPLETED' }),
    row({ orderId: 1, orderProductId: 2, status: 'PAID' }),
    row({ orderId: 1, orderProductId: 1 }),
    row({ orderId: 3, name: '박도윤', orderProductId: 7, shippingRequested: true }),
    row({ orderId: 4, name: '최하은', orderProductId: 9, status: 'CANCELLED' }),
  ];

  it('groups lines per order by name and counts the whole point whatever the search', () => {
    const all = buildPickupRoster(rows, parsePickupSearch(''));
    expect(all.entries.map((entry) => entry.name)).toEqual(['김한빛', '박도윤', '이서연']);
    expect(all.entries[0]!.lines.map((line) => line.orderProductId)).toEqual([1, 2]);
    expect(all.entries[0]!.phoneLast4).toBe('5678');
    expect(all).toMatchObject({ collectedLines: 1, remainingLines: 2 });
    const one = buildPickupRoster(rows, parsePickupSearch('김한빛 5678'));
    expect(one.entries.map((entry) => entry.orderId)).toEqual([1]);
    expect(one).toMatchObject({ collectedLines: 1, remainingLines: 2 });
    expect(buildPickupRoster(rows, { kind: 'code', code: 'x' }, 2).entries.map((entry) => entry.orderId)).toEqual([2]);
  });
});

describe('check-off and shipping instead', () => {
  it('completes once, confirms a paid line first and refuses a line asked to be shipped', () => {
    expect(checkOffEvents({ productName: 'a', status: 'COMPLETED', shippingRequested: false })).toEqual([]);
    expect(checkOffEvents({ productName: 'a', status: 'PAID', shippingRequested: false })).toEqual(['confirm', 'completePickup']);
    expect(checkOffEvents({ productName: 'a', status: 'PREPARING', shippingRequested: false })).toEqual(['completePickup']);
    expect(() => checkOffEvents({ productName: 'a', status: 'PREPARING', shippingRequested: true })).toThrow(/택배 발송을 신청한/);
  });

  const now = new Date('2026-11-27T03:00:00Z');
  const past = new Date('2026-11-20T14:59:00Z');
  const future = new Date('2026-12-05T14:59:00Z');
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return isAppError(error) ? { code: error.code, message: error.message } : error;
    }
    return null;
  };

  it('flags uncollected lines only after their pickup period, and says why not', () => {
    expect(pickupShippingLineIds([{ id: 1, status: 'PREPARING', shippingRequested: false, deliverEndedAt: past }, { id: 2, status: 'COMPLETED', shippingRequested: false, deliverEndedAt: past }], now)).toEqual([1]);
    expect(refusal(() => pickupShippingLineIds([{ id: 1, status: 'PREPARING', shippingRequested: false, deliverEndedAt: future }], now))).toEqual({
      code: 'INVALID_STATE',
      message: '수령 기간(12월 5일까지)이 끝난 뒤에 택배 발송을 신청할 수 있어요.',
    });
    expect(refusal(() => pickupShippingLineIds([{ id: 1, status: 'CANCELLED', shippingRequested: false, deliverEndedAt: past }], now))).toMatchObject({ message: PICKUP_NOTHING_TO_SHIP_MESSAGE });
    expect(refusal(() => pickupShippingLineIds([{ id: 1, status: 'PAID', shippingRequested: true, deliverEndedAt: past }], now))).toMatchObject({ message: PICKUP_ALREADY_SHIPPING_MESSAGE });
    expect(refusal(() => pickupShippingLineIds([{ id: 1, status: 'PAID', shippingRequested: false, deliverEndedAt: null }], now))).toMatchObject({ code: 'INVALID_STATE' });
  });
});
