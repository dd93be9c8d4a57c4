import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { safeNextPath } from './next-path';

describe('where a member goes after signing in', () => {
  it('returns to a page of the shop with its query', () => {
    expect(safeNextPath('/products/6')).toBe('/products/6');
    expect(safeNextPath('/products?category=75&available=1')).toBe('/products?category=75&available=1');
  });

  it('goes home for a missing, foreign or crafted next', () => {
    for (const raw of [null, '', 'products', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeNextPath(raw)).toBe('/');
    }
  });

  it('never returns to the auth screens themselves', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/login/callback/kakao?code=x')).toBe('/');
    expect(safeNextPath('/signup')).toBe('/');
    expect(safeNextPath('/password/reset?code=1')).toBe('/');
    expect(safeNextPath('/loginhelp')).toBe('/loginhelp');
  });

  it('carries next on to another auth screen only when there is one', () => {
    expect(paths.signUp({ next: '/' })).toBe('/signup');
    expect(paths.signUp({ next: '/products/6?x=1' })).toBe('/signup?next=%2Fproducts%2F6%3Fx%3D1');
  });
});
