import { describe, expect, it } from 'vitest';
import { buildTenantIntegrations } from '../../../mocks/factories/content';
import { configuredSocialProviders, newOAuthState, socialAuthorizeUrl, socialClientId, socialProviderBySlug } from './social-providers';

const integrations = buildTenantIntegrations({ kakaoClientId: ' kakao-rest-key ', googleClientId: 'google-client.apps.googleusercontent.com' });

describe('social providers', () => {
  it('offers only the providers the shop has a client id for, in Korean order', () => {
    expect(configuredSocialProviders(integrations).map(({ info, clientId }) => [info.provider, clientId])).toEqual([
      ['KAKAO', 'kakao-rest-key'],
      ['GOOGLE', 'google-client.apps.googleusercontent.com'],
    ]);
    expect(configuredSocialProviders({ ...integrations, kakaoClientId: '', googleClientId: null })).toEqual([]);
    expect(configuredSocialProviders(undefined)).toEqual([]);
    expect(socialClientId('NAVER', integrations)).toBeNull();
  });

  it('finds a provider by the slug of its callback address, and nothing for an unknown one', () => {
    expect(socialProviderBySlug('naver')?.name).toBe('네이버');
    expect(socialProviderBySlug('facebook')).toBeUndefined();
  });

  it('builds an authorization-code address with the client id, the return address, the state and the flow’s own parameters', () => {
    const url = new URL(
      socialAuthorizeUrl({ provider: 'KAKAO', clientId: 'k1', redirectUri: 'https://shop.test/back', state: 's1', params: { prompt: 'login' } }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'k1',
      redirect_uri: 'https://shop.test/back',
      state: 's1',
      prompt: 'login',
    });
  });

  it('sends members to the local fake login server when one is configured, on the providers’ own paths', () => {
    const url = socialAuthorizeUrl({ provider: 'NAVER', clientId: 'n1', redirectUri: 'http://localhost:5173/x', state: 's', authorizeOrigin: 'http://127.0.0.1:4010/' });
    expect(url.startsWith('http://127.0.0.1:4010/oauth2.0/authorize?')).toBe(true);
  });

  it('makes a fresh unguessable state each time', () => {
    const states = new Set(Array.from({ length: 20 }, newOAuthState));
    expect(states.size).toBe(20);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });
});
