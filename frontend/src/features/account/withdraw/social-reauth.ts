import type { ShopIntegrationsQuery, SocialProvider } from '../../../lib/__generated__/graphql';

type Integrations = ShopIntegrationsQuery['university']['integrations'];

/**
 * Withdrawal asks a social-only member to log in at the provider again (ResignUserInput). Unlike
 * the login page, each provider is told to ask for the login afresh instead of reusing a session
 * the browser may still have: that is what makes it proof of who is leaving.
 */
const PROVIDERS: Record<SocialProvider, { authorizeUrl: string; clientId: (integrations: Integrations) => string | null; params: Record<string, string> }> = {
  KAKAO: { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientId: (i) => i.kakaoClientId, params: { prompt: 'login' } },
  NAVER: { authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize', clientId: (i) => i.naverClientId, params: { auth_type: 'reauthenticate' } },
  GOOGLE: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    clientId: (i) => i.googleClientId,
    params: { scope: 'openid email', prompt: 'select_account', max_age: '0' },
  },
};

/** The provider sends the member back to this screen; the tenant registers it beside the login callback. */
export const WITHDRAW_PATH = '/my/withdraw';

export function clientIdFor(provider: SocialProvider, integrations: Integrations | undefined): string | null {
  const id = integrations ? PROVIDERS[provider].clientId(integrations)?.trim() : undefined;
  return id ? id : null;
}

/** Development points the providers at the local fake login server, as the login page does. */
function authorizeBase(provider: SocialProvider): string {
  const origin: unknown = import.meta.env.VITE_SOCIAL_AUTHORIZE_ORIGIN;
  const real = PROVIDERS[provider].authorizeUrl;
  if (typeof origin !== 'string' || origin.trim() === '') return real;
  return `${origin.trim().replace(/\/+$/, '')}${new URL(real).pathname}`;
}

export function reauthorizeUrl(provider: SocialProvider, clientId: string, origin: string, state: string): string {
  const url = new URL(authorizeBase(provider));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', `${origin}${WITHDRAW_PATH}`);
  url.searchParams.set('state', state);
  for (const [key, value] of Object.entries(PROVIDERS[provider].params)) url.searchParams.set(key, value);
  return url.toString();
}

const STORAGE_KEY = 'campus-shop.withdraw.social';
/** A confirmation started longer ago than this no longer counts as a fresh login. */
const PENDING_TTL_MS = 10 * 60 * 1000;

interface Pending {
  provider: SocialProvider;
  state: string;
  startedAt: number;
}

export function rememberReauth(provider: SocialProvider, now: number): string | null {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ provider, state, startedAt: now } satisfies Pending));
    return state;
  } catch {
    return null;
  }
}

function readPending(): Partial<Pending> | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<Pending>) : null;
  } catch {
    return null;
  }
}

export function forgetReauth(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
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
  const pending = readPending();
  const fresh = typeof pending?.startedAt === 'number' && now - pending.startedAt <= PENDING_TTL_MS;
  if (!pending || pending.provider !== provider || pending.state !== state || !state || !fresh) {
    return { kind: 'failed', message: '본인 확인 요청이 만료되었거나 올바르지 않아요. 소셜 로그인으로 다시 확인해 주세요.' };
  }
  return { kind: 'proof', proof: { socialCode: code, socialState: state, socialRedirectUri: `${origin}${WITHDRAW_PATH}` } };
}
