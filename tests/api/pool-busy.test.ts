// @vitest-environment node
// An opening's rush can keep every pooled connection busy longer than the pool's wait
// (connectionTimeoutMillis, 5 s). The request that got none is overload, not a bug: it is answered
// with a RATE_LIMITED refusal in Korean and a retry time, never "an unknown error", and the server
// answers normally once connections free up.
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE } from '../../domain/errors/errors';
import { isPoolWaitTimeout } from '../../backend/src/graphql/plugins/mask-error';
import { startTestApi, type TestApi } from '../support/api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const PRODUCTS = '{ products(data: {}) { items { id } } }';

describe('a request that gets no database connection', () => {
  it('recognises pg-pool\'s wait timeout however it is wrapped, and nothing else', () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    expect(isPoolWaitTimeout(timeout)).toBe(true);
    expect(isPoolWaitTimeout(new GraphQLError('wrapped', { originalError: new Error('driver', { cause: timeout }) }))).toBe(true);
    expect(isPoolWaitTimeout(new Error('relation "product" does not exist'))).toBe(false);
    expect(isPoolWaitTimeout('timeout exceeded when trying to connect')).toBe(false);
  });

  it('is told the shop is busy and to try again, and the next request is answered once the pool frees up', async () => {
    // Every pooled connection (the test app keeps 6) sleeps past the pool's 5 s wait.
    const sleepers = Array.from({ length: 6 }, () => api.orm.em.fork().execute('select pg_sleep(7)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await api.gql(PRODUCTS);
    expect(busy.errors?.[0]?.message).toBe(SERVER_BUSY_MESSAGE);
    expect(busy.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'SERVER_BUSY', retryAfterSeconds: 2 });
    await Promise.all(sleepers);
    const after = await api.gql<{ products: { items: { id: number }[] } }>(PRODUCTS);
    expect(after.errors).toBeUndefined();
    expect(after.data!.products.items.length).toBeGreaterThan(0);
  }, 60_000);
});
