import { describe, expect, it } from 'vitest';
import { parseInput } from '../errors/input';
import { orderLineFilterInput, periodOf, seoulDay, seoulDayEnd, seoulDayStart } from './order-line-filter';

describe('the order desk period', () => {
  // 2026-11-30 23:30 in Seoul is still the 30th there, already the 1st of December nowhere else.
  const lateNight = new Date('2026-11-30T14:30:00Z');

  it('counts days on the Seoul clock', () => {
    expect(seoulDay(lateNight)).toBe('2026-11-30');
    expect(seoulDay(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulDayStart('2026-11-30').toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(seoulDayEnd('2026-11-30').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('gives each quick choice its days, both ends included', () => {
    expect(periodOf('today', lateNight)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(periodOf('week', lateNight)).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(periodOf('month', lateNight)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodOf('thisMonth', lateNight)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodOf('lastMonth', lateNight)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodOf('lastMonth', new Date('2026-01-10T00:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('refuses a reversed range, a malformed day and an option without its product', () => {
    expect(() => parseInput(orderLineFilterInput, { from: '2026-11-30', to: '2026-11-01' })).toThrow('시작일이 종료일보다 늦어요');
    expect(() => parseInput(orderLineFilterInput, { from: '2026/11/30' })).toThrow('2026-11-27처럼');
    expect(() => parseInput(orderLineFilterInput, { productOptionDetailId: 3 })).toThrow('상품을 먼저');
    expect(parseInput(orderLineFilterInput, { from: '', search: '  김한빛 ' })).toEqual({ from: null, search: '김한빛' });
  });
});
