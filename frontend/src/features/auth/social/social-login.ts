import type { SocialProvider } from '../../../lib/__generated__/graphql';
import { socialAuthorizeUrl, type SocialProviderInfo } from '../../../lib/social-providers';
import { paths } from '../../../lib/paths';
import { forgetForTab, readFreshForTab, saveForTab } from '../../../lib/tab-storage';

/** What the login asks for beyond the code: Google needs the scope and lets the member pick an account. */
const LOGIN_PARAMS: Partial<Record<SocialProvider, Record<string, string>>> = {
  GOOGLE: { scope: 'openid email profile', prompt: 'select_account' },
};

/** The address the provider sends the member back to; loginWithSocial repeats it exactly. */
export function redirectUriFor(info: SocialProviderInfo, origin: string): string {
  return `${origin}${paths.socialCallback(info.slug)}`;
}

export interface AuthorizeRequest {
  info: SocialProviderInfo;
  clientId: string;
  origin: string;
  state: string;
  authorizeOrigin?: string | undefined;
}

export function authorizeUrl({ info, clientId, origin, state, authorizeOrigin }: AuthorizeRequest): string {
  return socialAuthorizeUrl({
    provider: info.provider,
    clientId,
    redirectUri: redirectUriFor(info, origin),
    state,
    params: LOGIN_PARAMS[info.provider],
    authorizeOrigin,
  });
}

const PENDING_KEY = 'auth.social-login';
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
