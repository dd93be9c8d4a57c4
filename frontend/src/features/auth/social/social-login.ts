import { SocialProvider, type ShopIntegrationsQuery } from '../../../lib/__generated__/graphql';
import { forgetForTab, readFreshForTab, saveForTab } from '../session-storage';

type Integrations = ShopIntegrationsQuery['university']['integrations'];

export interface ProviderInfo {
  provider: SocialProvider;
  /** The provider's Korean name, as its own login button says it. */
  name: string;
  /** The path segment of the callback address, /login/callback/<slug>. */
  slug: string;
  /** The real authorize endpoint (INTEGRATIONS.md §2). */
  authorizeUrl: string;
  clientId: (integrations: Integrations) => string | null;
  /** Extra authorize parameters the provider needs. */
  params?: Record<string, string>;
}

/** In the order Korean shops show them: the two Korean portals first. */
export const PROVIDERS: readonly ProviderInfo[] = [
  {
    provider: SocialProvider.Kakao,
    name: '카카오',
    slug: 'kakao',
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    clientId: (integrations) => integrations.kakaoClientId,
  },
  {
    provider: SocialProvider.Naver,
    name: '네이버',
    slug: 'naver',
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    clientId: (integrations) => integrations.naverClientId,
  },
  {
    provider: SocialProvider.Google,
    name: '구글',
    slug: 'google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    clientId: (integrations) => integrations.googleClientId,
    params: { scope: 'openid email profile', prompt: 'select_account' },
  },
];

export function providerBySlug(slug: string | undefined): ProviderInfo | undefined {
  return PROVIDERS.find((info) => info.slug === slug);
}

export function providerInfo(provider: SocialProvider): ProviderInfo {
  const info = PROVIDERS.find((candidate) => candidate.provider === provider);
  if (!info) throw new Error(`Unknown social provider ${provider}`);
  return info;
}

/** The providers this shop has a client id for; the others get no button. */
export function configuredProviders(integrations: Integrations | undefined): { info: ProviderInfo; clientId: string }[] {
  if (!integrations) return [];
  return PROVIDERS.flatMap((info) => {
    const clientId = info.clientId(integrations)?.trim();
    return clientId ? [{ info, clientId }] : [];
  });
}

/** The address the provider sends the member back to; loginWithSocial repeats it exactly. */
export function redirectUriFor(info: ProviderInfo, origin: string): string {
  return `${origin}/login/callback/${info.slug}`;
}

/**
 * Development and QA point every provider at the local fake login server
 * (`npm run fake:oauth`), which serves the same authorize paths on its own origin.
 */
function authorizeUrlOf(info: ProviderInfo, authorizeOrigin: string | undefined): string {
  if (!authorizeOrigin) return info.authorizeUrl;
  const { pathname } = new URL(info.authorizeUrl);
  return `${authorizeOrigin.replace(/\/+$/, '')}${pathname}`;
}

export function configuredAuthorizeOrigin(): string | undefined {
  const value: unknown = import.meta.env.VITE_SOCIAL_AUTHORIZE_ORIGIN;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface AuthorizeRequest {
  info: ProviderInfo;
  clientId: string;
  origin: string;
  state: string;
  authorizeOrigin?: string | undefined;
}

export function authorizeUrl({ info, clientId, origin, state, authorizeOrigin }: AuthorizeRequest): string {
  const url = new URL(authorizeUrlOf(info, authorizeOrigin));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUriFor(info, origin));
  url.searchParams.set('state', state);
  for (const [key, value] of Object.entries(info.params ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

/** 128 random bits: what the provider must hand back unchanged (CSRF protection, required by Naver). */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const PENDING_KEY = 'social-login';
/** A login started longer ago than this is stale: the provider's own session would have expired. */
const PENDING_TTL_MS = 30 * 60 * 1000;

export interface PendingSocialLogin {
  provider: SocialProvider;
  state: string;
  /** Where to go once signed in. */
  next: string;
  startedAt: number;
}

export function rememberSocialLogin(pending: Omit<PendingSocialLogin, 'startedAt'>, now = Date.now()): boolean {
  return saveForTab(PENDING_KEY, { ...pending, startedAt: now });
}

/**
 * The login this tab started with `provider` and `state`, or null when there is none, it was for
 * another provider or state, or it is stale. Reading does not forget it (React may render twice);
 * `forgetSocialLogin` does, once the code is being exchanged.
 */
export function pendingSocialLogin(provider: SocialProvider, state: string | null, now: number): PendingSocialLogin | null {
  const stored = readFreshForTab(PENDING_KEY, { fields: ['provider', 'state', 'next'], stamp: 'startedAt', ttlMs: PENDING_TTL_MS, now });
  if (!stored || !state || stored.provider !== provider || stored.state !== state) return null;
  return { provider, state, next: stored.next, startedAt: stored.startedAt };
}

export function forgetSocialLogin(): void {
  forgetForTab(PENDING_KEY);
}
