// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { startFakeSolapi, type FakeSolapi } from '../support/fake-solapi';
import { certificationCodeIn } from '../support/outbox';
import { CERTIFICATION_ENV, certificationRows, certifyTel, certifyTelWithToken, refusal } from '../support/certification';

let fake: FakeSolapi;
let api: TestApi;

beforeAll(async () => {
  fake = await startFakeSolapi({ sender: '0421234567' });
  // The app builds its adapters from this configuration: the real Solapi sender, pointed at the fake.
  api = await startTestApi({
    env: {
      ...CERTIFICATION_ENV,
      SMS_DRIVER: 'solapi',
      SOLAPI_BASE_URL: fake.url,
      SOLAPI_API_KEY: fake.apiKey,
      SOLAPI_API_SECRET: fake.apiSecret,
      SMS_SENDER: '042-123-4567',
    },
  });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

describe('phone certification through Solapi', () => {
  it('texts the code through Solapi and accepts it back', async () => {
    const data = { purpose: 'CREATE_ACCOUNT' as const, tel: '010-6000-0001' };
    expect((await certifyTel(api, data)).errors).toBeUndefined();
    const sms = fake.messages.at(-1)!;
    expect(sms).toMatchObject({ to: '01060000001', from: '0421234567' });
    expect(sms.text).toMatch(/^\[한빛대 생협 굿즈샵\] 인증번호 \d{6} \(3분 안에 입력해 주세요\)$/);

    const checked = await certifyTelWithToken(api, { ...data, code: certificationCodeIn(sms.text) });
    expect(checked.errors).toBeUndefined();
    expect(checked.data!.certifyTelWithToken.tel).toBe('+821060000001');
  });

  it('keeps no code when Solapi refuses the message, so the member can ask again at once', async () => {
    const data = { purpose: 'CREATE_ACCOUNT' as const, tel: '010-6000-0002' };
    fake.failNext({ status: 400, body: { errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' } });
    const error = refusal(await certifyTel(api, data));
    expect(error).toMatchObject({
      code: 'EXTERNAL_SERVICE_ERROR',
      message: '인증번호 문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
    });
    expect(await certificationRows(api, '+821060000002')).toHaveLength(0);
    expect(JSON.stringify(api.logs)).toContain('NotEnoughBalance');

    // Not held back by the 60-second rule: the failed send was never counted.
    expect((await certifyTel(api, data)).errors).toBeUndefined();
    expect(await certificationRows(api, '+821060000002')).toHaveLength(1);
    expect(fake.messages.filter((sms) => sms.to === '01060000002')).toHaveLength(1);
  });
});
