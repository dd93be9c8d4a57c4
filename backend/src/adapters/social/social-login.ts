import type { SocialProvider } from '../../../../domain/enums';

/** What the member authorized at the provider, as the client reports it. */
export interface SocialAuthorization {
  code: string;
  redirectUri: string;
  /** Naver requires the state value of the authorization request. */
  state?: string | null;
  /** The tenant's client id for this provider (tenant data, not config). */
  clientId: string;
}

/** The provider's account, read with the access token the code was exchanged for. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the account. */
  providerUserId: string;
  /** The e-mail address (lower-cased), only when the provider says it is verified; else null. */
  email: string | null;
  name: string | null;
}

/**
 * Exchanges an authorization code and reads the profile (Kakao, Naver, Google).
 * Refusals are AppErrors with a Korean message: CERTIFICATION_FAILED when the provider rejects the
 * code (used, expired, wrong redirect URI or state), EXTERNAL_SERVICE_ERROR for anything else.
 */
export interface SocialLogin {
  fetchProfile(provider: SocialProvider, authorization: SocialAuthorization): Promise<SocialProfile>;
}
