// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSignUpTicket } from '../../backend/src/modules/account/social-ticket';
import { startTestApi, type TestApi } from '../support/api';
import {
  call,
  certify,
  count,
  CREATE_USER,
  freshEmail,
  freshTel,
  KOREAN,
  refusal,
  signUp,
  signUpInput,
  snapshot,
  sql,
  TRUSTED_PROXY_ENV,
} from '../support/accounts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
});

afterAll(async () => {
  await api?.close();
});

interface CreateUserData {
  createUser: {
    id: number;
    token: string;
    user: {
      id: number;
      email: string;
      name: string;
      tel: string | null;
      admissionYear: number | null;
      gender: string;
      userTypeId: number;
      authority: number;
      authorityLevel: string;
      recommendationCode: string;
      point: number;
      userType: { id: number; content: string };
      userConfig: { marketing: boolean; social: string | null };
    };
  };
}

async function freshToken() {
  const tel = freshTel();
  return { tel, token: await certify(api, 'CREATE_ACCOUNT', tel.typed) };
}

describe('createUser', () => {
  it('creates a member from a phone certification, signs them in and books 1,000 sign-up points for a year', async () => {
    const { tel, token } = await freshToken();
    const email = freshEmail('New.Member');
    const result = await call<CreateUserData>(api, CREATE_USER, {
      data: signUpInput({ email, certificationToken: token, marketing: true, userTypeId: 2 }),
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.createUser;
    expect(created.user).toMatchObject({
      id: created.id,
      email: email.toLowerCase(),
      name: '이한결',
      tel: tel.e164,
      admissionYear: 2024,
      gender: 'MALE',
      userTypeId: 2,
      authority: 0,
      authorityLevel: 'NORMAL',
      point: 1000,
      userType: { id: 2, content: '대학원생' },
      userConfig: { marketing: true, social: null },
    });
    expect(created.user.recommendationCode).toMatch(/^[A-Z2-9]{8}$/);

    const me = await call<{ me: { id: number } }>(api, '{ me { id } }', undefined, { token: created.token });
    expect(me.data?.me?.id).toBe(created.id);

    const [gain] = await sql<{ status: string; value: number; remaining: number; code: string; created_at: Date; expired_at: Date }>(
      api,
      `select p.status, p.value, p.remaining, t.code, p.created_at, p.expired_at
         from point p join point_type t on t.id = p.point_type_id where p.user_id = ?`,
      [created.id],
    );
    expect(gain).toMatchObject({ status: 'GAIN', value: 1000, remaining: 1000, code: 'SIGNUP' });
    const expected = new Date(gain!.created_at);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(new Date(gain!.expired_at).toISOString()).toBe(expected.toISOString());
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const member = await signUp(api);
    const [row] = await sql<{ password_hash: string }>(api, 'select password_hash from "user" where id = ?', [member.id]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row!.password_hash).not.toContain(member.password);
  });

  it('gives both members 1,000 recommendation points for a valid recommendation code, in any case', async () => {
    const recommender = await signUp(api);
    const newcomer = await signUp(api, { recommendationCode: ` ${recommender.recommendationCode.toLowerCase()} ` });
    const rows = await sql<{ user_id: number; value: number; code: string }>(
      api,
      `select p.user_id, p.value, t.code from point p join point_type t on t.id = p.point_type_id
        where p.user_id in (?, ?) and t.code = 'RECOMMEND' order by p.user_id`,
      [recommender.id, newcomer.id],
    );
    expect(rows).toEqual([
      { user_id: recommender.id, value: 1000, code: 'RECOMMEND' },
      { user_id: newcomer.id, value: 1000, code: 'RECOMMEND' },
    ]);
    const [link] = await sql<{ recommended_by_id: number }>(api, 'select recommended_by_id from "user" where id = ?', [newcomer.id]);
    expect(link!.recommended_by_id).toBe(recommender.id);
  });

  it('creates a social member from a sign-up ticket without a password', async () => {
    const email = freshEmail('kakao');
    const ticket = signSignUpTicket(api.config, { provider: 'KAKAO', providerUserId: `kakao-${email}`, email });
    const result = await call<CreateUserData>(api, CREATE_USER, {
      data: signUpInput({ email, password: null, signUpTicket: ticket }),
    });
    expect(result.errors).toBeUndefined();
    const { id, user } = result.data!.createUser;
    expect(user.userConfig).toEqual({ marketing: false, social: 'KAKAO' });
    expect(user.tel).toBeNull();
    const [row] = await sql<{ password_hash: string | null }>(api, 'select password_hash from "user" where id = ?', [id]);
    expect(row!.password_hash).toBeNull();
    expect(await count(api, 'user_social_account', 'user_id = ? and provider = ?', [id, 'KAKAO'])).toBe(1);
  });
});

describe('createUser refusals change nothing', () => {
  const cases: { name: string; input: (token: string) => Record<string, unknown>; code: string; field?: string }[] = [
    { name: 'a password without a digit', input: (t) => signUpInput({ certificationToken: t, password: 'onlyletters' }), code: 'BAD_USER_INPUT', field: 'password' },
    { name: 'a password shorter than 8', input: (t) => signUpInput({ certificationToken: t, password: 'ab12' }), code: 'BAD_USER_INPUT', field: 'password' },
    { name: 'a password longer than 64', input: (t) => signUpInput({ certificationToken: t, password: `a1${'x'.repeat(63)}` }), code: 'BAD_USER_INPUT', field: 'password' },
    { name: 'a one-letter name', input: (t) => signUpInput({ certificationToken: t, name: '김' }), code: 'BAD_USER_INPUT', field: 'name' },
    { name: 'a 21-letter name', input: (t) => signUpInput({ certificationToken: t, name: '가'.repeat(21) }), code: 'BAD_USER_INPUT', field: 'name' },
    { name: 'a malformed e-mail', input: (t) => signUpInput({ certificationToken: t, email: 'not-an-email' }), code: 'BAD_USER_INPUT', field: 'email' },
    { name: 'an admission year before 1950', input: (t) => signUpInput({ certificationToken: t, admissionYear: 1949 }), code: 'BAD_USER_INPUT', field: 'admissionYear' },
    { name: 'an admission year after next year', input: (t) => signUpInput({ certificationToken: t, admissionYear: new Date().getFullYear() + 3 }), code: 'BAD_USER_INPUT', field: 'admissionYear' },
    { name: 'an unknown user type', input: (t) => signUpInput({ certificationToken: t, userTypeId: 9999 }), code: 'BAD_USER_INPUT', field: 'userTypeId' },
    { name: 'terms not agreed', input: (t) => signUpInput({ certificationToken: t, agreeTerms: false }), code: 'BAD_USER_INPUT', field: 'agreeTerms' },
    { name: 'an unknown recommendation code', input: (t) => signUpInput({ certificationToken: t, recommendationCode: 'NOPE0000' }), code: 'BAD_USER_INPUT', field: 'recommendationCode' },
    { name: 'an e-mail already taken in another case', input: (t) => signUpInput({ certificationToken: t, email: 'Demo@Hanbit.AC.kr' }), code: 'CONFLICT', field: 'email' },
    { name: 'a forged certification token', input: () => signUpInput({ certificationToken: 'forged-token' }), code: 'CERTIFICATION_FAILED' },
    { name: 'neither a certification token nor a ticket', input: () => signUpInput(), code: 'BAD_USER_INPUT', field: 'certificationToken' },
  ];

  it.each(cases)('refuses $name with a Korean message and leaves the token usable', async ({ input, code, field }) => {
    const { token } = await freshToken();
    const before = await snapshot(api);
    const result = await call(api, CREATE_USER, { data: input(token) });
    const error = refusal(result, code);
    if (field) expect(error.extensions?.field).toBe(field);
    expect(await snapshot(api)).toEqual(before);
    // The refused sign-up did not use up the certification: the member can fix the form and retry.
    const retry = await call<CreateUserData>(api, CREATE_USER, { data: signUpInput({ certificationToken: token }) });
    expect(retry.errors).toBeUndefined();
  });

  it('refuses a certification token that was already used', async () => {
    const { token } = await freshToken();
    expect((await call(api, CREATE_USER, { data: signUpInput({ certificationToken: token }) })).errors).toBeUndefined();
    const before = await snapshot(api);
    const again = await call(api, CREATE_USER, { data: signUpInput({ certificationToken: token }) });
    refusal(again, 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses a certification token of another purpose', async () => {
    const resetToken = await certify(api, 'RESET_PASSWORD', '010-1234-5678');
    const before = await snapshot(api);
    const result = await call(api, CREATE_USER, { data: signUpInput({ certificationToken: resetToken }) });
    refusal(result, 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses a sign-up ticket for a different e-mail than the one typed', async () => {
    const ticket = signSignUpTicket(api.config, { provider: 'NAVER', providerUserId: 'naver-x', email: freshEmail('ticket') });
    const before = await snapshot(api);
    const result = await call(api, CREATE_USER, { data: signUpInput({ password: null, signUpTicket: ticket }) });
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe('email');
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses a tampered sign-up ticket', async () => {
    const email = freshEmail('tamper');
    const ticket = signSignUpTicket(api.config, { provider: 'GOOGLE', providerUserId: 'g-1', email });
    const tampered = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    const before = await snapshot(api);
    const result = await call(api, CREATE_USER, { data: signUpInput({ email, password: null, signUpTicket: tampered }) });
    refusal(result, 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });
});

describe('createUser under concurrency', () => {
  it('lets exactly one of two simultaneous sign-ups with one e-mail win; the other gets CONFLICT in Korean', async () => {
    const email = freshEmail('race');
    const [a, b] = await Promise.all([freshToken(), freshToken()]);
    const usersBefore = await count(api, 'user');
    const results = await Promise.all(
      [a, b].map(({ token }) => call<CreateUserData>(api, CREATE_USER, { data: signUpInput({ email, certificationToken: token }) })),
    );
    const winners = results.filter((result) => !result.errors);
    const losers = results.filter((result) => result.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    const error = refusal(losers[0]!, 'CONFLICT');
    expect(error.message).toMatch(KOREAN);
    expect(await count(api, 'user')).toBe(usersBefore + 1);
    expect(await count(api, 'user', 'email = ?', [email])).toBe(1);
    // The loser's phone certification was rolled back with its transaction.
    expect(await count(api, 'tel_certification', 'consumed_at is not null and tel in (?, ?)', [a.tel.e164, b.tel.e164])).toBe(1);
  });
});
