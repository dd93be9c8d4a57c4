import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, dDayLabel, dDaySpoken, formatMonthDay, saleWindowState } from './sale-window';

// 2026-11-21 23:30 in Seoul is still the 21st there, though UTC has it at 14:30 the same day.
const NOW = new Date('2026-11-21T14:30:00Z');

describe('saleWindowState', () => {
  it('counts days to the deadline on the Seoul calendar, not in 24-hour blocks', () => {
    // 30 minutes later it is the 22nd in Seoul: one calendar day away.
    expect(calendarDaysUntil('2026-11-21T15:00:00Z', NOW)).toBe(1);
    expect(calendarDaysUntil('2026-11-30T14:59:00Z', NOW)).toBe(9);
  });

  it('reads a running sale as its deadline with a D-day', () => {
    const state = saleWindowState({ saleStartedAt: '2026-11-01T00:00:00Z', saleEndedAt: '2026-11-30T14:59:00Z' }, NOW);
    expect(state).toEqual({ kind: 'closing', label: '11월 30일 마감', days: 9 });
    if (state.kind === 'closing') {
      expect(dDayLabel(state.days)).toBe('D-9');
      expect(dDaySpoken(state)).toBe('마감까지 9일 남음');
    }
  });

  it('calls the last day D-DAY and says so in words', () => {
    const state = saleWindowState({ saleStartedAt: null, saleEndedAt: '2026-11-21T14:59:00Z' }, NOW);
    expect(state).toEqual({ kind: 'closing', label: '11월 21일 마감', days: 0 });
    if (state.kind === 'closing') {
      expect(dDayLabel(state.days)).toBe('D-DAY');
      expect(dDaySpoken(state)).toBe('오늘 마감');
    }
  });

  it('names the opening day before the sale starts', () => {
    expect(saleWindowState({ saleStartedAt: '2026-12-04T15:00:00Z', saleEndedAt: '2026-12-20T15:00:00Z' }, NOW)).toEqual({
      kind: 'upcoming',
      label: '12월 5일 오픈',
      days: 14,
    });
  });

  it('says the sale is over after the deadline, and nothing for stock without one', () => {
    expect(saleWindowState({ saleStartedAt: null, saleEndedAt: '2026-11-21T14:00:00Z' }, NOW)).toEqual({ kind: 'ended', label: '판매 종료' });
    expect(saleWindowState({ saleStartedAt: '2026-01-01T00:00:00Z', saleEndedAt: null }, NOW)).toEqual({ kind: 'open' });
  });

  it('prints month and day in Seoul time', () => {
    expect(formatMonthDay('2026-11-30T15:30:00Z')).toBe('12월 1일');
  });
});
