import { afterEach, describe, expect, it } from 'vitest';
import { buildTenantIntegrations } from '../../../../../mocks/factories/content';
import { authorizeUrl, configuredProviders, forgetSocialLogin, newState, pendingSocialLogin, providerInfo, rememberSocialLogin } from './social-login';

const integrations = buildTenantIntegrations({ kakaoClientId: ' kakao-rest-key ', googleClientId: 'google-client.apps.googleusercontent.com' });

afterEach(() => window.sessionStorage.clear());

describe('social providers', () => {
  it('offers only the providers the shop has a client id for, in Korean order', () => {
    expect(configuredProviders(integrations).map(({ info, clientId }) => [info.provider, clientId])).toEqual([
      ['KAKAO', 'kakao-rest-key'],
      ['GOOGLE', 'google-client.apps.googleusercontent.com'],
    ]);
    expect(configuredProviders({ ...integrations, kakaoClientId: '', googleClientId: null })).toEqual([]);
    expect(configuredProviders(undefined)).toEqual([]);
  });

  it('builds each provider’s authorize address with the client id, the callback address and the state', () => {
    const kakao = new URL(authorizeUrl({ info: providerInfo('KAKAO'), clientId: 'k1', origin: 'https://shop.hanbit.ac.kr', state: 's1' }));
    expect(`${kakao.origin}${kakao.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(kakao.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'k1',
      redirect_uri: 'https://shop.hanbit.ac.kr/login/callback/kakao',
      state: 's1',
    });

    const naver = new URL(authorizeUrl({ info: providerInfo('NAVER'), clientId: 'n1', origin: 'https://shop.test', state: 's2' }));
    expect(`${naver.origin}${naver.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(naver.searchParams.get('state')).toBe('s2');

    const google = new URL(authorizeUrl({ info: providerInfo('GOOGLE'), clientId: 'g1', origin: 'https://shop.test', state: 's3' }));
    expect(`${google.origin}${google.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(google.searchParams.get('scope')).toBe('openid email profile');
    expect(google.searchParams.get('redirect_uri')).toBe('https://shop.test/login/callback/google');
  });

  it('sends members to the local fake login server when one is configured, on the providers’ own paths', () => {
    const url = authorizeUrl({ info: providerInfo('NAVER'), clientId: 'n1', origin: 'http://localhost:5173', state: 's', authorizeOrigin: 'http://127.0.0.1:4010/' });
    expect(url.startsWith('http://127.0.0.1:4010/oauth2.0/authorize?')).toBe(true);
  });

  it('makes a fresh unguessable state each time', () => {
    const states = new Set(Array.from({ length: 20 }, newState));
    expect(states.size).toBe(20);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
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
