import { describe, expect, it } from 'vitest';
import {
  allocateSpend,
  bySpendOrder,
  confirmedReservation,
  forfeitPlan,
  isPastExpiry,
  outstandingUseOf,
  pointBalanceOf,
  pointsToReturn,
  pointSummaryOf,
  reservationsFor,
  type LedgerRow,
} from './point-ledger';

// The one rule suite for the ledger's arithmetic: the backend's point-ledger.ts and the mocked
// API's points.ts both decide with these functions; their own tests keep storage and journeys.

const NOW = new Date('2026-11-26T03:00:00.000Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

describe('spending takes the rests that expire first', () => {
  const rests = [
    { id: 1, remaining: 500, expiredAt: null },
    { id: 2, remaining: 300, expiredAt: days(200) },
    { id: 3, remaining: 200, expiredAt: days(20) },
    { id: 4, remaining: 100, expiredAt: days(20).toISOString() },
  ];

  it('orders rests by expiry, never-expiring last, ties by id', () => {
    expect([...rests].sort(bySpendOrder).map((row) => row.id)).toEqual([3, 4, 2, 1]);
  });

  it('takes whole rests until the amount is covered, then part of the next', () => {
    const takes = allocateSpend([...rests].sort(bySpendOrder), 450);
    expect(takes.map(({ row, take }) => [row.id, take])).toEqual([
      [3, 200],
      [4, 100],
      [2, 150],
    ]);
  });

  it('takes nothing for nothing, and skips empty rests', () => {
    expect(allocateSpend(rests, 0)).toEqual([]);
    expect(allocateSpend([{ remaining: 0 }, { remaining: null }, { remaining: 5 }], 3)).toEqual([{ row: { remaining: 5 }, take: 3 }]);
  });

  it('counts a rest as expired from the moment of its expiry', () => {
    expect(isPastExpiry({ expiredAt: NOW }, NOW)).toBe(true);
    expect(isPastExpiry({ expiredAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
    expect(isPastExpiry({ expiredAt: null }, NOW)).toBe(false);
  });
});

describe('returning used points', () => {
  const orderRows = [
    { status: 'USED' as const, value: 1_000, isRefund: false },
    { status: 'GAIN' as const, value: 300, isRefund: true },
    { status: 'GAIN' as const, value: 50, isRefund: false },
  ];

  it('owes what the order spent less what was given back already', () => {
    expect(outstandingUseOf(orderRows)).toBe(700);
  });

  it('gives back at most what is outstanding, and nothing twice for one line', () => {
    expect(pointsToReturn({ amount: 400, outstanding: 700, lineRefundedBefore: false })).toBe(400);
    expect(pointsToReturn({ amount: 900, outstanding: 700, lineRefundedBefore: false })).toBe(700);
    expect(pointsToReturn({ amount: 400, outstanding: 700, lineRefundedBefore: true })).toBe(0);
    expect(pointsToReturn({ amount: 400, outstanding: 0, lineRefundedBefore: false })).toBe(0);
    expect(pointsToReturn({ amount: 0, outstanding: 700, lineRefundedBefore: false })).toBe(0);
  });
});

describe('purchase point reservations', () => {
  it('books floor(1%) of each paid line, nothing for a line under 100 won, and no line twice', () => {
    const lines = [
      { id: 1, paidPrice: 15_000 - 1_260 },
      { id: 2, paidPrice: 99 },
      { id: 3, paidPrice: 25_000 },
      { id: 3, paidPrice: 25_000 },
      { id: 4, paidPrice: 8_000 },
    ];
    expect(reservationsFor(lines, [4])).toEqual([
      { orderProductId: 1, value: 137 },
      { orderProductId: 3, value: 250 },
    ]);
  });

  it('a confirmed reservation is GAIN dated now, wholly unspent, expiring a year later', () => {
    expect(confirmedReservation({ value: 137 }, NOW)).toEqual({
      status: 'GAIN',
      remaining: 137,
      createdAt: NOW,
      expiredAt: new Date('2027-11-26T03:00:00.000Z'),
    });
  });
});

describe('the balance', () => {
  const rows: LedgerRow[] = [
    { status: 'GAIN', value: 1_000, remaining: 200, expiredAt: days(100) },
    { status: 'GAIN', value: 500, remaining: 500, expiredAt: days(10).toISOString() },
    { status: 'GAIN', value: 300, remaining: 120, expiredAt: days(-1) },
    { status: 'USED', value: 980, remaining: null, expiredAt: null },
    { status: 'EXPIRED', value: 100, remaining: null, expiredAt: null },
    { status: 'RESERVED', value: 150, remaining: null, expiredAt: null },
  ];

  it('is GAIN − USED − EXPIRED, less the rests already past their expiry', () => {
    expect(pointBalanceOf(rows, NOW)).toBe(1_000 + 500 + 300 - 120 - 980 - 100);
  });

  it('is never below zero', () => {
    expect(pointBalanceOf([{ status: 'USED', value: 10, remaining: null, expiredAt: null }], NOW)).toBe(0);
  });

  it('sums the reserved points and the rests expiring within the window', () => {
    expect(pointSummaryOf(rows, NOW, 30)).toEqual({ balance: 600, reserved: 150, expiringSoon: 500 });
  });
});

describe('forfeiting on withdrawal', () => {
  it('empties every rest, expiring what each still held within the balance, then what the rests miss', () => {
    const rests = [{ remaining: 300 }, { remaining: 500 }, { remaining: 200 }];
    const plan = forfeitPlan(rests, 600);
    expect(plan.fromRests.map(({ value }) => value)).toEqual([300, 300, 0]);
    expect(plan.beyondRests).toBe(0);
    expect(forfeitPlan([{ remaining: 100 }], 250)).toEqual({ fromRests: [{ row: { remaining: 100 }, value: 100 }], beyondRests: 150 });
  });
});
