// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';

// Catalogue answers are kept whole for about a second on top of the catalogue reads, per visitors
// and per members' level (backend/src/graphql/plugins/response-cache.ts, ADR 0075). A kept answer
// carries an ETag, and a client that sends it back gets 304 Not Modified. These tests pin what may and may not be kept.

const CARDS = 'query Cards { products(data: { limit: 5 }) { total items { id count isSoldOut } } }';

let api: TestApi;
let member: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  member = await createMember(api.orm.em.fork());
});
afterAll(() => api?.close());

function post(query: string, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query }),
  });
}

describe('the anonymous catalogue response cache', () => {
  it('keeps an anonymous product list: the ETag it sends comes back as 304 Not Modified', async () => {
    invalidateCatalogue(api.orm.em);
    const first = await post(CARDS);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();
    const again = await post(CARDS, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('drops kept answers on invalidateCatalogue, so a catalogue write shows at once', async () => {
    const first = await post(CARDS);
    const before = (await first.json()) as { data: { products: { total: number } } };
    const em = api.orm.em.fork();
    const product = await createProduct(em, { count: 7 });
    invalidateCatalogue(em);
    const after = await post(CARDS, { 'if-none-match': first.headers.get('etag')! });
    expect(after.status).toBe(200);
    const body = (await after.json()) as { data: { products: { total: number; items: { id: number; count: number }[] } } };
    expect(body.data.products.total).toBe(before.data.products.total + 1);
    expect(body.data.products.items[0]).toMatchObject({ id: product.id, count: 7 });
  });

  // Since ADR 0075 a member's answer without per-member fields is kept for their level, apart
  // from the visitors' (tests/api/catalogue-sharing.test.ts); one with such a field never is.
  it('never keeps a signed-in member’s answer that holds a per-member field', async () => {
    const response = await post('query CardsMine { products(data: { limit: 5 }) { total items { id isRestockSubscribed } } }', {
      authorization: `Bearer ${member.token}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('keeps a signed-in member’s public answer under a key of its level, never the visitors’ one', async () => {
    const visitor = await post(CARDS);
    const signedIn = await post(CARDS, { authorization: `Bearer ${member.token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('etag')).toBeTruthy();
    expect(signedIn.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
  });

  it('never keeps an answer without a public catalogue field, nor one with errors', async () => {
    const types = await post('query Types { userTypes { id content } }');
    expect(types.status).toBe(200);
    // The plugin labels every answer it could keep, but only catalogue answers are kept.
    const etag = types.headers.get('etag');
    if (etag) expect((await post('query Types { userTypes { id content } }', { 'if-none-match': etag })).status).toBe(200);
    const refused = await post('query Bad { products(data: { cursor: "not-a-cursor" }) { total } }');
    expect(((await refused.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    expect(refused.headers.get('etag')).toBeNull();
  });
});
