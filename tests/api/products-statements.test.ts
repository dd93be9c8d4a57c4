// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { ProductRestockNotification } from '../../backend/src/modules/restock/product-restock-notification.entity';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { recordStatements } from '../support/catalog-statements';

// The N+1 budget: a list or a page costs the same few statements however many products, options
// and categories it shows. Statements are counted where every query leaves the process (pg). The
// budget is for a read the catalogue cache cannot answer, so each measured request starts cold.

const MAX_STATEMENTS = 4;
const LIST = operationDocument('ProductList');
const DETAIL = operationDocument('ProductDetail');
const RESTOCK = operationDocument('RestockNotifications');

let api: TestApi;
let member: TestMember;
let plainProductId: number;
let richProductId: number;

async function statementsOf(query: string, variables: Record<string, unknown>, token?: string) {
  invalidateCatalogue(api.orm.em);
  const { result, statements } = await recordStatements(() => api.gql(query, variables, { token }));
  expect(result.errors).toBeUndefined();
  return statements;
}

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  member = await createMember(em);
  plainProductId = (await createProduct(em, { name: '옵션 없는 상품' })).id;
  richProductId = (
    await createProduct(em, {
      name: '옵션 많은 상품',
      optionStock: Array.from({ length: 40 }, (_, index) => index % 5),
      categoryIds: [75, 76, 90, 71, 80],
    })
  ).id;
  // Warm-up: the first request of a process prepares caches that later ones do not repeat.
  await api.gql(LIST, { data: {} });
});
afterAll(() => api?.close());

describe('SQL statements per request', () => {
  it.each([
    ['an anonymous visitor', false],
    ['a signed-in member', true],
  ])('products costs the same few statements for 1 and for 20 products (%s)', async (_who, signedIn) => {
    const token = signedIn ? member.token : undefined;
    const one = await statementsOf(LIST, { data: { limit: 1 } }, token);
    const twenty = await statementsOf(LIST, { data: { limit: 20 } }, token);
    const filtered = await statementsOf(LIST, { data: { limit: 20, categoryId: 75, onlyAvailable: true } }, token);
    expect(one.length).toBeGreaterThan(0);
    expect(twenty).toHaveLength(one.length);
    expect(filtered).toHaveLength(one.length);
    expect(twenty.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it.each([
    ['an anonymous visitor', false],
    ['a signed-in member', true],
  ])('product costs the same few statements with no options and with 40 options in 5 categories (%s)', async (_who, signedIn) => {
    const token = signedIn ? member.token : undefined;
    const plain = await statementsOf(DETAIL, { id: plainProductId }, token);
    const rich = await statementsOf(DETAIL, { id: richProductId }, token);
    expect(plain.length).toBeGreaterThan(0);
    expect(rich).toHaveLength(plain.length);
    expect(rich.length).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it.each([
    ['products', LIST, () => ({ data: { limit: 20 } })],
    ['product', DETAIL, () => ({ id: richProductId })],
  ] as const)('%s for five anonymous visitors at once costs the statements of one', async (_field, query, variables) => {
    invalidateCatalogue(api.orm.em);
    const alone = await recordStatements(() => api.gql(query, variables()));
    invalidateCatalogue(api.orm.em);
    const { result, statements } = await recordStatements(() =>
      Promise.all(Array.from({ length: 5 }, () => api.gql(query, variables()))),
    );
    expect(result.every((response) => !response.errors)).toBe(true);
    expect(new Set(result.map((response) => JSON.stringify(response.data))).size).toBe(1);
    // The catalogue read and which products are group purchases: shared reads, one each.
    expect(alone.statements.length).toBeLessThanOrEqual(2);
    expect(statements).toHaveLength(alone.statements.length);
  });

  it('restock subscriptions read their product cards in one batch, for 1 or 10 of them', async () => {
    const em = api.orm.em.fork();
    const subscriber = await createMember(em);
    const soldOut = await Promise.all(Array.from({ length: 10 }, () => createProduct(em, { count: 0 })));
    em.create(ProductRestockNotification, { user: subscriber.user.id, product: soldOut[0]! });
    await em.flush();
    const one = await statementsOf(RESTOCK, { page: 1 }, subscriber.token);
    for (const product of soldOut.slice(1)) em.create(ProductRestockNotification, { user: subscriber.user.id, product });
    await em.flush();
    const ten = await statementsOf(RESTOCK, { page: 1 }, subscriber.token);
    expect(ten).toHaveLength(one.length);
  });
});
