// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { latestCertificationCode } from '../support/outbox';
import {
  ageSends,
  CERTIFICATION_ENV,
  certificationRows,
  certify,
  certifyTel,
  certifyTelWithToken,
  refusal,
  signIn,
  type Purpose,
} from '../support/certification';

let api: TestApi;
let demoToken: string;

beforeAll(async () => {
  api = await startTestApi({ env: CERTIFICATION_ENV });
  demoToken = await signIn(api, 'demo@hanbit.ac.kr');
});
afterAll(() => api?.close());

/** A code different from `code` (what a member mistyping it would enter). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function sendCode(purpose: Purpose, tel: string, e164: string, token?: string) {
  const response = await certifyTel(api, { purpose, tel }, token ? { token } : {});
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return latestCertificationCode(api.dataDir, e164);
}

describe('certifyTelWithToken', () => {
  it.each<[Purpose, string, string, boolean]>([
    ['CREATE_ACCOUNT', '010-3000-0001', '+821030000001', false],
    ['RESET_PASSWORD', '010-9876-5432', '+821098765432', false],
    ['PHONE_CERTIFICATION', '010-1234-5678', '+821012345678', true],
    ['UPDATE_TEL', '010-3000-0002', '+821030000002', true],
  ])('exchanges a right %s code for a one-use token of 10 minutes', async (purpose, tel, e164, signedIn) => {
    const before = Date.now();
    const result = await certify(api, { purpose, tel }, signedIn ? { token: demoToken } : {});
    expect(result.tel).toBe(e164);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(result.expiresAt).getTime() - before).toBeGreaterThanOrEqual(10 * 60_000);
    expect(new Date(result.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const [row] = await certificationRows(api, e164);
    expect(row!.purpose).toBe(purpose);
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(row!.tokenHash).toBe(createHash('sha256').update(result.token).digest('hex'));
    expect(row!.consumedAt).toBeNull();
    expect(row!.attempts).toBe(0);
  });

  it('refuses a wrong code, says how many tries are left and keeps the count', async () => {
    const code = await sendCode('CREATE_ACCOUNT', '010-3000-0003', '+821030000003');
    const error = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0003', code: wrong(code) }));
    expect(error).toMatchObject({
      code: 'CERTIFICATION_FAILED',
      message: '인증번호가 일치하지 않아요. 다시 확인해 주세요. (남은 입력 횟수 4번)',
      extensions: { remainingAttempts: 4 },
    });
    // The mutation rolled back, yet the wrong try stays counted.
    const [row] = await certificationRows(api, '+821030000003');
    expect(row).toMatchObject({ attempts: 1, verifiedAt: null, tokenHash: null });

    const right = await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0003', code });
    expect(right.errors).toBeUndefined();
    expect((await certificationRows(api, '+821030000003'))[0]!.attempts).toBe(1);
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const data = { purpose: 'CREATE_ACCOUNT' as const, tel: '010-3000-0004' };
    const code = await sendCode(data.purpose, data.tel, '+821030000004');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const error = refusal(await certifyTelWithToken(api, { ...data, code: wrong(code) }));
      expect(error.extensions.remainingAttempts).toBe(5 - attempt);
    }
    const fifth = refusal(await certifyTelWithToken(api, { ...data, code: wrong(code) }));
    expect(fifth).toMatchObject({
      code: 'CERTIFICATION_FAILED',
      message: '인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아 주세요.',
      extensions: { remainingAttempts: 0 },
    });
    const afterwards = refusal(await certifyTelWithToken(api, { ...data, code }));
    expect(afterwards).toMatchObject({
      code: 'CERTIFICATION_FAILED',
      message: '인증번호를 5번 잘못 입력해 더 이상 사용할 수 없어요. 인증번호를 다시 받아 주세요.',
    });
    const [row] = await certificationRows(api, '+821030000004');
    expect(row).toMatchObject({ attempts: 5, verifiedAt: null, tokenHash: null });
  });

  it('refuses an expired code without counting a try', async () => {
    const code = await sendCode('CREATE_ACCOUNT', '010-3000-0005', '+821030000005');
    await api.orm.em.fork().execute(`update tel_certification set expires_at = now() - interval '1 second' where tel = ?`, ['+821030000005']);
    const error = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0005', code }));
    expect(error).toMatchObject({
      code: 'CERTIFICATION_FAILED',
      message: '인증번호 입력 시간(3분)이 지났어요. 인증번호를 다시 받아 주세요.',
    });
    expect(await certificationRows(api, '+821030000005')).toMatchObject([{ attempts: 0, verifiedAt: null, tokenHash: null }]);
  });

  it('refuses a code that was never requested for this number and purpose', async () => {
    const error = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0006', code: '123456' }));
    expect(error).toMatchObject({ code: 'CERTIFICATION_FAILED', message: '인증번호를 먼저 요청해 주세요.' });

    await sendCode('CREATE_ACCOUNT', '010-3000-0007', '+821030000007');
    const code = await latestCertificationCode(api.dataDir, '+821030000007');
    const otherPurpose = refusal(await certifyTelWithToken(api, { purpose: 'UPDATE_TEL', tel: '010-3000-0007', code }, { token: demoToken }));
    expect(otherPurpose).toMatchObject({ code: 'CERTIFICATION_FAILED', message: '인증번호를 먼저 요청해 주세요.' });
    expect(await certificationRows(api, '+821030000007')).toMatchObject([{ attempts: 0, verifiedAt: null }]);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const first = await sendCode('CREATE_ACCOUNT', '010-3000-0008', '+821030000008');
    await ageSends(api, '+821030000008', 61_000);
    const second = await sendCode('CREATE_ACCOUNT', '010-3000-0008', '+821030000008');
    // One time in a million both codes are equal, and then there is no old code to refuse.
    if (first !== second) {
      const old = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0008', code: first }));
      expect(old.code).toBe('CERTIFICATION_FAILED');
    }
    const fresh = await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0008', code: second });
    expect(fresh.errors).toBeUndefined();
  });

  it('refuses a code that was already exchanged for a token', async () => {
    const code = await sendCode('CREATE_ACCOUNT', '010-3000-0009', '+821030000009');
    expect((await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0009', code })).errors).toBeUndefined();
    const [before] = await certificationRows(api, '+821030000009');
    const error = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0009', code }));
    expect(error).toMatchObject({
      code: 'CERTIFICATION_FAILED',
      message: '이미 확인이 끝난 인증번호예요. 인증번호를 다시 받아 주세요.',
    });
    expect((await certificationRows(api, '+821030000009'))[0]).toEqual(before);
  });

  it('refuses a code that is not 6 digits without counting a try', async () => {
    await sendCode('CREATE_ACCOUNT', '010-3000-0010', '+821030000010');
    const error = refusal(await certifyTelWithToken(api, { purpose: 'CREATE_ACCOUNT', tel: '010-3000-0010', code: '12a45' }));
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '문자로 받은 인증번호 6자리 숫자를 입력해 주세요.',
      extensions: { field: 'code' },
    });
    expect(await certificationRows(api, '+821030000010')).toMatchObject([{ attempts: 0 }]);
  });

  it('refuses UPDATE_TEL codes to anonymous callers', async () => {
    const error = refusal(await certifyTelWithToken(api, { purpose: 'UPDATE_TEL', tel: '010-3000-0011', code: '123456' }));
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: '로그인한 뒤 휴대폰 인증을 진행해 주세요.' });
  });
});
