import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider } from '../../../../domain/enums';

/** A person at the fake provider, as a test or the fake's login page describes them. */
export interface FakeSocialAccount {
  /** The provider's account id; derived from the email (or random) when omitted, so one person keeps one id. */
  id?: string;
  /** null: the person did not agree to share an address. */
  email?: string | null;
  /** Whether the provider vouches for the address (Kakao and Google say so; Naver has no flag). */
  emailVerified?: boolean;
  name?: string;
}

export interface ResolvedAccount {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export interface JsonReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Ids in each provider's own shape: Kakao a number, Naver an opaque string, Google a long digit string. */
function accountId(provider: SocialProvider, email: string | null): string {
  const seed = email ? createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest() : randomBytes(32);
  switch (provider) {
    case 'KAKAO':
      return String(Number(BigInt(`0x${seed.subarray(0, 5).toString('hex')}`)) + 1_000_000_000);
    case 'NAVER':
      return seed.toString('base64url').slice(0, 43);
    case 'GOOGLE':
      return `1${(BigInt(`0x${seed.subarray(0, 8).toString('hex')}`) % 10n ** 20n).toString().padStart(20, '0')}`;
  }
}

export function resolveAccount(provider: SocialProvider, account: FakeSocialAccount): ResolvedAccount {
  const email = account.email === undefined ? null : account.email;
  return {
    id: account.id ?? accountId(provider, email),
    email,
    emailVerified: account.emailVerified ?? true,
    name: account.name ?? '테스트회원',
  };
}

/** The token endpoint's success body, as each provider words it. */
export function tokenReply(provider: SocialProvider, accessToken: string, idToken: string): JsonReply {
  switch (provider) {
    case 'KAKAO':
      return {
        status: 200,
        body: {
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: 21599,
          refresh_token: randomBytes(24).toString('base64url'),
          refresh_token_expires_in: 5183999,
          scope: 'account_email profile_nickname',
        },
      };
    case 'NAVER':
      // Naver sends expires_in as a string.
      return {
        status: 200,
        body: {
          access_token: accessToken,
          refresh_token: randomBytes(24).toString('base64url'),
          token_type: 'bearer',
          expires_in: '3600',
        },
      };
    case 'GOOGLE':
      return {
        status: 200,
        body: {
          access_token: accessToken,
          expires_in: 3599,
          scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
          token_type: 'Bearer',
          id_token: idToken,
        },
      };
  }
}

export type TokenProblem = 'bad_grant_type' | 'unknown_client' | 'bad_secret' | 'bad_code' | 'bad_redirect' | 'bad_state';

/** The token endpoint's refusals, in each provider's real shape (Naver answers 200 with an error field). */
export function tokenErrorReply(provider: SocialProvider, problem: TokenProblem, detail: string): JsonReply {
  if (provider === 'KAKAO') {
    const kakao: Record<TokenProblem, [number, string, string, string]> = {
      bad_grant_type: [400, 'unsupported_grant_type', 'KOE001', `grant_type mismatched ${detail}`],
      unknown_client: [401, 'invalid_client', 'KOE101', `Not exist client_id [${detail}]`],
      bad_secret: [401, 'invalid_client', 'KOE010', 'Bad client credentials'],
      bad_code: [400, 'invalid_grant', 'KOE320', `authorization code not found for code=${detail}`],
      bad_redirect: [400, 'invalid_grant', 'KOE303', 'Redirect URI mismatch.'],
      bad_state: [400, 'invalid_grant', 'KOE320', `authorization code not found for code=${detail}`],
    };
    const [status, error, errorCode, description] = kakao[problem];
    return { status, body: { error, error_description: description, error_code: errorCode } };
  }
  if (provider === 'NAVER') {
    const clientProblem = problem === 'unknown_client' || problem === 'bad_secret';
    return {
      status: 200,
      body: {
        error: problem === 'bad_grant_type' ? 'unsupported_response_type' : 'invalid_request',
        error_description: clientProblem ? 'wrong client id / client secret pair' : 'no valid data in session',
      },
    };
  }
  const google: Record<TokenProblem, [number, string, string]> = {
    bad_grant_type: [400, 'unsupported_grant_type', `Invalid grant_type: ${detail}`],
    unknown_client: [401, 'invalid_client', 'The OAuth client was not found.'],
    bad_secret: [401, 'invalid_client', 'Unauthorized'],
    bad_code: [400, 'invalid_grant', 'Bad Request'],
    bad_redirect: [400, 'redirect_uri_mismatch', 'Bad Request'],
    bad_state: [400, 'invalid_grant', 'Bad Request'],
  };
  const [status, error, description] = google[problem];
  return { status, body: { error, error_description: description } };
}

/** The profile endpoint's answer to a missing, unknown or expired bearer token. */
export function profileUnauthorizedReply(provider: SocialProvider): JsonReply {
  switch (provider) {
    case 'KAKAO':
      return { status: 401, body: { msg: 'this access token does not exist', code: -401 } };
    case 'NAVER':
      return { status: 401, body: { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' } };
    case 'GOOGLE':
      return {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
        body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
      };
  }
}

/** The profile endpoint's success body, with each provider's own consent and verification fields. */
export function profileReply(provider: SocialProvider, account: ResolvedAccount, connectedAt: Date): JsonReply {
  switch (provider) {
    case 'KAKAO': {
      const shared = account.email !== null;
      return {
        status: 200,
        body: {
          id: Number(account.id),
          connected_at: connectedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          properties: { nickname: account.name },
          kakao_account: {
            profile_nickname_needs_agreement: false,
            profile: { nickname: account.name, is_default_image: true },
            has_email: true,
            email_needs_agreement: !shared,
            ...(shared
              ? { is_email_valid: account.emailVerified, is_email_verified: account.emailVerified, email: account.email }
              : {}),
          },
        },
      };
    }
    case 'NAVER':
      return {
        status: 200,
        body: {
          resultcode: '00',
          message: 'success',
          response: {
            id: account.id,
            nickname: account.name,
            name: account.name,
            ...(account.email !== null ? { email: account.email } : {}),
          },
        },
      };
    case 'GOOGLE':
      return {
        status: 200,
        body: {
          sub: account.id,
          name: account.name,
          ...(account.email !== null ? { email: account.email, email_verified: account.emailVerified } : {}),
        },
      };
  }
}

/** A structurally real id_token; its signature is random, which is why the adapter reads userinfo instead. */
export function fakeIdToken(issuer: string, clientId: string, account: ResolvedAccount, now: Date): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  const claims = {
    iss: issuer,
    aud: clientId,
    azp: clientId,
    sub: account.id,
    iat,
    exp: iat + 3600,
    name: account.name,
    ...(account.email !== null ? { email: account.email, email_verified: account.emailVerified } : {}),
  };
  return `${encode({ alg: 'RS256', kid: 'fake', typ: 'JWT' })}.${encode(claims)}.${randomBytes(64).toString('base64url')}`;
}
