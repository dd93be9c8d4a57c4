// Sessions and accounts in the mocked API (docs/product-rules.md#accounts): login and logout, sign-up
// with a certified phone, password changes revoking sessions, withdrawal.
import { beforeEach, describe, expect, it } from 'vitest';
import { CERTIFICATION_MESSAGES } from '../../domain/certification/certification-rules';
import type { MockApi } from '../schema';
import { initialSessionToken } from '../session';
import { logout } from './account';
import { MOCK_CERTIFICATION_CODE } from './certification';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('anonymous');
  run = runner(api, undefined, null);
});

interface Session {
  token: string;
  user: { id: number; email: string; authorityLevel: string | null };
}

async function login(email: string, password: string) {
  return run<{ login: Session }>('Login', { data: { email, password } });
}

async function me(token: string | null) {
  return dataOf(await run<{ me: { id: number; email: string } | null }>('Me', {}, token)).me;
}

async function certified(tel: string, purpose = 'CREATE_ACCOUNT'): Promise<string> {
  dataOf(await run('CertifyTel', { data: { purpose, tel } }));
  const result = await run<{ certifyTelWithToken: { token: string } }>('CertifyTelWithToken', {
    data: { purpose, tel, code: MOCK_CERTIFICATION_CODE },
  });
  return dataOf(result).certifyTelWithToken.token;
}

const signUp = (certificationToken: string, extra: Record<string, unknown> = {}) => ({
  data: {
    email: 'new.student@hanbit.ac.kr',
    password: 'hanbit2026',
    name: '정다은',
    certificationToken,
    userTypeId: 1,
    admissionYear: 2026,
    marketing: true,
    agreeTerms: true,
    ...extra,
  },
});

describe('sessions', () => {
  it('each scenario starts with its viewer’s token, or none', () => {
    expect(initialSessionToken('standard')).toBe(DEMO_TOKEN);
    expect(initialSessionToken('sold-out')).toBe(DEMO_TOKEN);
    expect(initialSessionToken('new-member')).toBe('mock-session-3');
    expect(initialSessionToken('anonymous')).toBeNull();
  });

  it('login with any case of the e-mail returns a token that signs the member in', async () => {
    const session = dataOf(await login('Demo@Hanbit.ac.kr', 'demo1234!')).login;
    expect(session.user).toMatchObject({ id: 1, email: 'demo@hanbit.ac.kr', authorityLevel: 'NORMAL' });
    expect((await me(session.token))?.id).toBe(1);
    expect(dataOf(await login('admin@hanbit.ac.kr', 'admin1234!')).login.user.authorityLevel).toBe('ADMIN');
  });

  it('logout ends that session only', async () => {
    logout(api.db, DEMO_TOKEN);
    expect(await me(DEMO_TOKEN)).toBeNull();
    expect((await me(ADMIN_TOKEN))?.id).toBe(2);
  });

  it('a wrong password is refused with one message for both wrong e-mail and wrong password', async () => {
    const wrongPassword = refusalOf(await login('demo@hanbit.ac.kr', 'demo9999!'));
    const unknownEmail = refusalOf(await login('nobody@hanbit.ac.kr', 'demo1234!'));
    expect(wrongPassword).toEqual({ code: 'LOGIN_FAILED', message: '이메일 또는 비밀번호가 올바르지 않아요. 5번 틀리면 15분 동안 로그인이 제한돼요.' });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('the fifth failure locks the account for 15 minutes, even for the right password, in the backend\'s words', async () => {
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(refusalOf(await login('demo@hanbit.ac.kr', 'wrong-password1')).code).toBe('LOGIN_FAILED');
    }
    const locked = { code: 'RATE_LIMITED', message: '이 계정은 로그인에 5번 실패해 15분 동안 로그인이 제한되었어요. 15분 후에 다시 시도해 주세요.' };
    expect(refusalOf(await login('demo@hanbit.ac.kr', 'wrong-password1'))).toEqual(locked);
    expect(refusalOf(await login('demo@hanbit.ac.kr', 'demo1234!'))).toEqual(locked);
  });

  it('a suspended member cannot log in, and `me` with their token tells the client to sign out', async () => {
    const member = api.db.member(1);
    if (member) member.authority = -1;
    expect(refusalOf(await login('demo@hanbit.ac.kr', 'demo1234!')).code).toBe('ACCOUNT_SUSPENDED');
    const suspended = { code: 'ACCOUNT_SUSPENDED', message: '이용이 정지된 계정이에요. 고객센터로 문의해 주세요.' };
    expect(refusalOf(await run('Me', {}, DEMO_TOKEN))).toEqual(suspended);
    // Like the real requireViewer: every member-only operation says so, not "log in".
    expect(refusalOf(await run('CartsCheckouted', {}, DEMO_TOKEN))).toEqual(suspended);
  });
});

describe('sign-up', () => {
  it('creates a member with a certified phone, signs them in and books the 1,000 sign-up points', async () => {
    const token = await certified('010-2222-3333');
    const created = dataOf(await run<{ createUser: { id: number; token: string; user: { tel: string } } }>('CreateUser', signUp(token)))
      .createUser;
    expect(created.user.tel).toBe('+821022223333');
    expect((await me(created.token))?.email).toBe('new.student@hanbit.ac.kr');
    const points = dataOf(await run<{ me: { point: number } }>('MyPoints', {}, created.token)).me;
    expect(points.point).toBe(1000);
  });

  it('a valid recommendation code gives both members 1,000 points', async () => {
    const before = dataOf(await run<{ me: { point: number } }>('MyPoints', {}, DEMO_TOKEN)).me.point;
    const token = await certified('010-2222-3333');
    const created = dataOf(await run<{ createUser: { token: string } }>('CreateUser', signUp(token, { recommendationCode: 'HANBIT01' })))
      .createUser;
    expect(dataOf(await run<{ me: { point: number } }>('MyPoints', {}, created.token)).me.point).toBe(2000);
    expect(dataOf(await run<{ me: { point: number } }>('MyPoints', {}, DEMO_TOKEN)).me.point).toBe(before + 1000);
  });

  it.each([
    ['an e-mail already registered', { email: 'DEMO@hanbit.ac.kr' }, 'CONFLICT'],
    ['a password without a digit', { password: 'onlyletters' }, 'BAD_USER_INPUT'],
    ['a one-letter name', { name: '정' }, 'BAD_USER_INPUT'],
    ['terms not agreed', { agreeTerms: false }, 'BAD_USER_INPUT'],
    ['an unknown recommendation code', { recommendationCode: 'NOPE' }, 'BAD_USER_INPUT'],
    ['a used-up certification token', { certificationToken: 'mock-certification-404' }, 'CERTIFICATION_FAILED'],
  ])('refuses %s and creates nobody', async (_case, change, code) => {
    const token = await certified('010-2222-3333');
    const members = api.db.state.members.length;
    const result = await run('CreateUser', signUp(token, change));
    expect(refusalOf(result).code).toBe(code);
    expect(refusalOf(result).message).toMatch(/[가-힣]/);
    expect(api.db.state.members).toHaveLength(members);
  });

  it('refuses a sign-up for another university in the backend’s words, creating nobody; its own university is accepted', async () => {
    const token = await certified('010-2222-3333');
    const members = api.db.state.members.length;
    const result = await run('CreateUser', signUp(token, { universityId: api.db.universityId + 1 }));
    expect(refusalOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: '가입하려는 학교를 찾을 수 없어요.' });
    expect(result.errors?.[0]?.extensions['field']).toBe('universityId');
    expect(api.db.state.members).toHaveLength(members);
    dataOf(await run('CreateUser', signUp(token, { universityId: api.db.universityId })));
    expect(api.db.state.members).toHaveLength(members + 1);
  });

  it('a certification code is refused when wrong, and void after five wrong tries', async () => {
    await run('CertifyTel', { data: { purpose: 'CREATE_ACCOUNT', tel: '010-2222-3333' } });
    const wrong = (code: string) => run('CertifyTelWithToken', { data: { purpose: 'CREATE_ACCOUNT', tel: '010-2222-3333', code } });
    expect(refusalOf(await wrong('000000'))).toEqual({ code: 'CERTIFICATION_FAILED', message: '인증번호가 올바르지 않아요. 4번 더 입력할 수 있어요.' });
    for (let attempt = 0; attempt < 4; attempt += 1) await wrong('000000');
    expect(refusalOf(await wrong(MOCK_CERTIFICATION_CODE)).code).toBe('CERTIFICATION_FAILED');
  });

  it('a code for a phone already registered is refused before any SMS', async () => {
    const result = await run('CertifyTel', { data: { purpose: 'CREATE_ACCOUNT', tel: '010-1234-5678' } });
    // The real API's sentence (tests/api/refusal-parity.test.ts holds both to it).
    expect(refusalOf(result)).toEqual({ code: 'CONFLICT', message: CERTIFICATION_MESSAGES.telTaken });
  });
});

