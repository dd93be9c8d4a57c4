// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { SocialProvider } from '../../../../domain/enums';
import { AppError } from '../../../../domain/errors/errors';
import { createLogger } from '../../logger';
import { startFakeOAuthServer, type FakeOAuthServer, type FakeSocialAccount } from './fake-oauth-server';
import { createSocialLogin } from './index';
import type { SocialLogin } from './social-login';

const REDIRECT = 'https://shop.example.ac.kr/oauth/callback';

let fake: FakeOAuthServer;
let social: SocialLogin;
let logLines: string[];

function adapterFor(env: Record<string, string>, timeoutMs = 2_000): SocialLogin {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return createSocialLogin(config, createLogger({ LOG_LEVEL: 'info', isProduction: false }, sink), { timeoutMs });
}

function authorize(provider: SocialProvider, account: FakeSocialAccount, state: string | null = 'state-1') {
  const code = fake.issueCode(provider, account, { redirectUri: REDIRECT, state });
  return { code, redirectUri: REDIRECT, state, clientId: fake.clients[provider].clientId };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  fake = await startFakeOAuthServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  logLines = [];
  social = adapterFor(fake.env);
});

describe('profiles', () => {
  it('reads a Kakao account with a verified address, lower-cased, under its numeric id', async () => {
    const profile = await social.fetchProfile('KAKAO', authorize('KAKAO', { email: 'Minji@Example.com', name: '김민지' }));
    expect(profile).toEqual({
      provider: 'KAKAO',
      providerUserId: expect.stringMatching(/^\d+$/),
      email: 'minji@example.com',
      name: '김민지',
    });
  });

  it('gives the same provider id to the same person on a later login', async () => {
    const first = await social.fetchProfile('NAVER', authorize('NAVER', { email: 'same@example.com' }));
    const second = await social.fetchProfile('NAVER', authorize('NAVER', { email: 'same@example.com' }));
    expect(second.providerUserId).toBe(first.providerUserId);
  });

  it('drops a Kakao address that Kakao has not verified, and one the member did not share', async () => {
    const unverified = await social.fetchProfile(
      'KAKAO',
      authorize('KAKAO', { email: 'unverified@example.com', emailVerified: false }),
    );
    const unshared = await social.fetchProfile('KAKAO', authorize('KAKAO', { email: null }));
    expect([unverified.email, unshared.email]).toEqual([null, null]);
  });

  it('reads a Naver account with the state of the authorization', async () => {
    const profile = await social.fetchProfile('NAVER', authorize('NAVER', { id: 'naver-abc', email: 'n@example.com', name: '이네이' }));
    expect(profile).toEqual({ provider: 'NAVER', providerUserId: 'naver-abc', email: 'n@example.com', name: '이네이' });
  });

  it('reads a Google account only with email_verified, also for the popup flow (postmessage)', async () => {
    const verified = await social.fetchProfile('GOOGLE', {
      code: fake.issueCode('GOOGLE', { id: '1099', email: 'g@example.com' }, { redirectUri: 'postmessage' }),
      redirectUri: 'postmessage',
      clientId: fake.clients.GOOGLE.clientId,
    });
    const unverified = await social.fetchProfile('GOOGLE', authorize('GOOGLE', { email: 'u@example.com', emailVerified: false }));
    expect(verified).toMatchObject({ providerUserId: '1099', email: 'g@example.com' });
    expect(unverified.email).toBeNull();
  });

  it('works with Kakao when the app has its client secret switched off and none is configured', async () => {
    const open = await startFakeOAuthServer({ clients: { KAKAO: { clientId: 'open-kakao', clientSecret: null } } });
    try {
      const adapter = adapterFor(open.env);
      const code = open.issueCode('KAKAO', { email: 'open@example.com' }, { redirectUri: REDIRECT });
      const profile = await adapter.fetchProfile('KAKAO', { code, redirectUri: REDIRECT, clientId: 'open-kakao' });
      expect(profile.email).toBe('open@example.com');
    } finally {
      await open.close();
    }
  });
});

describe('rejected authorizations', () => {
  it.each(['KAKAO', 'NAVER', 'GOOGLE'] as const)('%s: a code used twice is CERTIFICATION_FAILED in Korean', async (provider) => {
    const authorization = authorize(provider, { email: 'twice@example.com' });
    await social.fetchProfile(provider, authorization);
    const error = await refusal(social.fetchProfile(provider, authorization));
    expect(error.extensions['code']).toBe('CERTIFICATION_FAILED');
    expect(error.message).toMatch(/로그인 인증이 만료되었거나 이미 사용되었어요/);
    expect(logLines.join('\n')).toContain('"kind":"rejected_code"');
    expect(logLines.join('\n')).not.toContain(authorization.code);
  });

  it.each(['KAKAO', 'GOOGLE'] as const)('%s: another redirect URI than the authorization used is refused', async (provider) => {
    const authorization = authorize(provider, { email: 'redirect@example.com' });
    const error = await refusal(social.fetchProfile(provider, { ...authorization, redirectUri: 'https://evil.example/cb' }));
    expect(error.extensions['code']).toBe('CERTIFICATION_FAILED');
  });

  it('Naver: a state other than the authorization\'s is refused', async () => {
    const authorization = authorize('NAVER', { email: 'state@example.com' }, 'right-state');
    const error = await refusal(social.fetchProfile('NAVER', { ...authorization, state: 'forged-state' }));
    expect(error.extensions['code']).toBe('CERTIFICATION_FAILED');
    expect(error.message).toContain('네이버');
  });
});

