import type { Config } from '../../config';
import type { SocialProvider } from '../../../../domain/enums';
import type { Logger } from '../../logger';
import { fetchGoogleProfile } from './google';
import { fetchKakaoProfile } from './kakao';
import { fetchNaverProfile } from './naver';
import { ProviderFailure, refusalFor, unavailable, type HttpOptions } from './provider-http';
import type { SocialAuthorization, SocialLogin, SocialProfile } from './social-login';

export interface SocialLoginOptions {
  /**
   * Per provider request. A mutation holds its database transaction open while the provider
   * answers, so this stays short; a login costs two requests.
   */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_SOCIAL_TIMEOUT_MS = 5_000;

type Exchange = (config: Config, authorization: SocialAuthorization, http: HttpOptions) => Promise<SocialProfile>;

const EXCHANGES: Record<SocialProvider, Exchange> = {
  KAKAO: fetchKakaoProfile,
  NAVER: fetchNaverProfile,
  GOOGLE: fetchGoogleProfile,
};

// Kakao works without a secret unless the console switched it on; Naver and Google always need one.
const REQUIRED_SECRETS: Partial<Record<SocialProvider, keyof Config>> = {
  NAVER: 'NAVER_CLIENT_SECRET',
  GOOGLE: 'GOOGLE_CLIENT_SECRET',
};

/**
 * The one implementation: real HTTP to the endpoints the config names. Development and tests
 * point those endpoints at the local fake (fake-oauth-server.ts), which speaks the same protocol.
 */
export function createSocialLogin(config: Config, logger: Logger, options: SocialLoginOptions = {}): SocialLogin {
  const http: HttpOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_SOCIAL_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
  const log = logger.child({ adapter: 'social-login' });
  return {
    async fetchProfile(provider, authorization) {
      const secret = REQUIRED_SECRETS[provider];
      if (secret && !config[secret]) {
        log.error({ provider, missing: secret }, 'social login is offered but its client secret is not configured');
        throw unavailable(provider);
      }
      try {
        return await EXCHANGES[provider](config, authorization, http);
      } catch (error) {
        if (error instanceof ProviderFailure) throw refusalFor(provider, error, log);
        throw error;
      }
    },
  };
}
