// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { University } from '../../backend/src/modules/content/university.entity';
import { User } from '../../backend/src/modules/account/user.entity';
import { createSession, revokeSession } from '../../backend/src/modules/account/session.service';
import { createContextFactory } from '../../backend/src/graphql/context';
import { ARMOR_LIMITS } from '../../backend/src/graphql/plugins/armor';
import { createLogger } from '../../backend/src/logger';
import { startTestApi, TEST_UNIVERSITY_ID, type TestApi } from '../support/api';

const KOREAN = /[가-힣]/;
let api: TestApi;
let sequence = 0;

async function memberToken(overrides: Partial<Pick<User, 'authority' | 'resignedAt'>> = {}) {
  const em = api.orm.em.fork();
  sequence += 1;
  const user = em.create(User, {
    university: em.getReference(University, TEST_UNIVERSITY_ID),
    email: `api-${sequence}@example.com`,
    name: '에이피아이',
    recommendationCode: `APITEST${sequence}`,
    ...overrides,
  });
  await em.flush();
  return { user, ...(await createSession(api.orm.em.fork(), user.id)) };
}

/** The viewer the GraphQL context builds from an Authorization header (`me` has no resolver yet). */
async function viewerOf(token: string): Promise<number | null> {
  const makeContext = createContextFactory({ orm: api.orm, config: api.config, adapters: api.adapters });
  const request = new Request(`${api.url}/api`, { headers: { authorization: `Bearer ${token}` } });
  const context = await makeContext({
    request,
    requestId: 'viewer-test',
    log: createLogger(api.config),
    clientIp: '127.0.0.1',
  } as Parameters<typeof makeContext>[0]);
  return context.viewer?.userId ?? null;
}

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('HTTP server', () => {
  it('healthz answers ok while the database is up', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('echoes an incoming request id and invents one otherwise', async () => {
    const echoed = await fetch(`${api.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const invented = await fetch(`${api.url}/healthz`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('university returns the seeded tenant by default and by id', async () => {
    const em = api.orm.em.fork();
    const tenant = await em.findOneOrFail(University, { id: TEST_UNIVERSITY_ID });
    const byDefault = await api.gql<{ university: { id: number; shopName: string } }>(
      '{ university { id shopName } }',
    );
    expect(byDefault.errors).toBeUndefined();
    expect(byDefault.data?.university).toEqual({ id: TEST_UNIVERSITY_ID, shopName: tenant.shopName });
    const byId = await api.gql('query ($id: Int) { university(universityId: $id) { name } }', { id: TEST_UNIVERSITY_ID });
    expect(byId.data).toEqual({ university: { name: tenant.name } });
  });

  it('university answers NOT_FOUND in Korean for an unknown tenant', async () => {
    const result = await api.gql('{ university(universityId: 999999) { shopName } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toMatch(KOREAN);
  });
});

describe('bearer sessions', () => {
  it('a token from createSession resolves the viewer; expired, revoked and suspended ones do not', async () => {
    const active = await memberToken();
    expect(await viewerOf(active.token)).toBe(active.user.id);

    const revoked = await memberToken();
    await revokeSession(api.orm.em.fork(), revoked.token);
    expect(await viewerOf(revoked.token)).toBeNull();

    const expired = await memberToken();
    await api.orm.em.fork().getConnection().execute(
      `update auth_session set expires_at = now() - interval '1 minute' where user_id = ?`,
      [expired.user.id],
    );
    expect(await viewerOf(expired.token)).toBeNull();

    const suspended = await memberToken({ authority: -1 });
    expect(await viewerOf(suspended.token)).toBeNull();
  });

  it('requests with a stale or garbage token are served anonymously, not refused', async () => {
    const result = await api.gql('{ university { shopName } }', undefined, { token: 'garbage-token' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ university: { shopName: expect.any(String) } });
  });

  it('logout revokes the session and is idempotent', async () => {
    const { token } = await memberToken();
    const logout = () =>
      fetch(`${api.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect((await logout()).status).toBe(204);
    expect(await viewerOf(token)).toBeNull();
    expect((await logout()).status).toBe(204);
    expect((await fetch(`${api.url}/api/logout`, { method: 'POST' })).status).toBe(204);
  });
});

describe('GraphQL errors', () => {
  it('masks an unexpected failure with a Korean message and a request id, and logs it', async () => {
    const fork = api.orm.em.fork.bind(api.orm.em);
    const spy = vi.spyOn(api.orm.em, 'fork').mockImplementation((options) => {
      const em = fork(options);
      em.findOne = () => Promise.reject(new Error('connection reset by peer (test)'));
      return em;
    });
    try {
      // An alias makes a document no earlier test sent, so no shared answer (ADR 0075) can stand in for the failing read.
      const result = await api.gql('{ failing: university { shopName } }');
      const error = result.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.message).toBe('일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.');
      expect(JSON.stringify(result)).not.toContain('connection reset');
      const requestId = error?.extensions?.requestId;
      expect(requestId).toBe(result.headers.get('x-request-id'));
      const logged = api.logs.find((line) => line['requestId'] === requestId && line['err']);
      expect(JSON.stringify(logged?.['err'])).toContain('connection reset by peer (test)');
    } finally {
      spy.mockRestore();
    }
  });

  it('explains an unknown field in Korean with a stable code and the English detail', async () => {
    const result = await api.gql('{ university { noSuchField } }');
    const error = result.errors?.[0];
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).toMatch(KOREAN);
    expect(error?.extensions?.detail).toContain('noSuchField');
  });

  it('explains a syntax error in Korean', async () => {
    const result = await api.gql('{ university { shopName ');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(KOREAN);
    expect(result.errors?.[0]?.extensions?.detail).toContain('Syntax Error');
  });

  it('refuses a variable of the wrong type as BAD_USER_INPUT naming the variable', async () => {
    const result = await api.gql('query ($id: Int) { university(universityId: $id) { shopName } }', { id: 'abc' });
    const error = result.errors?.[0];
    expect(result.data ?? null).toBeNull();
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.field).toBe('id');
    expect(error?.message).toMatch(KOREAN);
  });

  it('refuses a query deeper than the limit before running it', async () => {
    const depth = ARMOR_LIMITS.maxDepth + 2;
    const nested = 'categories { '.repeat(depth) + 'id' + ' }'.repeat(depth);
    const result = await api.gql(`{ university { promotedCategories { category { ${nested} } } } }`);
    expect(result.data ?? null).toBeNull();
    const error = result.errors?.[0];
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error?.message).toContain('너무 복잡');
  });

  it('lists every error code the server can return', async () => {
    const result = await api.gql<{ errorCodes: string[] }>('{ errorCodes }');
    expect(result.data?.errorCodes).toContain('NOT_IMPLEMENTED');
    expect(result.data?.errorCodes).toContain('INTERNAL_SERVER_ERROR');
  });
});
