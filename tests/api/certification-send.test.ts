// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../backend/src/modules/account/session.service';
import { User } from '../../backend/src/modules/account/user.entity';
import { CERTIFICATION_RULES } from '../../backend/src/modules/certification/certification-secrets';
import { startTestApi, type TestApi } from '../support/api';
import { certificationCodeIn, readSmsOutbox } from '../support/outbox';
import {
  ageSends,
  CERTIFICATION_ENV,
  certificationRows,
  certifyTel,
  nextIp,
  refusal,
  signIn,
} from '../support/certification';

const { maxSendsPerPhone, maxSendsPerAddress } = CERTIFICATION_RULES;

let api: TestApi;
let demoToken: string;

beforeAll(async () => {
  api = await startTestApi({ env: CERTIFICATION_ENV });
  demoToken = await signIn(api, 'demo@hanbit.ac.kr');
});
afterAll(() => api?.close());

/** Asserts nothing was stored or texted for `e164`. */
async function expectNothingFor(e164: string) {
  expect(await certificationRows(api, e164)).toHaveLength(0);
  expect(await readSmsOutbox(api.dataDir, e164)).toHaveLength(0);
}

describe('certifyTel', () => {
  it('texts a 6-digit code with the shop name and stores only its hash', async () => {
    const before = Date.now();
    const response = await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '010-2000-0001' });
    expect(response.errors).toBeUndefined();

    const [sms, ...others] = await readSmsOutbox(api.dataDir, '+821020000001');
    expect(others).toHaveLength(0);
    expect(sms!.text).toMatch(/^\[한빛대 생협 굿즈샵\] 인증번호 \d{6} \(3분 안에 입력해 주세요\)$/);
    const code = certificationCodeIn(sms!.text);

    const [row] = await certificationRows(api, '+821020000001');
    expect(row!.purpose).toBe('CREATE_ACCOUNT');
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.attempts).toBe(0);

    const { expiresAt, resendAvailableAt } = response.data!.certifyTel;
    expect(new Date(expiresAt).getTime() - before).toBeGreaterThanOrEqual(3 * 60_000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(3 * 60_000);
    expect(new Date(resendAvailableAt).getTime() - new Date(expiresAt).getTime()).toBe(-2 * 60_000);
  });

  it('stores every way of writing one Korean number as the same E.164 number', async () => {
    for (const [index, tel] of ['01020000002', '010 2000 0002', '+82 10-2000-0002'].entries()) {
      if (index > 0) await ageSends(api, '+821020000002', 61_000);
      const response = await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel, countryDialingCode: '+82' });
      expect(response.errors, tel).toBeUndefined();
    }
    expect(await certificationRows(api, '+821020000002')).toHaveLength(3);
  });

  it('sends to a foreign mobile number with its own country dialing code', async () => {
    const response = await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '090-1234-5678', countryDialingCode: '+81' });
    expect(response.errors).toBeUndefined();
    expect(await readSmsOutbox(api.dataDir, '+819012345678')).toHaveLength(1);
  });

  it.each([
    ['a landline', '02-123-4567', '문자를 받을 수 있는 휴대폰 번호를 입력해 주세요.'],
    ['letters', '010-abcd-5678', '휴대폰 번호는 숫자와 하이픈(-)만 입력해 주세요.'],
    ['too few digits', '010-12', '올바른 휴대폰 번호가 아니에요. 번호를 다시 확인해 주세요. (예: 010-1234-5678)'],
    ['nothing', '   ', '휴대폰 번호를 입력해 주세요.'],
  ])('refuses %s as a phone number in Korean and sends nothing', async (_what, tel, message) => {
    const before = await readSmsOutbox(api.dataDir);
    const error = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message, extensions: { field: 'tel' } });
    expect(await readSmsOutbox(api.dataDir)).toEqual(before);
  });

  it('refuses a country dialing code that is not one', async () => {
    const error = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '010-2000-0003', countryDialingCode: 'KR' }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { field: 'countryDialingCode' } });
    expect(error.message).toBe('국가번호가 올바르지 않아요. 목록에서 국가번호를 다시 선택해 주세요.');
    await expectNothingFor('+821020000003');
  });

  it('refuses CREATE_ACCOUNT for a number a member already uses', async () => {
    const error = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '010-1234-5678' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('이미 가입된 휴대폰 번호예요. 로그인하거나 비밀번호 찾기를 이용해 주세요.');
    await expectNothingFor('+821012345678');
  });

  it('refuses RESET_PASSWORD for a number no member uses', async () => {
    const error = refusal(await certifyTel(api, { purpose: 'RESET_PASSWORD', tel: '010-2000-0004' }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('이 번호로 가입된 회원이 없어요. 번호를 다시 확인하거나 이메일로 비밀번호를 찾아 주세요.');
    await expectNothingFor('+821020000004');
  });

  it('refuses UPDATE_TEL and PHONE_CERTIFICATION to anonymous callers', async () => {
    for (const purpose of ['UPDATE_TEL', 'PHONE_CERTIFICATION'] as const) {
      const error = refusal(await certifyTel(api, { purpose, tel: '010-2000-0005' }));
      expect(error).toMatchObject({ code: 'UNAUTHENTICATED', message: '로그인한 뒤 휴대폰 인증을 진행해 주세요.' });
    }
    await expectNothingFor('+821020000005');
  });

  it('refuses UPDATE_TEL to another member’s number and to the viewer’s own', async () => {
    const taken = refusal(await certifyTel(api, { purpose: 'UPDATE_TEL', tel: '010-9876-5432' }, { token: demoToken }));
    expect(taken).toMatchObject({
      code: 'CONFLICT',
      message: '이미 다른 회원이 사용 중인 휴대폰 번호예요. 번호를 다시 확인해 주세요.',
    });
    const own = refusal(await certifyTel(api, { purpose: 'UPDATE_TEL', tel: '010-1234-5678' }, { token: demoToken }));
    expect(own).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '지금 사용 중인 번호예요. 새 휴대폰 번호를 입력해 주세요.',
    });
    await expectNothingFor('+821098765432');
    await expectNothingFor('+821012345678');
  });

  it('refuses PHONE_CERTIFICATION for a number that is not the viewer’s', async () => {
    const error = refusal(await certifyTel(api, { purpose: 'PHONE_CERTIFICATION', tel: '010-2000-0006' }, { token: demoToken }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: '회원 정보에 등록된 휴대폰 번호로만 인증할 수 있어요.' });
    await expectNothingFor('+821020000006');
  });

  it('refuses PHONE_CERTIFICATION to a member without a number, pointing to the number change', async () => {
    const em = api.orm.em.fork();
    const demo = await em.findOneOrFail(User, { id: 1 }, { populate: ['university'] });
    const social = em.create(User, {
      university: demo.university,
      email: 'social.only@hanbit.ac.kr',
      name: '소셜회원',
      tel: null,
      recommendationCode: 'SOCIAL01',
    });
    await em.flush();
    const token = (await createSession(em, social.id)).token;
    const error = refusal(await certifyTel(api, { purpose: 'PHONE_CERTIFICATION', tel: '010-2000-0010' }, { token }));
    expect(error).toMatchObject({
      code: 'INVALID_STATE',
      message: '등록된 휴대폰 번호가 없어요. 휴대폰 번호 변경에서 번호를 먼저 등록해 주세요.',
    });
    await expectNothingFor('+821020000010');
  });

  it('answers ACCOUNT_SUSPENDED to a suspended member asking for their own number', async () => {
    const em = api.orm.em.fork();
    const demo = await em.findOneOrFail(User, { id: 1 }, { populate: ['university'] });
    const suspended = em.create(User, {
      university: demo.university,
      email: 'suspended@hanbit.ac.kr',
      name: '정지회원',
      tel: '+821020000012',
      authority: -1,
      recommendationCode: 'STOP0001',
    });
    await em.flush();
    const token = (await createSession(em, suspended.id)).token;
    const error = refusal(await certifyTel(api, { purpose: 'PHONE_CERTIFICATION', tel: '010-2000-0012' }, { token }));
    expect(error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: '이용이 정지된 계정이에요. 고객센터로 문의해 주세요.' });
    await expectNothingFor('+821020000012');
  });

  it('refuses RESET_PASSWORD for the number of a withdrawn member', async () => {
    const em = api.orm.em.fork();
    const demo = await em.findOneOrFail(User, { id: 1 }, { populate: ['university'] });
    em.create(User, {
      university: demo.university,
      email: 'withdrawn-77@deleted.invalid',
      name: '탈퇴회원',
      tel: '+821020000011',
      recommendationCode: 'GONE0077',
      resignedAt: new Date(),
    });
    await em.flush();
    const error = refusal(await certifyTel(api, { purpose: 'RESET_PASSWORD', tel: '010-2000-0011' }));
    expect(error.code).toBe('NOT_FOUND');
    await expectNothingFor('+821020000011');
  });

  it('refuses a second code within 60 seconds and says when to retry', async () => {
    expect((await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '010-2000-0007' })).errors).toBeUndefined();
    const again = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: '010-2000-0007' }));
    expect(again.code).toBe('RATE_LIMITED');
    expect(again.message).toMatch(/^인증번호는 60초에 한 번 받을 수 있어요\. \d+초 후에 다시 요청해 주세요\.$/);
    expect(again.extensions.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.extensions.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await certificationRows(api, '+821020000007')).toHaveLength(1);
    expect(await readSmsOutbox(api.dataDir, '+821020000007')).toHaveLength(1);
  });

  it('counts the 60 seconds across purposes: another purpose does not reset the wait', async () => {
    expect((await certifyTel(api, { purpose: 'PHONE_CERTIFICATION', tel: '010-1234-5678' }, { token: demoToken })).errors).toBeUndefined();
    const error = refusal(await certifyTel(api, { purpose: 'RESET_PASSWORD', tel: '010-1234-5678' }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(await certificationRows(api, '+821012345678')).toHaveLength(1);
  });

  it('allows the per-phone quota of codes to one number an hour, then refuses until the oldest is an hour old', async () => {
    const tel = '010-2000-0008';
    for (let send = 0; send < maxSendsPerPhone; send += 1) {
      if (send > 0) await ageSends(api, '+821020000008', 61_000);
      expect((await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel })).errors).toBeUndefined();
    }
    await ageSends(api, '+821020000008', 61_000);
    const error = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(
      new RegExp(`^이 번호로는 1시간에 ${maxSendsPerPhone}번까지 인증번호를 받을 수 있어요\\. \\d+분 후에 다시 요청해 주세요\\.$`),
    );
    expect(await certificationRows(api, '+821020000008')).toHaveLength(maxSendsPerPhone);
    expect(await readSmsOutbox(api.dataDir, '+821020000008')).toHaveLength(maxSendsPerPhone);

    await ageSends(api, '+821020000008', 60 * 60_000);
    expect((await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel })).errors).toBeUndefined();
  });

  it('allows the per-address quota of codes from one shared client address an hour, whatever the numbers', async () => {
    expect(maxSendsPerAddress).toBeGreaterThan(maxSendsPerPhone);
    const ip = nextIp();
    const telOf = (n: number) => `010-2100-${String(n).padStart(4, '0')}`;
    for (let n = 0; n < maxSendsPerAddress; n += 1) {
      const response = await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: telOf(n) }, { ip });
      expect(response.errors, telOf(n)).toBeUndefined();
    }
    const over = telOf(maxSendsPerAddress);
    const overE164 = `+82${over.replace(/\D/g, '').slice(1)}`;
    const error = refusal(await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: over }, { ip }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^지금 접속한 네트워크에서 인증번호 요청이 너무 많아요\. \d+분 후에 다시 요청해 주세요\.$/);
    expect(error.extensions.retryAfterSeconds).toBeGreaterThan(59 * 60);
    await expectNothingFor(overE164);

    // Another address is not held back by this one.
    expect((await certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: over })).errors).toBeUndefined();
  });
});
