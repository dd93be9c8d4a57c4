import { describe, expect, it } from 'vitest';
import type { ProductSort } from '../enums';
import { compareProducts } from './product-sort';
import { matchesSearch, normaliseSearchQuery, productSearchKeys, searchKeys, searchTerms } from './product-search';

const jacket = productSearchKeys({ name: '2026 과잠 (바시티 재킷)', tags: ['NEW'], categories: ['과잠·점퍼'] });
const hoodie = productSearchKeys({ name: '로고 후드티', tags: [], categories: ['맨투맨·후드'] });
const sweat = productSearchKeys({ name: 'COOP 맨투맨', tags: ['기본'], categories: ['맨투맨·후드'] });

describe('product search keys', () => {
  it('spells Hangul as basic jamo letters, initials separately and Latin words as they are', () => {
    expect(searchKeys('과잠 COOP')).toEqual({ text: 'coop', jamo: 'goajam', initials: 'gj' });
    expect(searchKeys('꽤').jamo).toBe('ggoai');
  });

  it('finds 과잠, 후드 and 맨투맨 by name, tag or category', () => {
    expect(matchesSearch(jacket, '과잠')).toBe(true);
    expect(matchesSearch(hoodie, '후드')).toBe(true);
    expect(matchesSearch(sweat, '후드')).toBe(true); // through its category 맨투맨·후드
    expect(matchesSearch(sweat, '맨투맨')).toBe(true);
    expect(matchesSearch(jacket, '후드')).toBe(false);
    expect(matchesSearch(sweat, 'coop')).toBe(true);
  });

  it('forgives a typo of one vowel and matches a half-typed syllable', () => {
    expect(matchesSearch(sweat, '맨투멘')).toBe(true);
    expect(matchesSearch(hoodie, '후ㄷ')).toBe(true);
    expect(matchesSearch(jacket, '맨투멘')).toBe(false);
  });

  it('finds by 초성', () => {
    expect(searchTerms('ㄱㅈ')).toEqual([{ kind: 'initials', key: 'gj' }]);
    expect(matchesSearch(jacket, 'ㄱㅈ')).toBe(true);
    expect(matchesSearch(hoodie, 'ㅎㄷ')).toBe(true);
    expect(matchesSearch(hoodie, 'ㄱㅈ')).toBe(false);
  });

  it('needs every word of the query', () => {
    expect(matchesSearch(jacket, '2026 과잠')).toBe(true);
    expect(matchesSearch(jacket, '2025 과잠')).toBe(false);
  });

  it('treats a blank or symbol-only query as no search', () => {
    expect(normaliseSearchQuery('   ')).toBeNull();
    expect(normaliseSearchQuery('!!')).toBeNull();
    expect(normaliseSearchQuery('  과잠  ')).toBe('과잠');
  });
});

describe('product sort', () => {
  const base = { createdAt: '2026-11-01T00:00:00.000Z', popularity: 0 };
  const items = [
    { ...base, id: 1, soldOut: true, salePrice: 1000 },
    { ...base, id: 2, soldOut: false, salePrice: 30000, popularity: 5 },
    { ...base, id: 3, soldOut: false, salePrice: 20000, createdAt: '2026-11-20T00:00:00.000Z' },
  ];
  const order = (sort: ProductSort) => [...items].sort(compareProducts(sort)).map((p) => p.id);

  it('puts sold-out products last in every order', () => {
    expect(order('NEWEST')).toEqual([3, 2, 1]);
    expect(order('PRICE_ASC')).toEqual([3, 2, 1]);
    expect(order('PRICE_DESC')).toEqual([2, 3, 1]);
    expect(order('POPULAR')).toEqual([2, 3, 1]);
  });
});
