import type { SocialProvider } from '../../../lib/__generated__/graphql';
import { newOAuthState, socialAuthorizeUrl } from '../../../lib/social-providers';
import { forgetForTab, readFreshForTab, saveForTab } from '../../../lib/tab-storage';
import { paths } from '../../../lib/paths';

/**
 * Withdrawal asks a social-only member to log in at the provider again (ResignUserInput). Unlike
 * the login page, each provider is told to ask for the login afresh instead of reusing a session
 * the browser may still have: that is what makes it proof of who is leaving.
 */
const FRESH_LOGIN_PARAMS: Record<SocialProvider, Record<string, string>> = {
  KAKAO: { prompt: 'login' },
  NAVER: { auth_type: 'reauthenticate' },
  GOOGLE: { scope: 'openid email', prompt: 'select_account', max_age: '0' },
};

/** The provider sends the member back to this screen; the tenant registers it beside the login callback. */
export const WITHDRAW_PATH = paths.withdraw();

export function reauthorizeUrl(provider: SocialProvider, clientId: string, origin: string, state: string): string {
  return socialAuthorizeUrl({ provider, clientId, redirectUri: `${origin}${WITHDRAW_PATH}`, state, params: FRESH_LOGIN_PARAMS[provider] });
}

const STORAGE_KEY = 'withdraw.social';
/** A confirmation started longer ago than this no longer counts as a fresh login. */
const PENDING_TTL_MS = 10 * 60 * 1000;

/** Remembers the confirmation this tab starts; null when storage is off (nothing could check the return). */
export function rememberReauth(provider: SocialProvider, now: number): string | null {
  const state = newOAuthState();
  return saveForTab(STORAGE_KEY, { provider, state, startedAt: now }) ? state : null;
}

export function forgetReauth(): void {
  forgetForTab(STORAGE_KEY);
}

/** What the provider's return to this screen proves, ready for resignUser. */
export interface SocialProof {
  socialCode: string;
  socialState: string;
  socialRedirectUri: string;
}

export type ReauthReturn = { kind: 'none' } | { kind: 'proof'; proof: SocialProof } | { kind: 'failed'; message: string };

/**
 * Reads the provider's answer from this screen's address: a code for the state this tab asked
 * with (and for the member's own provider), a refusal, or nothing when the member simply came here.
 */
export function readReauthReturn(search: string, provider: SocialProvider | null, origin: string, now: number): ReauthReturn {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!code && !params.has('error')) return { kind: 'none' };
  if (!code) return { kind: 'failed', message: '소셜 로그인 본인 확인이 취소되었어요. 탈퇴하려면 다시 확인해 주세요.' };
  const pending = readFreshForTab(STORAGE_KEY, { fields: ['provider', 'state'], stamp: 'startedAt', ttlMs: PENDING_TTL_MS, now });
  if (!pending || pending.provider !== provider || pending.state !== state || !state) {
    return { kind: 'failed', message: '본인 확인 요청이 만료되었거나 올바르지 않아요. 소셜 로그인으로 다시 확인해 주세요.' };
  }
  return { kind: 'proof', proof: { socialCode: code, socialState: state, socialRedirectUri: `${origin}${WITHDRAW_PATH}` } };
}
