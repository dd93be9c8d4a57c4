// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../domain/errors/errors';
import { startTestApi, type TestApi } from '../support/api';
import { readEmailOutbox } from '../support/outbox';
import {
  ageCertifications,
  call,
  certify,
  count,
  freshEmail,
  freshIp,
  login,
  refusal,
  sessionIsLive,
  signUp,
  snapshot,
  sql,
  TRUSTED_PROXY_ENV,
} from '../support/accounts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { ...TRUSTED_PROXY_ENV, PUBLIC_BASE_URL: 'https://shop.example.ac.kr' } });
});

afterAll(async () => {
  await api?.close();
});

const FIND = 'mutation ($email: String!) { findPassword(email: $email) }';
const RESET = 'mutation ($password: String!, $code: String!) { resetPassword(password: $password, code: $code) }';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function requestReset(email: string, ip = freshIp()): Promise<string> {
  const result = await call<{ findPassword: boolean }>(api, FIND, { email }, { ip });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const mail = (await readEmailOutbox(api.dataDir, email)).at(-1);
  const link = /https:\/\/shop\.example\.ac\.kr\/password\/reset\?code=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('findPassword', () => {
  it('mails a member a one-use reset link and stores only the code hash', async () => {
    const member = await signUp(api);
    const code = await requestReset(member.email.toUpperCase());
    const [mail] = await readEmailOutbox(api.dataDir, member.email);
    expect(mail!.subject).toMatch(/비밀번호 재설정/);
    expect(mail!.text).toContain('30분');
    const rows = await sql<{ code_hash: string; expires_at: Date }>(api, 'select code_hash, expires_at from password_reset where user_id = ?', [member.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toBe(sha256(code));
    expect(rows[0]!.code_hash).not.toContain(code);
    const minutes = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers true for an unknown address and sends nothing', async () => {
    const email = freshEmail('ghost');
    const before = await snapshot(api);
    const result = await call(api, FIND, { email });
    expect(result.data).toEqual({ findPassword: true });
    expect(await readEmailOutbox(api.dataDir, email)).toEqual([]);
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses a malformed address as BAD_USER_INPUT', async () => {
    expect(refusal(await call(api, FIND, { email: 'nope' }), 'BAD_USER_INPUT').extensions?.field).toBe('email');
  });

  it('limits reset mails to 5 per address per hour, counting unknown addresses alike', async () => {
    const email = freshEmail('flood');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(api, FIND, { email })).data).toEqual({ findPassword: true });
    }
    const error = refusal(await call(api, FIND, { email }), 'RATE_LIMITED');
    expect(error.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('rolls the code back and says so when the mail cannot be sent', async () => {
    const member = await signUp(api);
    const send = vi
      .spyOn(api.adapters.email, 'send')
      .mockRejectedValueOnce(new AppError('EXTERNAL_SERVICE_ERROR', '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.'));
    try {
      refusal(await call(api, FIND, { email: member.email }), 'EXTERNAL_SERVICE_ERROR');
    } finally {
      send.mockRestore();
    }
    expect(await count(api, 'password_reset', 'user_id = ?', [member.id])).toBe(0);
  });
});

describe('resetPassword', () => {
  it('sets the password with the e-mailed code and signs out every session', async () => {
    const member = await signUp(api);
    const code = await requestReset(member.email);
    const result = await call(api, RESET, { password: 'after-reset9', code });
    expect(result.data).toEqual({ resetPassword: true });
    expect(await sessionIsLive(api, member.token)).toBe(false);
    refusal(await login(api, member.email, member.password), 'LOGIN_FAILED');
    expect((await login(api, member.email, 'after-reset9')).errors).toBeUndefined();
  });

  it('refuses a code used once already', async () => {
    const member = await signUp(api);
    const code = await requestReset(member.email);
    expect((await call(api, RESET, { password: 'after-reset9', code })).errors).toBeUndefined();
    const [before] = await sql(api, 'select password_hash from "user" where id = ?', [member.id]);
    refusal(await call(api, RESET, { password: 'another-one9', code }), 'CERTIFICATION_FAILED');
    expect((await sql(api, 'select password_hash from "user" where id = ?', [member.id]))[0]).toEqual(before);
  });

  it('refuses an expired code and an older code replaced by a newer one', async () => {
    const member = await signUp(api);
    const older = await requestReset(member.email);
    const newer = await requestReset(member.email);
    const snap = await snapshot(api);
    refusal(await call(api, RESET, { password: 'after-reset9', code: older }), 'CERTIFICATION_FAILED');
    await sql(api, `update password_reset set expires_at = now() - interval '1 second' where code_hash = ?`, [sha256(newer)]);
    refusal(await call(api, RESET, { password: 'after-reset9', code: newer }), 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(snap);
    expect(await sessionIsLive(api, member.token)).toBe(true);
  });

  it('refuses a weak password without using up the code', async () => {
    const member = await signUp(api);
    const code = await requestReset(member.email);
    expect(refusal(await call(api, RESET, { password: 'weak', code }), 'BAD_USER_INPUT').extensions?.field).toBe('password');
    expect((await call(api, RESET, { password: 'strong-enough1', code })).errors).toBeUndefined();
  });

  it('refuses an unknown code in Korean', async () => {
    const before = await snapshot(api);
    refusal(await call(api, RESET, { password: 'strong-enough1', code: 'made-up-code' }), 'CERTIFICATION_FAILED');
    expect(await snapshot(api)).toEqual(before);
  });

  it('accepts a RESET_PASSWORD phone certification token instead of the mail code', async () => {
    const member = await signUp(api);
    const typed = `010-${member.tel.slice(5, 9)}-${member.tel.slice(9)}`;
    await ageCertifications(api, member.tel);
    const token = await certify(api, 'RESET_PASSWORD', typed);
    expect((await call(api, RESET, { password: 'by-phone-123', code: token })).data).toEqual({ resetPassword: true });
    expect((await login(api, member.email, 'by-phone-123')).errors).toBeUndefined();
    refusal(await call(api, RESET, { password: 'by-phone-456', code: token }), 'CERTIFICATION_FAILED');
  });

  it('lifts the login lock of the account it resets', async () => {
    const member = await signUp(api);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(api, member.email, 'wrong-pass1');
    refusal(await login(api, member.email, member.password), 'RATE_LIMITED');
    const code = await requestReset(member.email);
    expect((await call(api, RESET, { password: 'unlocked-77', code })).errors).toBeUndefined();
    expect((await login(api, member.email, 'unlocked-77')).errors).toBeUndefined();
  });
});
