// @vitest-environment node
// Issue 20, findings 2 and 3: operations that send a secret or reveal membership run at most once
// per document, and are counted per client address and per target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_SECRET_MESSAGE } from '../../backend/src/modules/security/one-secret-per-request';
import { CHECKS_PER_ADDRESS_PER_HOUR, CHECKS_PER_TARGET_PER_HOUR } from '../../backend/src/modules/security/security';
import { startTestApi, type TestApi } from '../support/api';
import { call, freshEmail, freshIp, freshTel, KOREAN, refusal, snapshot, TRUSTED_PROXY_ENV } from '../support/accounts';
import { readSmsOutbox } from '../support/outbox';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
});

afterAll(async () => {
  await api?.close();
});

const aliased = (times: number, field: (i: number) => string) =>
  `mutation { ${Array.from({ length: times }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

const CHECK_EMAIL = 'mutation ($data: CheckEmailInput!) { checkWhetherAvailableEmail(data: $data) { available } }';
const CHECK_TEL = 'mutation ($data: CheckTelInput!) { checkWhetherAvailableTel(data: $data) { available } }';
const RESET = 'mutation ($code: String!) { resetPassword(password: "campus2027!", code: $code) }';

describe('one secret-sending or membership-revealing field per document', () => {
  it('refuses 15 aliased certifyTel and texts nobody', async () => {
    const before = await snapshot(api);
    const document = aliased(15, () => {
      const tel = freshTel();
      return `certifyTel(data: { purpose: CREATE_ACCOUNT, tel: "${tel.typed}" }) { expiresAt }`;
    });
    const error = refusal(await call(api, document), 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toBe(ONE_SECRET_MESSAGE);
    expect(await readSmsOutbox(api.dataDir)).toEqual([]);
    expect(await snapshot(api)).toEqual(before);
  });

  it('refuses aliased availability checks of numbers and addresses', async () => {
    const tels = aliased(2, () => `checkWhetherAvailableTel(data: { tel: "${freshTel().typed}" }) { available }`);
    expect(refusal(await call(api, tels), 'GRAPHQL_VALIDATION_FAILED').message).toBe(ONE_SECRET_MESSAGE);
    const mixed = `mutation { checkWhetherAvailableEmail(data: { email: "${freshEmail()}" }) { available }
      checkWhetherAvailableTel(data: { tel: "${freshTel().typed}" }) { available } }`;
    expect(refusal(await call(api, mixed), 'GRAPHQL_VALIDATION_FAILED').message).toBe(ONE_SECRET_MESSAGE);
  });
});

describe('availability checks are rate-limited', () => {
  it(`refuses checking one address more than ${CHECKS_PER_TARGET_PER_HOUR} times an hour, from any network`, async () => {
    const email = freshEmail('probe');
    for (let i = 0; i < CHECKS_PER_TARGET_PER_HOUR; i += 1) {
      expect((await call(api, CHECK_EMAIL, { data: { email } })).errors).toBeUndefined();
    }
    const error = refusal(await call(api, CHECK_EMAIL, { data: { email: email.toUpperCase() } }), 'RATE_LIMITED');
    expect(error.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it(`refuses one network more than ${CHECKS_PER_ADDRESS_PER_HOUR} number checks an hour (decision 0014's campus number)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CHECKS_PER_ADDRESS_PER_HOUR; i += 1) {
      const result = await call(api, CHECK_TEL, { data: { tel: freshTel().typed } }, { ip });
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
    const error = refusal(await call(api, CHECK_TEL, { data: { tel: freshTel().typed } }, { ip }), 'RATE_LIMITED');
    expect(error.message).toMatch(KOREAN);
    // Another network is not held back by this one.
    expect((await call(api, CHECK_TEL, { data: { tel: freshTel().typed } })).errors).toBeUndefined();
  });

  it(`refuses one network more than ${CHECKS_PER_ADDRESS_PER_HOUR} password-reset tries an hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CHECKS_PER_ADDRESS_PER_HOUR; i += 1) {
      refusal(await call(api, RESET, { code: `guess-${i}` }, { ip }), 'CERTIFICATION_FAILED');
    }
    refusal(await call(api, RESET, { code: 'guess-last' }, { ip }), 'RATE_LIMITED');
  });
});