describe('profile', () => {
  it('a password change revokes every session and hands back a fresh one', async () => {
    const other = dataOf(await login('demo@hanbit.ac.kr', 'demo1234!')).login.token;
    const changed = dataOf(
      await run<{ updatePassword: Session }>('UpdatePassword', { data: { currentPassword: 'demo1234!', newPassword: 'hanbit2026' } }, DEMO_TOKEN),
    ).updatePassword;
    expect(await me(other)).toBeNull();
    expect((await me(changed.token))?.id).toBe(1);
    expect(refusalOf(await login('demo@hanbit.ac.kr', 'demo1234!')).code).toBe('LOGIN_FAILED');
    expect(dataOf(await login('demo@hanbit.ac.kr', 'hanbit2026')).login.user.id).toBe(1);
  });

  it('withdrawal is refused while a line is paid, prepared or on its way', async () => {
    const result = await run('ResignUser', { data: { password: 'demo1234!' } }, DEMO_TOKEN);
    expect(refusalOf(result).code).toBe('INVALID_STATE');
    expect((await me(DEMO_TOKEN))?.id).toBe(1);
  });

  it('withdrawal of a member without open orders signs them out for good', async () => {
    const newcomer = runner(frozenApi('new-member'), undefined, 'mock-session-3');
    expect(dataOf(await newcomer('ResignUser', { data: { password: 'fresh2026!', reason: '졸업' } }))).toEqual({ resignUser: true });
    expect(dataOf(await newcomer<{ me: null }>('Me')).me).toBeNull();
    expect(refusalOf(await newcomer('Login', { data: { email: 'freshman@hanbit.ac.kr', password: 'fresh2026!' } })).code).toBe('LOGIN_FAILED');
  });
});
