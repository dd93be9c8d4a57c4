import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDeadline, formatKRW } from './format';

describe('formatKRW', () => {
  it('groups thousands and appends 원, the Korean shop convention', () => {
    expect(formatKRW(49000)).toBe('49,000원');
    expect(formatKRW(1234567)).toBe('1,234,567원');
    expect(formatKRW(0)).toBe('0원');
  });

  it('keeps the sign of refunds and discounts', () => {
    expect(formatKRW(-3000)).toBe('-3,000원');
  });
});

describe('dates are shown in Asia/Seoul', () => {
  it('moves a UTC evening to the next Seoul day', () => {
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026. 11. 22.');
    expect(formatDate(new Date('2026-11-21T14:59:00Z'))).toBe('2026. 11. 21.');
  });

  it('formats date and time on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-21T15:30:00Z')).toBe('2026. 11. 22. 00:30');
    expect(formatDateTime('2026-03-01T05:05:00+09:00')).toBe('2026. 03. 01. 05:05');
  });

  it('refuses a value that is not a date instead of printing "Invalid Date"', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('deposit deadlines', () => {
  it('reads as a bank notice does, with the weekday, on the Seoul clock', () => {
    expect(formatDeadline('2026-03-12T14:59:00Z')).toBe('2026년 3월 12일 (목) 23:59');
    expect(formatDeadline(new Date('2026-11-21T15:30:00Z'))).toBe('2026년 11월 22일 (일) 00:30');
  });

  it('pads the minutes but not the month or day', () => {
    expect(formatDeadline('2026-01-05T09:05:00+09:00')).toBe('2026년 1월 5일 (월) 09:05');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDeadline('2026-13-45')).toThrow(RangeError);
  });
});
