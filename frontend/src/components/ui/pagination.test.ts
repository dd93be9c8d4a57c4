import { describe, expect, it } from 'vitest';
import { pageCount, visiblePages } from './pagination';

describe('pagination', () => {
  it('counts pages of ten, with at least one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(87)).toBe(9);
  });

  it('keeps five page numbers with the current page centred where the ends allow', () => {
    expect(visiblePages(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });
});
