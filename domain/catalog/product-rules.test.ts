import { describe, expect, it } from 'vitest';
import { AUTHORITY } from '../enums';
import { discountRate, isPurchasable } from './product-rules';

describe('discountRate', () => {
  it.each([
    [89_000, 79_000, 11],
    [15_000, 12_000, 20],
    [30_000, 30_000, 0],
    [30_000, 35_000, 0],
    [0, 0, 0],
    [3, 1, 66],
    [3, 2, 33],
    [89_000, 71_200, 20],
    [49_000, 39_900, 18],
    [30_000, 29_999, 0],
    [49_000, 49_000, 0],
    [49_000, 52_000, 0],
  ])('is %i → %i: %i%% (rounded down)', (price, salePrice, rate) => {
    expect(discountRate({ price, salePrice })).toBe(rate);
  });
});

describe('isPurchasable', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  const open = { productVisible: AUTHORITY.NORMAL, saleStartedAt: null, saleEndedAt: null };

  it('needs visibility, the sale window and stock together', () => {
    expect(isPurchasable(open, { authority: 0, now, stock: 1 })).toBe(true);
    expect(isPurchasable(open, { authority: 0, now, stock: 0 })).toBe(false);
    expect(isPurchasable({ ...open, productVisible: AUTHORITY.HIDDEN }, { authority: 0, now, stock: 5 })).toBe(false);
    expect(isPurchasable({ ...open, productVisible: AUTHORITY.HIDDEN }, { authority: 1, now, stock: 5 })).toBe(true);
    expect(isPurchasable({ ...open, saleEndedAt: new Date('2026-03-09T23:59:59Z') }, { authority: 3, now, stock: 5 })).toBe(false);
    expect(isPurchasable({ ...open, saleStartedAt: new Date('2026-03-10T00:00:01Z') }, { authority: 3, now, stock: 5 })).toBe(false);
  });
});
