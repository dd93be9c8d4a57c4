// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import {
  call,
  certify,
  freshTel,
  login,
  ME,
  refusal,
  sessionIsLive,
  signUp,
  snapshot,
  sql,
  TRUSTED_PROXY_ENV,
} from '../support/accounts';

let api: TestApi;
let demoToken: string;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
  demoToken = (await login(api, 'demo@hanbit.ac.kr', 'demo1234!')).data!.login.token;
});

afterAll(async () => {
  await api?.close();
});

const PROFILE = `{ me {
  id name email tel admissionYear birthYear gender userTypeId authority authorityLevel recommendationCode createdAt
  userType { id content nationality eduDegree inCollege } userConfig { marketing social }
  point pointSummary { balance reserved expiringSoon }
  userDelivery { id userId name postCode address detailAddress tel note }
} }`;

const UPDATE_USER = 'mutation ($data: UpdateUserInput!) { updateUser(data: $data) { id name userTypeId admissionYear birthYear gender userConfig { marketing } } }';
const UPDATE_PASSWORD = 'mutation ($data: UpdatePasswordInput!) { updatePassword(data: $data) { token expiresAt user { id } } }';
const UPDATE_TEL = 'mutation ($data: UpdateUserTelInput!) { updateUserTel(data: $data) { id tel } }';
const UPDATE_DELIVERY = `mutation ($data: UserDeliveryInput!) {
  updateUserDelivery(data: $data) { id userId name postCode address detailAddress tel note }
}`;

describe('me', () => {
  it('is null for an anonymous caller and for a revoked token', async () => {
    expect((await call(api, ME)).data).toEqual({ me: null });
    expect((await call(api, ME, undefined, { token: 'not-a-session' })).data).toEqual({ me: null });
  });

  it('returns the seeded demo member with type, settings, points and saved address', async () => {
    const result = await call<{ me: Record<string, unknown> }>(api, PROFILE, undefined, { token: demoToken });
    expect(result.errors).toBeUndefined();
    expect(result.data!.me).toMatchObject({
      id: 1,
      name: '김한빛',
      email: 'demo@hanbit.ac.kr',
      tel: '+821012345678',
      admissionYear: 2023,
      birthYear: 2004,
      gender: 'FEMALE',
      userTypeId: 1,
      authority: 0,
      authorityLevel: 'NORMAL',
      recommendationCode: 'HANBIT01',
      userType: { id: 1, content: '학부생', nationality: 'DOMESTIC', eduDegree: 'BACHELOR', inCollege: true },
      userConfig: { marketing: true, social: null },
      point: 1000,
      pointSummary: { balance: 1000, reserved: 0, expiringSoon: 0 },
      userDelivery: { userId: 1, name: '김한빛', postCode: '34134', tel: '+821012345678' },
    });
  });

  it('answers the member orders, cart and line counts through the profile', async () => {
    const result = await call(api, '{ me { id orders { total } carts { count } orderProductCount { paid } } }', undefined, {
      token: demoToken,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      me: { id: 1, orders: { total: expect.any(Number) }, carts: { count: expect.any(Number) } },
    });
  });

  it('gives the staff account its ADMIN level', async () => {
    const admin = (await login(api, 'admin@hanbit.ac.kr', 'admin1234!')).data!.login.token;
    const result = await call<{ me: { authority: number; authorityLevel: string } }>(api, '{ me { authority authorityLevel } }', undefined, { token: admin });
    expect(result.data!.me).toEqual({ authority: 3, authorityLevel: 'ADMIN' });
  });
});

