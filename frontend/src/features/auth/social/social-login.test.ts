import { afterEach, describe, expect, it } from 'vitest';
import { socialProvider } from '../../../lib/social-providers';
import { authorizeUrl, forgetSocialLogin, pendingSocialLogin, rememberSocialLogin } from './social-login';

afterEach(() => window.sessionStorage.clear());

describe('the login address', () => {
  it('asks each provider for a code that comes back to its callback address, with the state', () => {
    const kakao = new URL(authorizeUrl({ info: socialProvider('KAKAO'), clientId: 'k1', origin: 'https://shop.hanbit.ac.kr', state: 's1' }));
    expect(`${kakao.origin}${kakao.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(kakao.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'k1',
      redirect_uri: 'https://shop.hanbit.ac.kr/login/callback/kakao',
      state: 's1',
    });

    const naver = new URL(authorizeUrl({ info: socialProvider('NAVER'), clientId: 'n1', origin: 'https://shop.test', state: 's2' }));
    expect(`${naver.origin}${naver.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(naver.searchParams.get('state')).toBe('s2');

    const google = new URL(authorizeUrl({ info: socialProvider('GOOGLE'), clientId: 'g1', origin: 'https://shop.test', state: 's3' }));
    expect(`${google.origin}${google.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(google.searchParams.get('scope')).toBe('openid email profile');
    expect(google.searchParams.get('redirect_uri')).toBe('https://shop.test/login/callback/google');
  });
});

describe('the login this tab started', () => {
  it('is found only for the same provider and state, and not once forgotten', () => {
    rememberSocialLogin({ provider: 'KAKAO', state: 'abc', next: '/cart' }, 1_000);
    expect(pendingSocialLogin('KAKAO', 'abc', 2_000)).toEqual({ provider: 'KAKAO', state: 'abc', next: '/cart', startedAt: 1_000 });
    expect(pendingSocialLogin('KAKAO', 'abd', 2_000)).toBeNull();
    expect(pendingSocialLogin('NAVER', 'abc', 2_000)).toBeNull();
    expect(pendingSocialLogin('KAKAO', null, 2_000)).toBeNull();
    forgetSocialLogin();
    expect(pendingSocialLogin('KAKAO', 'abc', 2_000)).toBeNull();
  });

  it('goes stale after thirty minutes', () => {
    rememberSocialLogin({ provider: 'GOOGLE', state: 'x', next: '/' }, 0);
    expect(pendingSocialLogin('GOOGLE', 'x', 30 * 60 * 1000)).not.toBeNull();
    expect(pendingSocialLogin('GOOGLE', 'x', 30 * 60 * 1000 + 1)).toBeNull();
  });
});
