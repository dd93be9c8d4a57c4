import { z } from 'zod';
import type { Config } from '../../config';
import { SocialProvider } from '../../../../domain/enums';
import type { SocialAuthorization, SocialProfile } from './social-login';
import {
  bearer,
  callProvider,
  formBody,
  FORM_HEADERS,
  ProviderFailure,
  scrub,
  type HttpOptions,
} from './provider-http';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const errorSchema = z.object({ error: z.string().optional(), error_description: z.string().optional() });

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  // Google sends a boolean; some proxies and older endpoints send the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
  name: z.string().nullish(),
});

/**
 * The profile comes from the userinfo endpoint with the fresh access token rather than from the
 * id_token: trusting the id_token would mean verifying Google's RS256 signature against its JWKS
 * (another fetch plus a JOSE library), while userinfo is Google's own answer over TLS.
 */
export async function fetchGoogleProfile(
  config: Config,
  authorization: SocialAuthorization,
  http: HttpOptions,
): Promise<SocialProfile> {
  const tokenResponse = await callProvider(
    'token',
    config.GOOGLE_TOKEN_URL,
    {
      method: 'POST',
      headers: FORM_HEADERS,
      body: formBody({
        code: authorization.code,
        client_id: authorization.clientId,
        client_secret: config.GOOGLE_CLIENT_SECRET,
        // `postmessage` for the Google Identity Services popup flow, else the page's own address.
        redirect_uri: authorization.redirectUri,
        grant_type: 'authorization_code',
      }),
    },
    http,
  );
  const token = tokenSchema.safeParse(tokenResponse.body);
  if (tokenResponse.status !== 200 || !token.success) {
    const parsed = errorSchema.safeParse(tokenResponse.body);
    const error = parsed.success ? parsed.data : {};
    // invalid_grant: the code is unknown, used or expired; redirect_uri_mismatch: the client sent another address.
    const rejected = error.error === 'invalid_grant' || error.error === 'redirect_uri_mismatch';
    throw new ProviderFailure(rejected ? 'rejected_code' : 'unavailable', 'token', {
      status: tokenResponse.status,
      error: error.error,
      description: scrub(error.error_description),
    });
  }

  const profileResponse = await callProvider(
    'profile',
    config.GOOGLE_USERINFO_URL,
    { method: 'GET', headers: bearer(token.data.access_token) },
    http,
  );
  const profile = userinfoSchema.safeParse(profileResponse.body);
  if (profileResponse.status !== 200 || !profile.success) {
    const parsed = errorSchema.safeParse(profileResponse.body);
    throw new ProviderFailure('unavailable', 'profile', {
      status: profileResponse.status,
      error: parsed.success ? parsed.data.error : undefined,
      description: parsed.success ? scrub(parsed.data.error_description) : undefined,
    });
  }
  const { sub, email, email_verified: verified, name } = profile.data;
  const isVerified = verified === true || verified === 'true';
  return {
    provider: SocialProvider.GOOGLE,
    providerUserId: sub,
    email: email && isVerified ? email.trim().toLowerCase() : null,
    name: name ?? null,
  };
}