describe('updateUser', () => {
  it('changes only the fields given', async () => {
    const member = await signUp(api);
    const result = await call<{ updateUser: Record<string, unknown> }>(
      api,
      UPDATE_USER,
      { data: { name: '  새 이름  ', userTypeId: 3, marketing: true } },
      { token: member.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUser).toEqual({
      id: member.id,
      name: '새 이름',
      userTypeId: 3,
      admissionYear: 2024,
      birthYear: 2005,
      gender: 'MALE',
      userConfig: { marketing: true },
    });
  });

  it.each([
    ['a one-letter name', { name: '김' }, 'name'],
    ['an unknown user type', { userTypeId: 777 }, 'userTypeId'],
    ['a birth year in the future', { birthYear: 2999 }, 'birthYear'],
    ['an admission year before 1950', { admissionYear: 1900 }, 'admissionYear'],
  ])('refuses %s and changes nothing', async (_name, data, field) => {
    const member = await signUp(api);
    const before = await sql(api, 'select * from "user" where id = ?', [member.id]);
    const result = await call(api, UPDATE_USER, { data }, { token: member.token });
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe(field);
    expect(await sql(api, 'select * from "user" where id = ?', [member.id])).toEqual(before);
  });

  it('asks an anonymous caller to log in', async () => {
    refusal(await call(api, UPDATE_USER, { data: { name: '익명' } }), 'UNAUTHENTICATED');
  });
});

describe('updatePassword', () => {
  it('sets the new password, revokes every session and returns a fresh one', async () => {
    const member = await signUp(api);
    const second = (await login(api, member.email, member.password)).data!.login.token;
    const result = await call<{ updatePassword: { token: string; user: { id: number } } }>(
      api,
      UPDATE_PASSWORD,
      { data: { currentPassword: member.password, newPassword: 'fresh-pass77' } },
      { token: member.token },
    );
    expect(result.errors).toBeUndefined();
    const fresh = result.data!.updatePassword.token;
    expect(await sessionIsLive(api, member.token)).toBe(false);
    expect(await sessionIsLive(api, second)).toBe(false);
    expect(await sessionIsLive(api, fresh)).toBe(true);
    refusal(await login(api, member.email, member.password), 'LOGIN_FAILED');
    expect((await login(api, member.email, 'fresh-pass77')).errors).toBeUndefined();
  });

  it.each([
    ['a wrong current password', { currentPassword: 'wrong-pass1', newPassword: 'fresh-pass77' }, 'LOGIN_FAILED', undefined],
    ['a weak new password', { currentPassword: 'campus2026!', newPassword: 'short1' }, 'BAD_USER_INPUT', 'newPassword'],
    ['the same password again', { currentPassword: 'campus2026!', newPassword: 'campus2026!' }, 'BAD_USER_INPUT', 'newPassword'],
  ])('refuses %s and changes nothing', async (_name, data, code, field) => {
    const member = await signUp(api);
    const [before] = await sql<{ password_hash: string }>(api, 'select password_hash from "user" where id = ?', [member.id]);
    const snap = await snapshot(api);
    const error = refusal(await call(api, UPDATE_PASSWORD, { data }, { token: member.token }), code);
    if (field) expect(error.extensions?.field).toBe(field);
    const [after] = await sql<{ password_hash: string }>(api, 'select password_hash from "user" where id = ?', [member.id]);
    expect(after!.password_hash).toBe(before!.password_hash);
    expect(await snapshot(api)).toEqual(snap);
    expect(await sessionIsLive(api, member.token)).toBe(true);
  });
});

describe('updateUserTel', () => {
  it('moves the member to a newly certified number; the token works once', async () => {
    const member = await signUp(api);
    const tel = freshTel();
    const token = await certify(api, 'UPDATE_TEL', tel.typed, { token: member.token });
    const result = await call<{ updateUserTel: { tel: string } }>(api, UPDATE_TEL, { data: { certificationToken: token } }, { token: member.token });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUserTel.tel).toBe(tel.e164);
    const again = await call(api, UPDATE_TEL, { data: { certificationToken: token } }, { token: member.token });
    refusal(again, 'CERTIFICATION_FAILED');
  });

  it('refuses a token certified for sign-up and changes nothing', async () => {
    const member = await signUp(api);
    const signUpToken = await certify(api, 'CREATE_ACCOUNT', freshTel().typed);
    const before = await sql(api, 'select tel from "user" where id = ?', [member.id]);
    refusal(await call(api, UPDATE_TEL, { data: { certificationToken: signUpToken } }, { token: member.token }), 'CERTIFICATION_FAILED');
    expect(await sql(api, 'select tel from "user" where id = ?', [member.id])).toEqual(before);
  });
});

