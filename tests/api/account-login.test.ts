// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/src/logger';
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
} from './account-support';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
});

afterAll(async () => {
  await api?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

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
    expect(wrong.extensions?.remainingAttempts).toBe(4);
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses empty credentials as BAD_USER_INPUT without counting a failure', async () => {
    const result = await login(api, 'demo@hanbit.ac.kr', '');
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe('password');
  });
});

describe('login lock', () => {
  it('locks an account for 15 minutes after 5 failures from any addresses, even for the right password', async () => {
    const member = await signUp(api);
    const other = await signUp(api);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = refusal(await login(api, member.email, 'wrong-pass1'), 'LOGIN_FAILED');
      expect(error.extensions?.remainingAttempts).toBe(5 - attempt);
    }
    const fifth = refusal(await login(api, member.email, 'wrong-pass1'), 'RATE_LIMITED');
    expect(fifth.message).toContain('15분');
    expect(fifth.extensions?.retryAfterSeconds).toBe(900);

    const sessionsBefore = await count(api, 'auth_session', 'user_id = ?', [member.id]);
    const locked = refusal(await login(api, member.email, member.password), 'RATE_LIMITED');
    expect(locked.extensions?.retryAfterSeconds).toBeGreaterThan(840);
    expect(locked.extensions?.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(await count(api, 'auth_session', 'user_id = ?', [member.id])).toBe(sessionsBefore);

    // Another member is not affected.
    expect((await login(api, other.email, other.password)).errors).toBeUndefined();
  });

  it('locks a client address after 5 failures across different accounts', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      refusal(await login(api, freshEmail('spray'), 'wrong-pass1', ip), 'LOGIN_FAILED');
    }
    refusal(await login(api, freshEmail('spray'), 'wrong-pass1', ip), 'RATE_LIMITED');
    refusal(await login(api, 'demo@hanbit.ac.kr', 'demo1234!', ip), 'RATE_LIMITED');
    expect((await login(api, 'demo@hanbit.ac.kr', 'demo1234!', freshIp())).errors).toBeUndefined();
  });

  it('lifts the lock once its 15 minutes have passed', async () => {
    const member = await signUp(api);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(api, member.email, 'wrong-pass1');
    refusal(await login(api, member.email, member.password), 'RATE_LIMITED');
    await sql(api, `update rate_limit set expire = ? where key like 'login_account:%'`, [Date.now() - 1000]);
    expect((await login(api, member.email, member.password)).errors).toBeUndefined();
  });

  it('forgets an account failures after a successful login', async () => {
    const member = await signUp(api);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(api, member.email, 'wrong-pass1');
    expect((await login(api, member.email, member.password)).errors).toBeUndefined();
    const next = refusal(await login(api, member.email, 'wrong-pass1'), 'LOGIN_FAILED');
    expect(next.extensions?.remainingAttempts).toBe(4);
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
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const url = attempt % 2 === 0 ? api.url : secondUrl;
        codes.push((await loginAt(url, member.email, 'wrong-pass1')).errors?.[0]?.extensions?.code);
      }
      expect(codes).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED', 'RATE_LIMITED']);
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
