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
  type ProviderResponse,
} from './provider-http';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const errorSchema = z.object({
  error: z.string().optional(),
  error_code: z.string().optional(),
  error_description: z.string().optional(),
});

// Kakao sends many more fields; only what a member account needs is read.
const profileSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  properties: z.object({ nickname: z.string().nullish() }).nullish(),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      has_email: z.boolean().nullish(),
      email_needs_agreement: z.boolean().nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      name: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

function tokenFailure(response: ProviderResponse): ProviderFailure {
  const parsed = errorSchema.safeParse(response.body);
  const error = parsed.success ? parsed.data : {};
  const detail = {
    status: response.status,
    error: error.error,
    errorCode: error.error_code,
    description: scrub(error.error_description),
  };
  // invalid_grant: the code is unknown, used, expired or was issued for another redirect URI (KOE320, KOE303).
  return new ProviderFailure(error.error === 'invalid_grant' ? 'rejected_code' : 'unavailable', 'token', detail);
}

/** Email only when Kakao says the address is both valid (still reachable) and verified. */
export function kakaoEmail(account: z.infer<typeof profileSchema>['kakao_account']): string | null {
  if (!account?.email) return null;
  if (account.is_email_valid !== true || account.is_email_verified !== true) return null;
  return account.email.trim().toLowerCase();
}

export async function fetchKakaoProfile(
  config: Config,
  authorization: SocialAuthorization,
  http: HttpOptions,
): Promise<SocialProfile> {
  const tokenResponse = await callProvider(
    'token',
    new URL('/oauth/token', config.KAKAO_AUTH_BASE_URL).toString(),
    {
      method: 'POST',
      headers: FORM_HEADERS,
      body: formBody({
        grant_type: 'authorization_code',
        client_id: authorization.clientId,
        redirect_uri: authorization.redirectUri,
        code: authorization.code,
        // Required only when the app switched client secrets on in the Kakao console.
        client_secret: config.KAKAO_CLIENT_SECRET,
      }),
    },
    http,
  );
  const token = tokenSchema.safeParse(tokenResponse.body);
  if (tokenResponse.status !== 200 || !token.success) throw tokenFailure(tokenResponse);

  const profileResponse = await callProvider(
    'profile',
    new URL('/v2/user/me', config.KAKAO_API_BASE_URL).toString(),
    { method: 'GET', headers: { ...FORM_HEADERS, ...bearer(token.data.access_token) } },
    http,
  );
  const profile = profileSchema.safeParse(profileResponse.body);
  if (profileResponse.status !== 200 || !profile.success) {
    const body = profileResponse.body as { code?: unknown; msg?: unknown } | null;
    throw new ProviderFailure('unavailable', 'profile', {
      status: profileResponse.status,
      errorCode: body?.code,
      description: scrub(body?.msg),
    });
  }
  const account = profile.data.kakao_account;
  return {
    provider: SocialProvider.KAKAO,
    providerUserId: String(profile.data.id),
    email: kakaoEmail(account),
    name: account?.name ?? account?.profile?.nickname ?? profile.data.properties?.nickname ?? null,
  };
}
