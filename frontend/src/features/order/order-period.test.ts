import { describe, expect, it } from 'vitest';
import { emptyOrdersTitle, pageOf, periodOf, periodStart } from './order-period';

describe('order period', () => {
  it('starts one month back at midnight in Seoul, whatever the UTC date is', () => {
    // 2026-09-01 08:30 in Seoul is still 31 August in UTC.
    expect(periodStart('1', new Date('2026-08-31T23:30:00.000Z'))).toBe('2026-07-31T15:00:00.000Z');
    expect(periodStart('3', new Date('2026-09-01T01:00:00.000Z'))).toBe('2026-05-31T15:00:00.000Z');
    expect(periodStart('6', new Date('2026-09-01T01:00:00.000Z'))).toBe('2026-02-28T15:00:00.000Z');
  });

  it('falls back to the last day of a shorter month and crosses the new year', () => {
    expect(periodStart('3', new Date('2026-05-31T03:00:00.000Z'))).toBe('2026-02-27T15:00:00.000Z');
    expect(periodStart('1', new Date('2026-01-15T03:00:00.000Z'))).toBe('2025-12-14T15:00:00.000Z');
  });

  it('asks for every order without a start date', () => {
    expect(periodStart('all', new Date('2026-09-01T01:00:00.000Z'))).toBeNull();
  });

  it('reads the period and page from the address and ignores anything else', () => {
    expect(periodOf('6')).toBe('6');
    expect(periodOf('all')).toBe('all');
    expect(periodOf('12')).toBe('3');
    expect(periodOf(null)).toBe('3');
    expect(pageOf('2')).toBe(2);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('abc')).toBe(1);
  });

  it('names the empty period', () => {
    expect(emptyOrdersTitle('1')).toBe('최근 1개월 동안 주문한 내역이 없어요');
    expect(emptyOrdersTitle('all')).toBe('아직 주문한 내역이 없어요');
  });
});
