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

// Naver answers token errors with HTTP 200 and an `error` field, so the body decides, not the status.
const tokenSchema = z.object({
  access_token: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const profileSchema = z.object({
  resultcode: z.string(),
  message: z.string().optional(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().nullish(),
      name: z.string().nullish(),
      nickname: z.string().nullish(),
    })
    .optional(),
});

// "wrong client id / client secret pair" and similar: our credentials, not the member's code.
const CLIENT_PROBLEM = /client/i;

export async function fetchNaverProfile(
  config: Config,
  authorization: SocialAuthorization,
  http: HttpOptions,
): Promise<SocialProfile> {
  const tokenResponse = await callProvider(
    'token',
    new URL('/oauth2.0/token', config.NAVER_AUTH_BASE_URL).toString(),
    {
      method: 'POST',
      headers: FORM_HEADERS,
      body: formBody({
        grant_type: 'authorization_code',
        client_id: authorization.clientId,
        client_secret: config.NAVER_CLIENT_SECRET,
        code: authorization.code,
        state: authorization.state ?? undefined,
      }),
    },
    http,
  );
  const token = tokenSchema.safeParse(tokenResponse.body);
  if (tokenResponse.status !== 200 || !token.success || token.data.error || !token.data.access_token) {
    const error = token.success ? token.data : {};
    const description = error.error_description ?? '';
    const kind = error.error && !CLIENT_PROBLEM.test(description) ? 'rejected_code' : 'unavailable';
    throw new ProviderFailure(kind, 'token', {
      status: tokenResponse.status,
      error: error.error,
      description: scrub(description),
    });
  }

  const profileResponse = await callProvider(
    'profile',
    new URL('/v1/nid/me', config.NAVER_API_BASE_URL).toString(),
    { method: 'GET', headers: bearer(token.data.access_token) },
    http,
  );
  const profile = profileSchema.safeParse(profileResponse.body);
  if (profileResponse.status !== 200 || !profile.success || profile.data.resultcode !== '00' || !profile.data.response) {
    const body = profileResponse.body as { resultcode?: unknown; message?: unknown } | null;
    throw new ProviderFailure('unavailable', 'profile', {
      status: profileResponse.status,
      errorCode: body?.resultcode,
      description: scrub(body?.message),
    });
  }
  const account = profile.data.response;
  return {
    provider: SocialProvider.NAVER,
    providerUserId: account.id,
    // Naver has no verified flag: it only hands out the contact address the member confirmed with Naver.
    email: account.email ? account.email.trim().toLowerCase() : null,
    name: account.name ?? account.nickname ?? null,
  };
}
