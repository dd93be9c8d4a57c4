// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/src/logger';
import {
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../domain/security/login-rules';
import { createApp, type App } from '../../backend/src/server';
import { startTestApi, type TestApi } from '../support/api';
import {
  call,
  count,
  freshEmail,
  freshIp,
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

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
});

afterAll(async () => {
  await api?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCK_MINUTES = `${LOGIN_LOCK_SECONDS / 60}분`;

describe('login', () => {
  it('signs the demo member in regardless of case and spaces, with a 30-day token that works for me', async () => {
    const result = await login(api, '  DEMO@hanbit.ac.kr ', 'demo1234!');
    expect(result.errors).toBeUndefined();
    const { token, expiresAt, user } = result.data!.login;
    expect(user).toEqual({ id: 1, email: 'demo@hanbit.ac.kr' });
    expect(Math.abs(new Date(expiresAt).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    const me = await call<{ me: { id: number } }>(api, ME, undefined, { token });
    expect(me.data?.me?.id).toBe(1);
  });

  it('answers a wrong password and an unknown e-mail with the same Korean refusal and no session', async () => {
    const before = await snapshot(api);
    const wrong = refusal(await login(api, 'demo@hanbit.ac.kr', 'wrong-pass1'), 'LOGIN_FAILED');
    const unknown = refusal(await login(api, freshEmail('nobody'), 'wrong-pass1'), 'LOGIN_FAILED');
    expect(unknown.message).toBe(wrong.message);
    expect(wrong.extensions?.remainingAttempts).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses empty credentials as BAD_USER_INPUT without counting a failure', async () => {
    const result = await login(api, 'demo@hanbit.ac.kr', '');
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe('password');
  });
});

describe('login lock', () => {
  it('locks an account for the lock time after its limit of failures from any addresses, even for the right password', async () => {
    const member = await signUp(api);
    const other = await signUp(api);
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
      const error = refusal(await login(api, member.email, 'wrong-pass1'), 'LOGIN_FAILED');
      expect(error.extensions?.remainingAttempts).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT - attempt);
    }
    const last = refusal(await login(api, member.email, 'wrong-pass1'), 'RATE_LIMITED');
    expect(last.message).toContain(LOCK_MINUTES);
    expect(last.extensions?.retryAfterSeconds).toBe(LOGIN_LOCK_SECONDS);

    const sessionsBefore = await count(api, 'auth_session', 'user_id = ?', [member.id]);
    const locked = refusal(await login(api, member.email, member.password), 'RATE_LIMITED');
    expect(locked.message).toContain(`이 계정은 로그인에 ${LOGIN_MAX_FAILURES_PER_ACCOUNT}번 실패해 ${LOCK_MINUTES} 동안`);
    expect(locked.extensions?.retryAfterSeconds).toBeGreaterThan(LOGIN_LOCK_SECONDS - 60);
    expect(locked.extensions?.retryAfterSeconds).toBeLessThanOrEqual(LOGIN_LOCK_SECONDS);
    expect(await count(api, 'auth_session', 'user_id = ?', [member.id])).toBe(sessionsBefore);

    // Another member is not affected.
    expect((await login(api, other.email, other.password)).errors).toBeUndefined();
  });

  it('lets a shared campus address take more failures than one account, spread over many accounts', async () => {
    const ip = freshIp();
    const members = [await signUp(api), await signUp(api)];
    for (const member of members) {
      for (let attempt = 1; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
        refusal(await login(api, member.email, 'wrong-pass1', ip), 'LOGIN_FAILED');
      }
    }
    // Past one account's limit from this address, yet each student still signs in.
    for (const member of members) expect((await login(api, member.email, member.password, ip)).errors).toBeUndefined();
  });

  it('locks a client address after its own limit of failures spread over accounts never locked themselves', async () => {
    const ip = freshIp();
    const perAccount = LOGIN_MAX_FAILURES_PER_ACCOUNT - 1;
    const accounts = Array.from({ length: Math.ceil(LOGIN_MAX_FAILURES_PER_ADDRESS / perAccount) }, () => freshEmail('dorm'));
    const refusals = [];
    for (let failure = 0; failure < LOGIN_MAX_FAILURES_PER_ADDRESS; failure += 1) {
      refusals.push(await login(api, accounts[Math.floor(failure / perAccount)]!, 'wrong-pass1', ip));
    }
    const beforeLock = refusals.slice(0, -1).map((result) => refusal(result, 'LOGIN_FAILED'));
    // Each account's own count, until the address has fewer attempts left than the account.
    expect(beforeLock[0]!.extensions?.remainingAttempts).toBe(perAccount);
    expect(beforeLock.at(-1)!.extensions?.remainingAttempts).toBe(1);
    const last = refusal(refusals.at(-1)!, 'RATE_LIMITED');
    expect(last.extensions?.retryAfterSeconds).toBe(LOGIN_LOCK_SECONDS);
    expect(last.message).not.toContain(`${LOGIN_MAX_FAILURES_PER_ACCOUNT}번`);

    const sessionsBefore = await count(api, 'auth_session', 'user_id = 1');
    const locked = refusal(await login(api, 'demo@hanbit.ac.kr', 'demo1234!', ip), 'RATE_LIMITED');
    expect(locked.message).toMatch(new RegExp(`^지금 접속한 네트워크에서 로그인 실패가 너무 많아 ${LOCK_MINUTES} 동안`));
    expect(await count(api, 'auth_session', 'user_id = 1')).toBe(sessionsBefore);
    // Neither the accounts nor anyone on another network is held back.
    refusal(await login(api, accounts.at(-1)!, 'wrong-pass1', freshIp()), 'LOGIN_FAILED');
    expect((await login(api, 'demo@hanbit.ac.kr', 'demo1234!', freshIp())).errors).toBeUndefined();
    // A password check for every failure up to the address limit: room on a busy two-core machine.
  }, 90_000);

  it('lifts the lock once its lock time has passed', async () => {
    const member = await signUp(api);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) await login(api, member.email, 'wrong-pass1');
    refusal(await login(api, member.email, member.password), 'RATE_LIMITED');
    await sql(api, `update rate_limit set expire = ? where key like 'login_account:%'`, [Date.now() - 1000]);
    expect((await login(api, member.email, member.password)).errors).toBeUndefined();
  });

  it('forgets an account failures after a successful login', async () => {
    const member = await signUp(api);
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) await login(api, member.email, 'wrong-pass1');
    expect((await login(api, member.email, member.password)).errors).toBeUndefined();
    const next = refusal(await login(api, member.email, 'wrong-pass1'), 'LOGIN_FAILED');
    expect(next.extensions?.remainingAttempts).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
  });

  it('is shared by two app instances on the same database', async () => {
    const second: App = createApp({
      orm: api.orm,
      config: api.config,
      logger: createLogger(api.config),
      adapters: api.adapters,
    });
    const server: Server = createServer(second.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const secondUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const loginAt = async (url: string, email: string, password: string) => {
      const response = await fetch(`${url}/api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({
          query: 'mutation ($data: LoginInput!) { login(data: $data) { token } }',
          variables: { data: { email, password } },
        }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    };
    try {
      const member = await signUp(api);
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1) {
        const url = attempt % 2 === 0 ? api.url : secondUrl;
        codes.push((await loginAt(url, member.email, 'wrong-pass1')).errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual([...Array<string>(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1).fill('LOGIN_FAILED'), 'RATE_LIMITED']);
      expect((await loginAt(secondUrl, member.email, member.password)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await loginAt(api.url, member.email, member.password)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.close();
    }
  });
});

describe('suspended members', () => {
  it('are refused at login with ACCOUNT_SUSPENDED only after the right password', async () => {
    const member = await signUp(api);
    await sql(api, 'update "user" set authority = -1 where id = ?', [member.id]);
    refusal(await login(api, member.email, 'wrong-pass1'), 'LOGIN_FAILED');
    const before = await count(api, 'auth_session', 'user_id = ?', [member.id]);
    refusal(await login(api, member.email, member.password), 'ACCOUNT_SUSPENDED');
    expect(await count(api, 'auth_session', 'user_id = ?', [member.id])).toBe(before);
  });

  it('have their live tokens answered with ACCOUNT_SUSPENDED, so the client signs out', async () => {
    const member = await signUp(api);
    await sql(api, 'update "user" set authority = -2 where id = ?', [member.id]);
    const me = await call(api, ME, undefined, { token: member.token });
    refusal(me, 'ACCOUNT_SUSPENDED');
    const update = await call(api, 'mutation { updateUser(data: { name: "바뀐이름" }) { id } }', undefined, {
      token: member.token,
    });
    refusal(update, 'ACCOUNT_SUSPENDED');
    const [row] = await sql<{ name: string }>(api, 'select name from "user" where id = ?', [member.id]);
    expect(row!.name).toBe('이한결');
  });
});

describe('logout', () => {
  it('revokes only the session of the bearer token', async () => {
    const member = await signUp(api);
    const other = (await login(api, member.email, member.password)).data!.login.token;
    const response = await fetch(`${api.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.status).toBe(204);
    expect(await sessionIsLive(api, member.token)).toBe(false);
    expect((await call<{ me: null }>(api, ME, undefined, { token: member.token })).data).toEqual({ me: null });
    expect(await sessionIsLive(api, other)).toBe(true);
    expect((await call<{ me: { id: number } }>(api, ME, undefined, { token: other })).data?.me?.id).toBe(member.id);
  });

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(`${api.url}/api/logout`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
