import { SocialProvider } from './__generated__/graphql';
import type { ShopIntegrations } from './shop-integrations';

export interface SocialProviderInfo {
  provider: SocialProvider;
  /** The provider's Korean name, as its own login button says it. */
  name: string;
  /** The path segment of the login callback address, /login/callback/<slug>. */
  slug: string;
  /** The provider's real authorize endpoint (the local fake stands in for it, ADR 0008). */
  authorizeUrl: string;
  clientId: (integrations: ShopIntegrations) => string | null;
}

/** In the order Korean shops show them: the two Korean portals first. */
export const SOCIAL_PROVIDERS: readonly SocialProviderInfo[] = [
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
  },
];

export function socialProvider(provider: SocialProvider): SocialProviderInfo {
  const info = SOCIAL_PROVIDERS.find((candidate) => candidate.provider === provider);
  if (!info) throw new Error(`Unknown social provider ${provider}`);
  return info;
}

export function socialProviderBySlug(slug: string | undefined): SocialProviderInfo | undefined {
  return SOCIAL_PROVIDERS.find((info) => info.slug === slug);
}

/** The shop's client id for `provider`, or null when it has none (then the provider is not offered). */
export function socialClientId(provider: SocialProvider, integrations: ShopIntegrations | undefined): string | null {
  const id = integrations ? socialProvider(provider).clientId(integrations)?.trim() : undefined;
  return id ? id : null;
}

/** The providers this shop has a client id for, in display order. */
export function configuredSocialProviders(integrations: ShopIntegrations | undefined): { info: SocialProviderInfo; clientId: string }[] {
  return SOCIAL_PROVIDERS.flatMap((info) => {
    const clientId = socialClientId(info.provider, integrations);
    return clientId ? [{ info, clientId }] : [];
  });
}

/**
 * Development and QA point every provider at the local fake login server (`npm run fake:oauth`),
 * which serves the same authorize paths on its own origin.
 */
export function configuredAuthorizeOrigin(): string | undefined {
  const value = import.meta.env.VITE_SOCIAL_AUTHORIZE_ORIGIN?.trim();
  return value ? value : undefined;
}

export interface SocialAuthorizeRequest {
  provider: SocialProvider;
  clientId: string;
  /** Where the provider sends the member back; the server repeats it exactly when it exchanges the code. */
  redirectUri: string;
  state: string;
  /** What this flow asks the provider for beyond the code (scope, a fresh login). */
  params?: Readonly<Record<string, string>> | undefined;
  /** Defaults to VITE_SOCIAL_AUTHORIZE_ORIGIN. */
  authorizeOrigin?: string | undefined;
}

/** The provider's authorize address for an authorization-code login. */
export function socialAuthorizeUrl({ provider, clientId, redirectUri, state, params = {}, authorizeOrigin = configuredAuthorizeOrigin() }: SocialAuthorizeRequest): string {
  const real = socialProvider(provider).authorizeUrl;
  const url = new URL(authorizeOrigin ? `${authorizeOrigin.replace(/\/+$/, '')}${new URL(real).pathname}` : real);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** 128 random bits: what the provider must hand back unchanged (CSRF protection, required by Naver). */
export function newOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
