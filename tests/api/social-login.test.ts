// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeOAuthServer,
  type FakeOAuthServer,
  type FakeSocialAccount,
} from '../../backend/src/adapters/social/fake-oauth-server';
import type { SocialProvider } from '../../domain/enums';
import { AuthSession } from '../../backend/src/modules/account/auth-session.entity';
import { hashToken } from '../../backend/src/modules/account/session.service';
import { verifySignUpTicket } from '../../backend/src/modules/account/social-login.service';
import { signSignUpTicket } from '../../backend/src/modules/account/social-ticket';
import { UserSocialAccount } from '../../backend/src/modules/account/user-social-account.entity';
import { User } from '../../backend/src/modules/account/user.entity';
import { University } from '../../backend/src/modules/content/university.entity';
import { startTestApi, TEST_UNIVERSITY_ID, type GqlResponse, type TestApi } from '../support/api';

const LOGIN_WITH_SOCIAL = /* GraphQL */ `
  mutation LoginWithSocialTest($code: String!, $social: SocialProvider!, $payload: SocialLoginPayload!) {
    loginWithSocial(code: $code, social: $social, payload: $payload) {
      email
      isExist
      token
      signUpTicket
      user { id email name }
    }
  }
`;

const CREATE_USER = /* GraphQL */ `
  mutation CreateUserTest($data: CreateUserInput!) {
    createUser(data: $data) { id token user { id email } }
  }
`;

interface LoginResult {
  loginWithSocial: {
    email: string | null;
    isExist: boolean;
    token: string | null;
    signUpTicket: string | null;
    user: { id: number; email: string; name: string } | null;
  };
}

const REDIRECT = 'http://localhost:5173/login/callback';
const PROVIDERS = ['KAKAO', 'NAVER', 'GOOGLE'] as const;
const DEMO_MEMBER_ID = 1;

let fake: FakeOAuthServer;
let api: TestApi;
let sequence = 0;

async function useFakeClientIds(target: TestApi, server: FakeOAuthServer) {
  await target.orm.em.fork().nativeUpdate(
    University,
    { id: TEST_UNIVERSITY_ID },
    {
      kakaoClientId: server.clients.KAKAO.clientId,
      naverClientId: server.clients.NAVER.clientId,
      googleClientId: server.clients.GOOGLE.clientId,
    },
  );
}

interface LoginVariables {
  code: string;
  social: SocialProvider;
  payload: { redirectUri: string; state?: string | null };
}

function authorize(provider: SocialProvider, account: FakeSocialAccount, state = 'csrf-state-1'): LoginVariables {
  const code = fake.issueCode(provider, account, { redirectUri: REDIRECT, state });
  return { code, social: provider, payload: { redirectUri: REDIRECT, state } };
}

function loginWithSocial(variables: LoginVariables, target: TestApi = api) {
  return target.gql<LoginResult>(LOGIN_WITH_SOCIAL, { ...variables });
}

/** Rows a social login could write; a refusal must leave all of them as they were. */
async function footprint(target: TestApi = api) {
  const em = target.orm.em.fork();
  return {
    users: await em.count(User),
    links: await em.count(UserSocialAccount),
    sessions: await em.count(AuthSession),
  };
}

function expectRefusal<T>(response: GqlResponse<T>, code: string, message: RegExp) {
  expect(response.data ?? null).toBeNull();
  expect(response.errors?.[0]?.extensions?.code).toBe(code);
  expect(response.errors?.[0]?.message).toMatch(message);
}

async function linkAccount(userId: number, provider: SocialProvider, providerUserId: string) {
  const em = api.orm.em.fork();
  em.create(UserSocialAccount, { user: userId, provider, providerUserId });
  await em.flush();
}

