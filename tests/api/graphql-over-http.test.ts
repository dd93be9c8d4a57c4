// @vitest-environment node
// The GraphQL-over-HTTP audit suite (graphql-http's serverAudits) against the real server, and
// what production keeps to itself: no English detail, no suggestions (issue 20, finding 9).
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { KOREAN } from '../support/accounts';

/** Every audit that does not pass, as `id status: name`. */
async function auditFindings(api: TestApi): Promise<string[]> {
  const findings: string[] = [];
  for (const audit of serverAudits({ url: `${api.url}/api` })) {
    const result = await audit.fn();
    if (result.status !== 'ok') findings.push(`${result.id} ${result.status}: ${result.name}`);
  }
  return findings;
}

/**
 * The four audits that pass variables send `{ __type(name: $name) { name } }`: an introspection
 * query, which production refuses on purpose (useDisableIntrospection). Nothing else may fail.
 */
const NEED_INTROSPECTION = [
  '2EA1 warn: SHOULD allow map {variables} parameter when accepting application/graphql-response+json',
  '28B9 error: MUST allow map {variables} parameter when accepting application/json',
  'D6D5 notice: MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
  '6A70 notice: MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
];

/**
 * A production deployment with no development default left in place (the start-up checks refuse
 * those); nothing here is contacted by the audits.
 */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'audit-only-secret-of-at-least-32-characters',
  PUBLIC_BASE_URL: 'https://shop.example',
  SMS_DRIVER: 'solapi',
  SOLAPI_API_KEY: 'audit',
  SOLAPI_API_SECRET: 'audit',
  SMS_SENDER: '0212345678',
  EMAIL_DRIVER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
  EMAIL_FROM: 'shop@example.com',
  PAYMENT_DRIVER: 'portone',
  PORTONE_API_KEY: 'audit',
  PORTONE_API_SECRET: 'audit',
  PORTONE_MERCHANT_CODE: 'imp00000000',
};

describe('GraphQL over HTTP in development', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('passes every audit, warnings and notices included', async () => {
    expect(await auditFindings(api)).toEqual([]);
  });

  it('sends the security headers, but no HSTS over plain http', async () => {
    const response = await fetch(`${api.url}/api?query=${encodeURIComponent('{ errorCodes }')}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('GraphQL over HTTP in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: PRODUCTION_ENV });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('sends HSTS behind an https PUBLIC_BASE_URL', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('passes every audit but those that need introspection', async () => {
    expect(await auditFindings(api)).toEqual(NEED_INTROSPECTION);
  });

  it('sends no English detail and no suggestion of a field, an enum value or an input field', async () => {
    const documents = [
      '{ universty { shopName } }',
      'mutation { certifyTel(data: { purpose: CREATE_ACCOUNTT, tel: "010-1234-5678" }) { expiresAt } }',
      'mutation { checkWhetherAvailableTel(data: { tell: "010-1234-5678" }) { available } }',
    ];
    for (const query of documents) {
      const result = await api.gql(query);
      expect(result.errors?.[0]?.message).toMatch(KOREAN);
      expect(result.errors?.[0]?.extensions?.detail).toBeUndefined();
      expect(JSON.stringify(result)).not.toMatch(/did you mean|universty|CREATE_ACCOUNT"|"tel"/i);
    }
    const variables = await api.gql('mutation ($data: CertifyTelInput!) { certifyTel(data: $data) { expiresAt } }', {
      data: { purpose: 'CREATE_ACCOUNTT', tel: '010-1234-5678' },
    });
    expect(variables.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(variables)).not.toMatch(/did you mean|Variable|CREATE_ACCOUNT"/i);
  });
});
