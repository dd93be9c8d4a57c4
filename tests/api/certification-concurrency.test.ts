// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../backend/src/adapters';
import { createOutboxSmsSender } from '../../backend/src/adapters/sms';
import { createLogger } from '../../backend/src/logger';
import { CERTIFICATION_RULES } from '../../backend/src/modules/certification/certification-secrets';
import { startTestApi, type TestApi } from '../support/api';
import { latestCertificationCode, readSmsOutbox } from '../support/outbox';
import { CERTIFICATION_ENV, certificationRows, certifyTel, certifyTelWithToken, nextIp } from '../support/certification';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: CERTIFICATION_ENV,
    // A provider that takes a moment, like a real one: the first request is still sending (and
    // holding its transaction open) when the others arrive.
    adapters: (config) => {
      const outbox = createOutboxSmsSender({ dataDir: config.DATA_DIR, logger: createLogger(config) });
      return {
        sms: {
          async send(message: SmsMessage) {
            await new Promise((resolve) => setTimeout(resolve, 150));
            await outbox.send(message);
          },
        },
      };
    },
  });
});
afterAll(() => api?.close());

const succeeded = (responses: { errors?: unknown }[]) => responses.filter((response) => !response.errors).length;
const codes = (responses: { errors?: { extensions?: { code?: string } }[] }[]) =>
  responses.flatMap((response) => response.errors?.map((error) => error.extensions?.code) ?? []);

describe('certifyTel under concurrent requests', () => {
  it('sends at most one code when two requests for one phone arrive at the same instant', async () => {
    const data = { purpose: 'CREATE_ACCOUNT' as const, tel: '010-5000-0001' };
    const responses = await Promise.all([certifyTel(api, data), certifyTel(api, data)]);
    expect(succeeded(responses)).toBe(1);
    expect(codes(responses)).toEqual(['RATE_LIMITED']);
    expect(await certificationRows(api, '+821050000001')).toHaveLength(1);
    expect(await readSmsOutbox(api.dataDir, '+821050000001')).toHaveLength(1);
  });

  it('sends exactly the per-address quota of codes from one client address however many arrive at once', async () => {
    const { maxSendsPerAddress } = CERTIFICATION_RULES;
    const beyond = 3;
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: maxSendsPerAddress + beyond }, (_unused, n) =>
        certifyTel(api, { purpose: 'CREATE_ACCOUNT', tel: `010-5100-${String(n).padStart(4, '0')}` }, { ip }),
      ),
    );
    expect(succeeded(responses)).toBe(maxSendsPerAddress);
    expect(codes(responses)).toEqual(Array<string>(beyond).fill('RATE_LIMITED'));
    const sent = (await readSmsOutbox(api.dataDir)).filter((sms) => sms.to.startsWith('+8210510'));
    expect(sent).toHaveLength(maxSendsPerAddress);
  });
});

describe('certifyTelWithToken under concurrent guesses', () => {
  it('compares at most the allowed wrong codes however many guesses arrive at once', async () => {
    const data = { purpose: 'CREATE_ACCOUNT' as const, tel: '010-5000-0002' };
    expect((await certifyTel(api, data)).errors).toBeUndefined();
    const code = await latestCertificationCode(api.dataDir, '+821050000002');
    const { maxWrongAttempts } = CERTIFICATION_RULES;
    const guesses = Array.from({ length: maxWrongAttempts + 7 }, (_unused, n) => String((Number(code) + n + 1) % 1_000_000).padStart(6, '0'));

    const responses = await Promise.all(guesses.map((guess) => certifyTelWithToken(api, { ...data, code: guess })));
    const compared = responses.filter((response) => response.errors?.[0]?.extensions?.remainingAttempts !== undefined);
    expect(compared).toHaveLength(maxWrongAttempts);
    expect(succeeded(responses)).toBe(0);
    expect(await certificationRows(api, '+821050000002')).toMatchObject([{ attempts: maxWrongAttempts, verifiedAt: null }]);

    const right = await certifyTelWithToken(api, { ...data, code });
    expect(right.errors?.[0]?.extensions?.code).toBe('CERTIFICATION_FAILED');
  });
});
