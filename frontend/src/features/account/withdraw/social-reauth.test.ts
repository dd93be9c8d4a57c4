import { beforeEach, describe, expect, it } from 'vitest';
import { readReauthReturn, reauthorizeUrl, rememberReauth } from './social-reauth';

const ORIGIN = 'https://shop.hanbit.ac.kr';
const NOW = Date.parse('2026-11-21T09:00:00Z');

beforeEach(() => window.sessionStorage.clear());

describe('social confirmation for withdrawal', () => {
  it('asks the provider for a fresh login that returns to the withdrawal screen', () => {
    const url = new URL(reauthorizeUrl('KAKAO', 'kakao-id', ORIGIN, 'abc'));
    expect(`${url.origin}${url.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'kakao-id',
      redirect_uri: `${ORIGIN}/my/withdraw`,
      state: 'abc',
      prompt: 'login',
    });
    expect(new URL(reauthorizeUrl('NAVER', 'naver-id', ORIGIN, 'abc')).searchParams.get('auth_type')).toBe('reauthenticate');
  });

  it('accepts a code only for the state and provider this tab asked with, while fresh', () => {
    const state = rememberReauth('NAVER', NOW);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(readReauthReturn(`?code=c1&state=${state}`, 'NAVER', ORIGIN, NOW + 1000)).toEqual({
      kind: 'proof',
      proof: { socialCode: 'c1', socialState: state, socialRedirectUri: `${ORIGIN}/my/withdraw` },
    });
    expect(readReauthReturn(`?code=c1&state=forged`, 'NAVER', ORIGIN, NOW).kind).toBe('failed');
    expect(readReauthReturn(`?code=c1&state=${state}`, 'KAKAO', ORIGIN, NOW).kind).toBe('failed');
    expect(readReauthReturn(`?code=c1&state=${state}`, 'NAVER', ORIGIN, NOW + 11 * 60 * 1000).kind).toBe('failed');
  });

  it('tells a cancelled confirmation apart from simply opening the screen', () => {
    expect(readReauthReturn('', 'KAKAO', ORIGIN, NOW)).toEqual({ kind: 'none' });
    expect(readReauthReturn('?error=access_denied', 'KAKAO', ORIGIN, NOW)).toEqual({
      kind: 'failed',
      message: '소셜 로그인 본인 확인이 취소되었어요. 탈퇴하려면 다시 확인해 주세요.',
    });
  });
});
