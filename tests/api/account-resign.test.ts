// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuthServer, type FakeOAuthServer } from '../../backend/src/adapters/social/fake-oauth-server';
import { signSignUpTicket } from '../../backend/src/modules/account/social-ticket';
import { startTestApi, TEST_UNIVERSITY_ID, type TestApi } from '../support/api';
import {
  call,
  count,
  CREATE_USER,
  freshEmail,
  login,
  ME,
  refusal,
  sessionIsLive,
  signUp,
  signUpInput,
  snapshot,
  sql,
  TRUSTED_PROXY_ENV,
  type CreatedMember,
} from '../support/accounts';

let api: TestApi;
let fake: FakeOAuthServer;

const RESIGN = 'mutation ($data: ResignUserInput!) { resignUser(data: $data) }';
const REDIRECT = 'http://localhost:5173/login/callback';

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  api = await startTestApi({ env: { ...TRUSTED_PROXY_ENV, ...fake.env } });
  await sql(api, 'update university set kakao_client_id = ?, naver_client_id = ? where id = ?', [
    fake.clients.KAKAO.clientId,
    fake.clients.NAVER.clientId,
    TEST_UNIVERSITY_ID,
  ]);
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

let orderSequence = 0;

/** An order with one line in `status`, written directly (placing orders is a later issue). */
async function orderLine(userId: number, status: string): Promise<number> {
  orderSequence += 1;
  const [product] = await sql<{ id: number; delivery_template_id: number; name: string }>(
    api,
    'select id, delivery_template_id, name from product order by id limit 1',
  );
  const [order] = await sql<{ id: number }>(
    api,
    `insert into "order" (user_id, university_id, paid_price, m_uid, total_price)
     values (?, ?, 30000, ?, 30000) returning id`,
    [userId, TEST_UNIVERSITY_ID, `resign-test-${process.pid}-${orderSequence}`],
  );
  await sql(
    api,
    `insert into order_product (order_id, product_id, delivery_template_id, count, price, sale_price, paid_price, status, product_name)
     values (?, ?, ?, 1, 30000, 30000, 30000, ?, ?)`,
    [order!.id, product!.id, product!.delivery_template_id, status, product!.name],
  );
  return order!.id;
}

async function withAddress(member: CreatedMember) {
  const result = await call(
    api,
    'mutation ($data: UserDeliveryInput!) { updateUserDelivery(data: $data) { id } }',
    { data: { name: '이한결', postCode: '34134', address: '대전 유성구 대학로 1', detailAddress: '1호', tel: '010-3333-4444' } },
    { token: member.token },
  );
  expect(result.errors).toBeUndefined();
}

describe('resignUser', () => {
  it('anonymizes the member, forfeits points, revokes sessions and keeps finished orders', async () => {
    const member = await signUp(api);
    await withAddress(member);
    const other = (await login(api, member.email, member.password)).data!.login.token;
    const completed = await orderLine(member.id, 'COMPLETED');
    const cancelled = await orderLine(member.id, 'CANCELLED');

    const result = await call(api, RESIGN, { data: { password: member.password, reason: '졸업' } }, { token: member.token });
    expect(result.data).toEqual({ resignUser: true });

    const [row] = await sql<Record<string, unknown>>(api, 'select * from "user" where id = ?', [member.id]);
    expect(row).toMatchObject({ name: '탈퇴회원', tel: null, birth_year: null, password_hash: null, gender: 'NOT_SET' });
    expect(row!.email).not.toBe(member.email);
    expect(row!.email).toMatch(/@withdrawn\.invalid$/);
    expect(row!.resigned_at).not.toBeNull();
    expect(await count(api, 'user_delivery', 'user_id = ?', [member.id])).toBe(0);
    expect(await sessionIsLive(api, member.token)).toBe(false);
    expect(await sessionIsLive(api, other)).toBe(false);
    expect((await call(api, ME, undefined, { token: other })).data).toEqual({ me: null });

    const points = await sql<{ status: string; value: number; remaining: number | null }>(
      api,
      'select status, value, remaining from point where user_id = ? order by id',
      [member.id],
    );
    expect(points).toEqual([
      { status: 'GAIN', value: 1000, remaining: 0 },
      { status: 'EXPIRED', value: 1000, remaining: null },
    ]);
    expect(await count(api, 'order', 'id in (?, ?) and user_id = ?', [completed, cancelled, member.id])).toBe(2);

    refusal(await login(api, member.email, member.password), 'LOGIN_FAILED');
  });

  it('frees the e-mail address and the phone number for a new sign-up', async () => {
    const member = await signUp(api);
    expect((await call(api, RESIGN, { data: { password: member.password } }, { token: member.token })).errors).toBeUndefined();
    const again = await signUp(api, { email: member.email });
    expect(again.id).not.toBe(member.id);
    expect(await count(api, 'user', 'tel = ?', [member.tel])).toBe(0);
  });

  it.each(['PAID', 'PREPARING', 'DELIVERING'])('is refused while a line is %s, changing nothing', async (status) => {
    const member = await signUp(api);
    await orderLine(member.id, status);
    const before = await snapshot(api);
    const [userBefore] = await sql(api, 'select * from "user" where id = ?', [member.id]);
    const error = refusal(await call(api, RESIGN, { data: { password: member.password } }, { token: member.token }), 'INVALID_STATE');
    expect(error.message).toContain('탈퇴할 수 없어요');
    expect(await snapshot(api)).toEqual(before);
    expect((await sql(api, 'select * from "user" where id = ?', [member.id]))[0]).toEqual(userBefore);
    expect(await sessionIsLive(api, member.token)).toBe(true);
  });

  it('is refused with a wrong or missing password, changing nothing', async () => {
    const member = await signUp(api);
    const before = await snapshot(api);
    refusal(await call(api, RESIGN, { data: { password: 'wrong-pass1' } }, { token: member.token }), 'LOGIN_FAILED');
    expect(refusal(await call(api, RESIGN, { data: {} }, { token: member.token }), 'BAD_USER_INPUT').extensions?.field).toBe('password');
    expect(await snapshot(api)).toEqual(before);
  });

  it('asks an anonymous caller to log in', async () => {
    refusal(await call(api, RESIGN, { data: { password: 'whatever1' } }), 'UNAUTHENTICATED');
  });
});

