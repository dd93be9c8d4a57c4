// @vitest-environment node
// Issue 20, findings 1, 4 and 9: what reaches GraphQL at all (JSON POSTs, a size cap, a token
// cap that counts comments, no control characters) and how refusals read.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARMOR_LIMITS } from '../../backend/src/graphql/plugins/armor';
import { University } from '../../backend/src/modules/content/university.entity';
import { MAX_REQUEST_BODY_BYTES, REQUEST_REFUSALS } from '../../domain/security/request-refusals';
import { startTestApi, TEST_UNIVERSITY_ID, type TestApi } from '../support/api';
import { call, count, CREATE_USER, freshIp, KOREAN, refusal, signUpInput, TRUSTED_PROXY_ENV } from '../support/accounts';
import { readEmailOutbox } from '../support/outbox';

let api: TestApi;
let tenantOrigin: string;

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
  const university = await api.orm.em.fork().findOneOrFail(University, { id: TEST_UNIVERSITY_ID });
  tenantOrigin = new URL(university.siteUrl).origin;
});

afterAll(async () => {
  await api?.close();
});

const FIND_PASSWORD = 'mutation { findPassword(email: "demo@hanbit.ac.kr") }';

async function post(body: string | FormData | URLSearchParams, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}/api`, { method: 'POST', headers: { 'x-forwarded-for': freshIp(), ...headers }, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as { errors?: { message: string; extensions?: Record<string, unknown> }[] }) : null };
}

describe('cross-site requests (CSRF and CORS)', () => {
  it('refuses form-encoded, multipart and text/plain POSTs before running them', async () => {
    const form = new URLSearchParams({ query: FIND_PASSWORD });
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: FIND_PASSWORD }));
    multipart.set('map', '{}');
    for (const [body, headers] of [
      [form, {}],
      [multipart, {}],
      [JSON.stringify({ query: FIND_PASSWORD }), { 'content-type': 'text/plain' }],
    ] as const) {
      const result = await post(body, headers);
      expect(result.status).toBe(415);
      expect(result.body?.errors?.[0]?.message).toBe(REQUEST_REFUSALS.notJson);
      expect(result.body?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    expect(await readEmailOutbox(api.dataDir)).toEqual([]);
    expect(await count(api, 'rate_limit')).toBe(0);
  });

  it('never runs a mutation sent by GET', async () => {
    const response = await fetch(`${api.url}/api?query=${encodeURIComponent(FIND_PASSWORD)}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(405);
    expect(await readEmailOutbox(api.dataDir)).toEqual([]);
  });

  it('answers a foreign Origin with no CORS headers, even to a preflight', async () => {
    const query = JSON.stringify({ query: '{ errorCodes }' });
    const simple = await post(query, { 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${api.url}/api`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("lets the deployment's and the tenant's own origins in, without credentials", async () => {
    for (const origin of [new URL(api.config.PUBLIC_BASE_URL).origin, tenantOrigin]) {
      const preflight = await fetch(`${api.url}/api`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('request size and tokens', () => {
  it(`refuses a body over ${MAX_REQUEST_BODY_BYTES / 1024} KB with 413, declared or chunked`, async () => {
    const comments = `# ${'x'.repeat(78)}\n`.repeat(Math.ceil((MAX_REQUEST_BODY_BYTES + 1) / 80));
    const body = JSON.stringify({ query: `${comments}{ errorCodes }` });
    const declared = await post(body, { 'content-type': 'application/json' });
    expect(declared.status).toBe(413);
    expect(declared.body?.errors?.[0]?.message).toBe(REQUEST_REFUSALS.bodyTooLarge);

    const chunked = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${api.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      for (let offset = 0; offset < body.length; offset += 16 * 1024) req.write(body.slice(offset, offset + 16 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(chunked.text).toContain(REQUEST_REFUSALS.bodyTooLarge);
  });

  it('reads a chunked body under the cap as usual', async () => {
    const body = JSON.stringify({ query: '{ errorCodes }' });
    const answer = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${api.url}/api`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      req.end(body.slice(5));
    });
    expect(answer).toContain('INTERNAL_SERVER_ERROR');
  });

  it(`counts comments towards the ${ARMOR_LIMITS.maxTokens}-token limit`, async () => {
    const comments = '#\n'.repeat(ARMOR_LIMITS.maxTokens);
    const error = refusal(await call(api, `${comments}{ errorCodes }`), 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toContain('너무 복잡');
    expect((await call(api, `${'#\n'.repeat(ARMOR_LIMITS.maxTokens - 10)}{ errorCodes }`)).errors).toBeUndefined();
  });

  it('answers unparsable JSON with 400 in Korean', async () => {
    const result = await post('{"query": ', { 'content-type': 'application/json', accept: 'application/json' });
    expect(result.status).toBe(400);
    expect(result.body?.errors?.[0]?.message).toMatch(KOREAN);
  });
});

describe('control characters', () => {
  it('refuses NUL in a variable before any SQL, naming the field', async () => {
    const result = await call(api, 'mutation ($data: LoginInput!) { login(data: $data) { token } }', {
      data: { email: 'demo\u0000@hanbit.ac.kr', password: 'demo1234!' },
    });
    const error = refusal(result, 'BAD_USER_INPUT');
    expect(error.message).toBe(REQUEST_REFUSALS.controlCharacter);
    expect(error.extensions?.field).toBe('email');
    expect(await count(api, 'rate_limit')).toBe(0);
  });

  it('refuses control characters written into the document itself', async () => {
    for (const escape of ['\\u0000', '\\u001b', '\\u007f']) {
      const result = await call(api, `mutation { checkWhetherAvailableEmail(data: { email: "a${escape}@example.com" }) { available } }`);
      expect(refusal(result, 'BAD_USER_INPUT').message).toBe(REQUEST_REFUSALS.controlCharacter);
    }
  });

  it('keeps tabs and line breaks, which a review may hold', async () => {
    const result = await call(api, 'mutation ($data: CheckEmailInput!) { checkWhetherAvailableEmail(data: $data) { available } }', {
      data: { email: '\tline-break@example.com\n' },
    });
    expect(result.errors).toBeUndefined();
  });
});

describe('input messages', () => {
  it('createUser with an empty certification token answers in Korean, not zod English', async () => {
    const result = await call(api, CREATE_USER, { data: signUpInput({ certificationToken: '' }) });
    const error = refusal(result, 'BAD_USER_INPUT');
    expect(error.message).not.toMatch(/[A-Za-z]{3}/);
    expect(error.extensions?.field).toBe('certificationToken');
  });
});