describe('updateUserDelivery', () => {
  const address = {
    name: '이한결',
    postCode: '34134',
    address: '대전광역시 유성구 대학로 99',
    detailAddress: '101동 1001호',
    tel: '010-2222-3333',
    note: '  문 앞에 놓아 주세요  ',
  };

  it('creates the saved address, then replaces it in place', async () => {
    const member = await signUp(api);
    const first = await call<{ updateUserDelivery: Record<string, unknown> }>(api, UPDATE_DELIVERY, { data: address }, { token: member.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateUserDelivery).toMatchObject({
      userId: member.id,
      tel: '+821022223333',
      note: '문 앞에 놓아 주세요',
    });
    const second = await call<{ updateUserDelivery: Record<string, unknown> }>(
      api,
      UPDATE_DELIVERY,
      { data: { ...address, postCode: '06236', address: '서울특별시 강남구 테헤란로 1', tel: '02-123-4567', note: '' } },
      { token: member.token },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.updateUserDelivery).toMatchObject({
      id: first.data!.updateUserDelivery.id,
      postCode: '06236',
      tel: '+8221234567',
      note: null,
    });
    const rows = await sql(api, 'select id from user_delivery where user_id = ?', [member.id]);
    expect(rows).toHaveLength(1);
  });

  it('keeps one address per member under a double tap', async () => {
    const member = await signUp(api);
    const results = await Promise.all(
      [1, 2].map(() => call(api, UPDATE_DELIVERY, { data: address }, { token: member.token })),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(await sql(api, 'select id from user_delivery where user_id = ?', [member.id])).toHaveLength(1);
  });

  it.each([
    ['a 4-digit postcode', { postCode: '1234' }, 'postCode'],
    ['a postcode with letters', { postCode: '1234a' }, 'postCode'],
    ['an impossible phone number', { tel: '12345' }, 'tel'],
    ['an empty recipient', { name: '  ' }, 'name'],
    ['an empty road address', { address: '' }, 'address'],
    ['a note over 100 characters', { note: '가'.repeat(101) }, 'note'],
  ])('refuses %s and changes nothing', async (_name, change, field) => {
    const member = await signUp(api);
    await call(api, UPDATE_DELIVERY, { data: address }, { token: member.token });
    const before = await sql(api, 'select * from user_delivery where user_id = ?', [member.id]);
    const result = await call(api, UPDATE_DELIVERY, { data: { ...address, ...change } }, { token: member.token });
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe(field);
    expect(await sql(api, 'select * from user_delivery where user_id = ?', [member.id])).toEqual(before);
  });

  it("never reaches another member's address", async () => {
    const alice = await signUp(api);
    const bob = await signUp(api);
    await call(api, UPDATE_DELIVERY, { data: address }, { token: alice.token });
    const aliceBefore = await sql(api, 'select * from user_delivery where user_id = ?', [alice.id]);
    const bobs = await call<{ updateUserDelivery: { userId: number } }>(
      api,
      UPDATE_DELIVERY,
      { data: { ...address, name: '밥', detailAddress: '202호' } },
      { token: bob.token },
    );
    expect(bobs.data!.updateUserDelivery.userId).toBe(bob.id);
    expect(await sql(api, 'select * from user_delivery where user_id = ?', [alice.id])).toEqual(aliceBefore);
    const bobView = await call<{ me: { userDelivery: { name: string; userId: number } } }>(
      api,
      '{ me { userDelivery { name userId } } }',
      undefined,
      { token: bob.token },
    );
    expect(bobView.data!.me.userDelivery).toEqual({ name: '밥', userId: bob.id });
  });

  it('asks an anonymous caller to log in', async () => {
    refusal(await call(api, UPDATE_DELIVERY, { data: address }), 'UNAUTHENTICATED');
  });
});