describe('provider and configuration failures', () => {
  it.each(['KAKAO', 'NAVER', 'GOOGLE'] as const)(
    '%s: a wrong client secret is EXTERNAL_SERVICE_ERROR and the log holds neither secret nor code',
    async (provider) => {
      const key = `${provider}_CLIENT_SECRET`;
      const adapter = adapterFor({ ...fake.env, [key]: 'wrong-secret-value' });
      const authorization = authorize(provider, { email: 'secret@example.com' });
      const error = await refusal(adapter.fetchProfile(provider, authorization));
      expect(error.extensions['code']).toBe('EXTERNAL_SERVICE_ERROR');
      expect(error.message).toMatch(/로그인 서비스에 연결하지 못했어요/);
      const logged = logLines.join('\n');
      expect(logged).toContain('"stage":"token"');
      expect(logged).not.toContain('wrong-secret-value');
      expect(logged).not.toContain(authorization.code);
    },
  );

  it('refuses Naver without calling it when NAVER_CLIENT_SECRET is missing', async () => {
    const { NAVER_CLIENT_SECRET: _omitted, ...env } = fake.env;
    const authorization = authorize('NAVER', { email: 'nosecret@example.com' });
    const error = await refusal(adapterFor(env).fetchProfile('NAVER', authorization));
    expect(error.extensions['code']).toBe('EXTERNAL_SERVICE_ERROR');
    // The code was never spent, so a configured adapter can still use it.
    await expect(social.fetchProfile('NAVER', authorization)).resolves.toMatchObject({ email: 'nosecret@example.com' });
  });

  it('turns a provider outage at the token step into EXTERNAL_SERVICE_ERROR', async () => {
    fake.failNext('KAKAO', 'token', { status: 503 });
    const error = await refusal(social.fetchProfile('KAKAO', authorize('KAKAO', { email: 'down@example.com' })));
    expect(error.extensions['code']).toBe('EXTERNAL_SERVICE_ERROR');
    expect(logLines.join('\n')).toContain('"reason":"not_json"');
  });

  it('turns a failing profile endpoint into EXTERNAL_SERVICE_ERROR', async () => {
    fake.failNext('GOOGLE', 'profile', { status: 500, body: '{"error":"internal_failure"}' });
    const error = await refusal(social.fetchProfile('GOOGLE', authorize('GOOGLE', { email: 'p@example.com' })));
    expect(error.extensions['code']).toBe('EXTERNAL_SERVICE_ERROR');
    expect(logLines.join('\n')).toContain('"stage":"profile"');
  });

  it('gives up on a provider that does not answer in time', async () => {
    const impatient = adapterFor(fake.env, 100);
    fake.failNext('NAVER', 'token', { delayMs: 1_000 });
    const error = await refusal(impatient.fetchProfile('NAVER', authorize('NAVER', { email: 'slow@example.com' })));
    expect(error.extensions['code']).toBe('EXTERNAL_SERVICE_ERROR');
    expect(logLines.join('\n')).toContain('"reason":"timeout"');
  });
});

describe('the fake provider login page (for development and QA)', () => {
  it('shows a consent form, then redirects back with a code and the state that the adapter can exchange', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: fake.clients.NAVER.clientId,
      redirect_uri: REDIRECT,
      state: 'page-state',
    });
    const form = await fetch(`${fake.url}/oauth2.0/authorize?${query}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('이메일 제공에 동의');

    const submitted = await fetch(`${fake.url}/oauth2.0/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        ...Object.fromEntries(query),
        email: 'Page@Example.com',
        name: '박페이지',
        share_email: '1',
        email_verified: '1',
        action: 'allow',
      }),
    });
    expect(submitted.status).toBe(302);
    const back = new URL(submitted.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('page-state');
    const profile = await social.fetchProfile('NAVER', {
      code: back.searchParams.get('code')!,
      redirectUri: REDIRECT,
      state: 'page-state',
      clientId: fake.clients.NAVER.clientId,
    });
    expect(profile).toMatchObject({ email: 'page@example.com', name: '박페이지' });
  });

  it('refuses an unregistered client id with an error page instead of redirecting', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'unknown', redirect_uri: REDIRECT });
    const response = await fetch(`${fake.url}/oauth/authorize?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('등록되지 않은 client_id');
  });

  it('sends a member who cancels back with access_denied', async () => {
    const query = { response_type: 'code', client_id: fake.clients.KAKAO.clientId, redirect_uri: REDIRECT, state: 's' };
    const response = await fetch(`${fake.url}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...query, action: 'deny' }),
    });
    const back = new URL(response.headers.get('location')!);
    expect([back.searchParams.get('error'), back.searchParams.get('code')]).toEqual(['access_denied', null]);
  });
});
