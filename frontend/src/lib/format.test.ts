import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKRW } from './format';

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