describe('resignUser for a social-only member', () => {
  let kakaoSequence = 0;
  async function kakaoMember() {
    const email = freshEmail('kakao-resign');
    kakaoSequence += 1;
    // Kakao account ids are numbers.
    const providerUserId = String(4_000_000_000 + kakaoSequence);
    const ticket = signSignUpTicket(api.config, { provider: 'KAKAO', providerUserId, email });
    const created = await call<{ createUser: { id: number; token: string } }>(api, CREATE_USER, {
      data: signUpInput({ email, password: null, signUpTicket: ticket }),
    });
    expect(created.errors).toBeUndefined();
    return { ...created.data!.createUser, email, providerUserId };
  }

  it('withdraws after a fresh login with the linked Kakao account and removes the link', async () => {
    const member = await kakaoMember();
    const socialCode = fake.issueCode('KAKAO', { id: member.providerUserId, email: member.email }, { redirectUri: REDIRECT });
    const result = await call(api, RESIGN, { data: { socialCode, socialRedirectUri: REDIRECT } }, { token: member.token });
    expect(result.errors, JSON.stringify(api.logs.slice(-3))).toBeUndefined();
    expect(await count(api, 'user_social_account', 'user_id = ?', [member.id])).toBe(0);
    expect(await count(api, 'user', 'id = ? and resigned_at is not null', [member.id])).toBe(1);
  });

  it("refuses someone else's Kakao login, changing nothing", async () => {
    const member = await kakaoMember();
    const socialCode = fake.issueCode('KAKAO', { id: '3999999999', email: freshEmail('stranger') }, { redirectUri: REDIRECT });
    const before = await snapshot(api);
    refusal(await call(api, RESIGN, { data: { socialCode, socialRedirectUri: REDIRECT } }, { token: member.token }), 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('withdraws a Naver member, passing the state Naver requires for the code exchange', async () => {
    const email = freshEmail('naver-resign');
    const providerUserId = `naver-${process.pid}-resign`;
    const ticket = signSignUpTicket(api.config, { provider: 'NAVER', providerUserId, email });
    const created = await call<{ createUser: { id: number; token: string } }>(api, CREATE_USER, {
      data: signUpInput({ email, password: null, signUpTicket: ticket }),
    });
    expect(created.errors).toBeUndefined();
    const { id, token } = created.data!.createUser;
    const state = 'resign-state-1';
    const withoutState = fake.issueCode('NAVER', { id: providerUserId, email }, { redirectUri: REDIRECT, state });
    refusal(await call(api, RESIGN, { data: { socialCode: withoutState, socialRedirectUri: REDIRECT } }, { token }), 'BAD_USER_INPUT');
    const socialCode = fake.issueCode('NAVER', { id: providerUserId, email }, { redirectUri: REDIRECT, state });
    const result = await call(api, RESIGN, { data: { socialCode, socialRedirectUri: REDIRECT, socialState: state } }, { token });
    expect(result.errors).toBeUndefined();
    expect(await count(api, 'user', 'id = ? and resigned_at is not null', [id])).toBe(1);
  });

  it('asks for the social login when no code is given', async () => {
    const member = await kakaoMember();
    const error = refusal(await call(api, RESIGN, { data: { password: 'irrelevant1' } }, { token: member.token }), 'BAD_USER_INPUT');
    expect(error.extensions?.field).toBe('socialCode');
  });
});
