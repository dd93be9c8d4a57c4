import { describe, expect, it } from 'vitest';
import { trackedPageUrl, trackedReferrer } from './page-url';

const ORIGIN = 'https://shop.hanbit.ac.kr';

describe('the address a page view reports', () => {
  it('keeps the list filters and paging, in the order the address had them', () => {
    expect(trackedPageUrl('/products', 'group=3&category=75&sub=76&available=1')).toBe('/products?group=3&category=75&sub=76&available=1');
    expect(trackedPageUrl('/my/points', '?status=USED&page=2')).toBe('/my/points?status=USED&page=2');
    expect(trackedPageUrl('/products', '')).toBe('/products');
  });

  it('drops a social login’s code and state, a reset code, a sign-up ticket and where login returns to', () => {
    expect(trackedPageUrl('/my/withdraw', 'code=one-use-code&state=8f3a')).toBe('/my/withdraw');
    expect(trackedPageUrl('/login/callback/kakao', 'code=abc&state=def&error=access_denied')).toBe('/login/callback/kakao');
    expect(trackedPageUrl('/password/reset', 'code=123456')).toBe('/password/reset');
    expect(trackedPageUrl('/signup', 'social=kakao&ticket=t1&token=t2&next=%2Fcart')).toBe('/signup');
    expect(trackedPageUrl('/products', 'category=75&code=leak')).toBe('/products?category=75');
  });

  it('reports a referrer of this shop the same way, another site by its origin and path, and nothing unreadable', () => {
    expect(trackedReferrer(`${ORIGIN}/login/callback/naver?code=abc&state=def`, ORIGIN)).toBe(`${ORIGIN}/login/callback/naver`);
    expect(trackedReferrer(`${ORIGIN}/products?category=75&ticket=x`, ORIGIN)).toBe(`${ORIGIN}/products?category=75`);
    expect(trackedReferrer('https://search.naver.com/search.naver?query=%ED%95%99%EA%B3%BC', ORIGIN)).toBe('https://search.naver.com/search.naver');
    expect(trackedReferrer('', ORIGIN)).toBe('');
    expect(trackedReferrer('not a url', ORIGIN)).toBe('');
  });
});