async function createMember(overrides: Partial<Pick<User, 'authority' | 'resignedAt'>>): Promise<number> {
  const em = api.orm.em.fork();
  sequence += 1;
  const user = em.create(User, {
    university: TEST_UNIVERSITY_ID,
    email: `social-member-${sequence}@example.com`,
    name: '소셜회원',
    recommendationCode: `SOCIAL${sequence}`,
    ...overrides,
  });
  await em.flush();
  return user.id;
}

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  api = await startTestApi({ env: fake.env });
  await useFakeClientIds(api, fake);
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('loginWithSocial for a linked member', () => {
  it.each(PROVIDERS)('%s: signs the member in with a working session token', async (provider) => {
    const providerUserId = `${provider === 'KAKAO' ? '' : 'linked-'}${4_100_000_000 + PROVIDERS.indexOf(provider)}`;
    await linkAccount(DEMO_MEMBER_ID, provider, providerUserId);
    const response = await loginWithSocial(authorize(provider, { id: providerUserId, email: 'demo@hanbit.ac.kr' }));

    expect(response.errors).toBeUndefined();
    const result = response.data!.loginWithSocial;
    expect(result).toMatchObject({ isExist: true, email: 'demo@hanbit.ac.kr', signUpTicket: null });
    expect(result.user).toEqual({ id: DEMO_MEMBER_ID, email: 'demo@hanbit.ac.kr', name: '김한빛' });
    const session = await api.orm.em.fork().findOneOrFail(AuthSession, { tokenHash: hashToken(result.token!) });
    expect(session.user.id).toBe(DEMO_MEMBER_ID);
    expect(session.isActive(new Date())).toBe(true);
    const me = await api.gql<{ me: { id: number } | null }>('{ me { id } }', {}, { token: result.token! });
    expect(me.errors).toBeUndefined();
    expect(me.data?.me?.id).toBe(DEMO_MEMBER_ID);
  });

  it('signs a linked member in even when the provider no longer shares the email', async () => {
    const memberId = await createMember({});
    await linkAccount(memberId, 'KAKAO', '4200000001');
    const response = await loginWithSocial(authorize('KAKAO', { id: '4200000001', email: null }));
    expect(response.data?.loginWithSocial).toMatchObject({ isExist: true, email: null, user: { id: memberId } });
  });

  it('refuses a suspended member in Korean and opens no session', async () => {
    const memberId = await createMember({ authority: -1 });
    await linkAccount(memberId, 'NAVER', 'suspended-naver-id');
    const before = await footprint();
    const response = await loginWithSocial(authorize('NAVER', { id: 'suspended-naver-id', email: 'x@example.com' }));
    expectRefusal(response, 'ACCOUNT_SUSPENDED', /이용이 정지된 계정이에요/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a withdrawn member in Korean and opens no session', async () => {
    const memberId = await createMember({ resignedAt: new Date() });
    await linkAccount(memberId, 'GOOGLE', '100000000000000000999');
    const before = await footprint();
    const response = await loginWithSocial(authorize('GOOGLE', { id: '100000000000000000999', email: 'y@example.com' }));
    expectRefusal(response, 'ACCOUNT_SUSPENDED', /탈퇴한 회원/);
    expect(await footprint()).toEqual(before);
  });
});

describe('loginWithSocial for someone without an account', () => {
  it.each(PROVIDERS)('%s: returns the verified email and a signed ticket, creating nothing', async (provider) => {
    const email = `new-${provider.toLowerCase()}@example.com`;
    const before = await footprint();
    const response = await loginWithSocial(authorize(provider, { id: `99${PROVIDERS.indexOf(provider)}777`, email }));

    expect(response.errors).toBeUndefined();
    const result = response.data!.loginWithSocial;
    expect(result).toMatchObject({ isExist: false, email, token: null, user: null });
    expect(verifySignUpTicket(api.config, result.signUpTicket!)).toEqual({
      provider,
      providerUserId: `99${PROVIDERS.indexOf(provider)}777`,
      email,
    });
    expect(await footprint()).toEqual(before);
  });

  it.each([
    ['KAKAO', { email: 'unverified@example.com', emailVerified: false }],
    ['KAKAO', { email: null }],
    ['NAVER', { email: null }],
    ['GOOGLE', { email: 'unverified@example.com', emailVerified: false }],
  ] as const)('%s: refuses a profile without a verified email (%o), asking for email consent', async (provider, account) => {
    const before = await footprint();
    const response = await loginWithSocial(authorize(provider, account));
    expectRefusal(response, 'CERTIFICATION_FAILED', /인증된 이메일이 필요해요.*이메일 제공에 동의/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses an email that belongs to a password member and tells them to log in with the password', async () => {
    const before = await footprint();
    const response = await loginWithSocial(authorize('KAKAO', { email: 'Admin@Hanbit.ac.kr' }));
    expectRefusal(response, 'CONFLICT', /이미 같은 이메일\(admin@hanbit\.ac\.kr\)로 가입된 계정이 있어요\. 이메일과 비밀번호로 로그인/);
    expect(response.errors?.[0]?.extensions).toMatchObject({ field: 'email', loginMethods: ['PASSWORD'] });
    expect(await footprint()).toEqual(before);
  });

  it('names the provider a social-only member signed up with when their email comes through another one', async () => {
    const memberId = await createMember({});
    await linkAccount(memberId, 'NAVER', 'naver-only-member');
    const email = (await api.orm.em.fork().findOneOrFail(User, memberId)).email;
    const response = await loginWithSocial(authorize('GOOGLE', { email }));
    expectRefusal(response, 'CONFLICT', /네이버 로그인으로 이용해 주세요/);
  });
});

describe('loginWithSocial refusals from the provider and the input', () => {
  it('refuses a code used a second time and opens no second session', async () => {
    await linkAccount(DEMO_MEMBER_ID, 'KAKAO', '4300000001');
    const variables = authorize('KAKAO', { id: '4300000001', email: 'demo@hanbit.ac.kr' });
    expect((await loginWithSocial(variables)).data?.loginWithSocial.isExist).toBe(true);
    const before = await footprint();
    expectRefusal(await loginWithSocial(variables), 'CERTIFICATION_FAILED', /카카오 로그인 인증이 만료되었거나 이미 사용되었어요/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a Naver login whose state is not the one of the authorization', async () => {
    const variables = authorize('NAVER', { email: 'state@example.com' }, 'issued-state');
    const before = await footprint();
    const response = await loginWithSocial({ ...variables, payload: { ...variables.payload, state: 'forged-state' } });
    expectRefusal(response, 'CERTIFICATION_FAILED', /네이버 로그인 인증이 만료되었거나/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a Naver login without state before calling Naver', async () => {
    const variables = authorize('NAVER', { email: 'nostate@example.com' });
    const response = await loginWithSocial({ ...variables, payload: { redirectUri: REDIRECT, state: null } });
    expectRefusal(response, 'BAD_USER_INPUT', /네이버 로그인 요청 정보\(state\)가 없어요/);
    expect(response.errors?.[0]?.extensions?.field).toBe('payload.state');
    // Naver was never asked, so the code is still good.
    expect((await loginWithSocial(variables)).data?.loginWithSocial.isExist).toBe(false);
  });

  it('refuses a redirect URI that is not a web address', async () => {
    const variables = authorize('KAKAO', { email: 'redirect@example.com' });
    const response = await loginWithSocial({ ...variables, payload: { redirectUri: 'javascript:alert(1)' } });
    expectRefusal(response, 'BAD_USER_INPUT', /로그인 주소가 올바르지 않아요/);
  });

  it('refuses a provider the shop did not set up, naming it in Korean', async () => {
    const em = api.orm.em.fork();
    await em.nativeUpdate(University, { id: TEST_UNIVERSITY_ID }, { googleClientId: null });
    try {
      const response = await loginWithSocial(authorize('GOOGLE', { email: 'g@example.com' }));
      expectRefusal(response, 'BAD_USER_INPUT', /이 쇼핑몰에서는 구글 로그인을 사용할 수 없어요/);
      expect(response.errors?.[0]?.extensions?.field).toBe('social');
    } finally {
      await useFakeClientIds(api, fake);
    }
  });

  it('answers EXTERNAL_SERVICE_ERROR in Korean when our client secret is wrong, and logs no secret', async () => {
    const misconfigured = await startTestApi({ env: { ...fake.env, KAKAO_CLIENT_SECRET: 'not-the-registered-secret' } });
    try {
      await useFakeClientIds(misconfigured, fake);
      const before = await footprint(misconfigured);
      const response = await loginWithSocial(authorize('KAKAO', { email: 'secret@example.com' }), misconfigured);
      expectRefusal(response, 'EXTERNAL_SERVICE_ERROR', /카카오 로그인 서비스에 연결하지 못했어요/);
      expect(await footprint(misconfigured)).toEqual(before);
      expect(misconfigured.logs.some((line) => line['stage'] === 'token' && line['provider'] === 'KAKAO')).toBe(true);
      expect(JSON.stringify(misconfigured.logs)).not.toContain('not-the-registered-secret');
    } finally {
      await misconfigured.close();
    }
  });
});

describe('social sign-up through createUser', () => {
  const signUpData = (email: string, signUpTicket: string) => ({
    email,
    name: '소셜가입',
    signUpTicket,
    userTypeId: 1,
    marketing: false,
    agreeTerms: true,
  });

  it('loginWithSocial, then createUser with the ticket, then loginWithSocial again signs the new member in', async () => {
    const person = { id: '4400000001', email: 'fresh-kakao@example.com', name: '새내기' };
    const first = (await loginWithSocial(authorize('KAKAO', person))).data!.loginWithSocial;
    expect(first.isExist).toBe(false);

    const created = await api.gql<{ createUser: { id: number; user: { id: number; email: string } } }>(CREATE_USER, {
      data: signUpData(person.email, first.signUpTicket!),
    });
    expect(created.errors).toBeUndefined();
    const memberId = created.data!.createUser.user.id;

    const again = (await loginWithSocial(authorize('KAKAO', person))).data!.loginWithSocial;
    expect(again).toMatchObject({ isExist: true, user: { id: memberId, email: person.email } });
  });

  it('createUser refuses a ticket whose provider account got linked to another member meanwhile', async () => {
    const claims = { provider: 'GOOGLE' as const, providerUserId: '100000000000000004242', email: 'late@example.com' };
    const ticket = signSignUpTicket(api.config, claims);
    await linkAccount(await createMember({}), 'GOOGLE', claims.providerUserId);
    const before = await footprint();
    const response = await api.gql(CREATE_USER, { data: signUpData(claims.email, ticket) });
    expectRefusal(response, 'CONFLICT', /이 구글 계정은 이미 다른 회원과 연결되어 있어요/);
    expect(await footprint()).toEqual(before);
  });

  it('createUser refuses a tampered ticket and an expired one, creating no member', async () => {
    const claims = { provider: 'NAVER' as const, providerUserId: 'tamper-naver', email: 'tamper@example.com' };
    const [payload, signature] = signSignUpTicket(api.config, claims).split('.') as [string, string];
    const edited = { ...(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object), sub: 'someone-else' };
    const tampered = `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
    const expired = signSignUpTicket(api.config, claims, new Date(Date.now() - 31 * 60 * 1000));
    const before = await footprint();
    for (const ticket of [tampered, expired]) {
      const response = await api.gql(CREATE_USER, { data: signUpData(claims.email, ticket) });
      expect(response.errors?.[0]?.extensions?.code).toBe('CERTIFICATION_FAILED');
      expect(response.errors?.[0]?.message).toMatch(/소셜/);
    }
    expect(await footprint()).toEqual(before);
  });
});
