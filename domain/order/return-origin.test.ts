import { describe, expect, it } from 'vitest';
import { parseShopOrigins, returnOriginOf } from './return-origin';

const production = { publicBaseUrl: 'https://shop.hanbit.ac.kr', allowed: ['https://www.shop.hanbit.ac.kr', 'https://coop.hanbit.ac.kr'] };

describe('returnOriginOf', () => {
  it('returns to the origin the student is on when it is one of the shop own', () => {
    expect(returnOriginOf(production, 'https://www.shop.hanbit.ac.kr')).toBe('https://www.shop.hanbit.ac.kr');
    expect(returnOriginOf(production, 'https://coop.hanbit.ac.kr')).toBe('https://coop.hanbit.ac.kr');
    expect(returnOriginOf(production, 'https://shop.hanbit.ac.kr')).toBe('https://shop.hanbit.ac.kr');
  });

  it('falls back to PUBLIC_BASE_URL for a stranger, a lookalike, a missing or a malformed origin', () => {
    for (const origin of ['https://evil.example', 'https://shop.hanbit.ac.kr.evil.example', 'http://shop.hanbit.ac.kr', null, 'null', 'javascript:alert(1)']) {
      expect(returnOriginOf(production, origin)).toBe('https://shop.hanbit.ac.kr');
    }
  });

  it('accepts any loopback origin only while the shop itself runs on loopback', () => {
    const local = { publicBaseUrl: 'http://localhost:4000', allowed: [] };
    expect(returnOriginOf(local, 'http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(returnOriginOf(local, 'http://192.168.0.10:4000')).toBe('http://localhost:4000');
    expect(returnOriginOf(production, 'http://127.0.0.1:4000')).toBe('https://shop.hanbit.ac.kr');
  });
});

describe('parseShopOrigins', () => {
  it('keeps the origins of well-formed http(s) entries and drops the rest', () => {
    expect(parseShopOrigins(' https://www.shop.hanbit.ac.kr/ , ftp://x, nonsense,http://a.test:8080/path')).toEqual([
      'https://www.shop.hanbit.ac.kr',
      'http://a.test:8080',
    ]);
    expect(parseShopOrigins(undefined)).toEqual([]);
  });
});
