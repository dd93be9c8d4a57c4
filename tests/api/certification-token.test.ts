// @vitest-environment node
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificationPurpose } from '../../domain/enums';
import { AppError } from '../../domain/errors/errors';
import { consumeCertificationToken } from '../../backend/src/modules/certification/certification.service';
import { startTestApi, type TestApi } from '../support/api';
import { CERTIFICATION_ENV, certificationRows, certify, signIn } from '../support/certification';

let api: TestApi;
let demoToken: string;

beforeAll(async () => {
  api = await startTestApi({ env: CERTIFICATION_ENV });
  demoToken = await signIn(api, 'demo@hanbit.ac.kr');
});
afterAll(() => api?.close());

/** What createUser and friends do: consume inside their own transaction. */
function consume(token: string, purpose: CertificationPurpose, hold = 0) {
  return api.orm.em.fork().transactional(async (em) => {
    const result = await consumeCertificationToken(em, token, purpose);
    // Keeps the transaction (and its row lock) open, so a concurrent caller meets it mid-flight.
    if (hold) await sleep(hold);
    return result;
  });
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

describe('consumeCertificationToken', () => {
  it('returns the certified number once and marks the token used', async () => {
    const { token } = await certify(api, { purpose: 'CREATE_ACCOUNT', tel: '010-4000-0001' });
    expect(await consume(token, 'CREATE_ACCOUNT')).toEqual({ tel: '+821040000001' });
    const [row] = await certificationRows(api, '+821040000001');
    expect(row!.consumedAt).toBeInstanceOf(Date);
  });

  it('refuses a token that was already used', async () => {
    const { token } = await certify(api, { purpose: 'CREATE_ACCOUNT', tel: '010-4000-0002' });
    await consume(token, 'CREATE_ACCOUNT');
    const [before] = await certificationRows(api, '+821040000002');
    expect(await refusalOf(consume(token, 'CREATE_ACCOUNT'))).toEqual({
      code: 'CERTIFICATION_FAILED',
      message: '이미 사용한 휴대폰 인증이에요. 휴대폰 인증을 다시 진행해 주세요.',
    });
    expect((await certificationRows(api, '+821040000002'))[0]).toEqual(before);
  });

  it('refuses a token of another purpose and leaves it usable for its own', async () => {
    const { token } = await certify(api, { purpose: 'UPDATE_TEL', tel: '010-4000-0003' }, { token: demoToken });
    expect(await refusalOf(consume(token, 'CREATE_ACCOUNT'))).toEqual({
      code: 'CERTIFICATION_FAILED',
      message: '다른 용도로 받은 휴대폰 인증이에요. 휴대폰 인증을 다시 진행해 주세요.',
    });
    expect((await certificationRows(api, '+821040000003'))[0]!.consumedAt).toBeNull();
    expect(await consume(token, 'UPDATE_TEL')).toEqual({ tel: '+821040000003' });
  });

  it('refuses an unknown token', async () => {
    expect(await refusalOf(consume('not-a-real-token', 'RESET_PASSWORD'))).toEqual({
      code: 'CERTIFICATION_FAILED',
      message: '휴대폰 인증 정보를 찾을 수 없어요. 휴대폰 인증을 다시 진행해 주세요.',
    });
  });

  it('refuses a token older than 10 minutes', async () => {
    const { token } = await certify(api, { purpose: 'RESET_PASSWORD', tel: '010-9876-5432' });
    await api.orm.em
      .fork()
      .execute(`update tel_certification set token_expires_at = now() - interval '1 second' where tel = ?`, ['+821098765432']);
    expect(await refusalOf(consume(token, 'RESET_PASSWORD'))).toEqual({
      code: 'CERTIFICATION_FAILED',
      message: '휴대폰 인증 후 10분이 지났어요. 휴대폰 인증을 다시 진행해 주세요.',
    });
    expect((await certificationRows(api, '+821098765432'))[0]!.consumedAt).toBeNull();
  });

  it('keeps the token usable when the consuming transaction rolls back', async () => {
    const { token } = await certify(api, { purpose: 'CREATE_ACCOUNT', tel: '010-4000-0004' });
    const failed = api.orm.em.fork().transactional(async (em) => {
      await consumeCertificationToken(em, token, 'CREATE_ACCOUNT');
      throw new Error('sign-up failed later on');
    });
    await expect(failed).rejects.toThrow('sign-up failed later on');
    expect((await certificationRows(api, '+821040000004'))[0]!.consumedAt).toBeNull();
    expect(await consume(token, 'CREATE_ACCOUNT')).toEqual({ tel: '+821040000004' });
  });

  it('lets exactly one of two simultaneous uses of a token succeed', async () => {
    const { token } = await certify(api, { purpose: 'CREATE_ACCOUNT', tel: '010-4000-0005' });
    const results = await Promise.allSettled([consume(token, 'CREATE_ACCOUNT', 300), consume(token, 'CREATE_ACCOUNT', 300)]);
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(AppError);
    expect((refused[0]!.reason as AppError).code).toBe('CERTIFICATION_FAILED');
  });
});
