// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { ProductCategory } from '../../backend/src/modules/catalog/product-category.entity';
import { encodeListCursor } from '../../backend/src/modules/catalog/product-cursor';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { startTestApi, type GqlResponse, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

interface Card {
  id: number;
  name: string;
  isSoldOut: boolean;
  isPurchasable: boolean;
}
interface ListData {
  products: { total: number; nextCursor: string | null; items: Card[] };
}
type Filters = Record<string, unknown>;

const LIST = operationDocument('ProductList');
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
const members: Record<'normal' | 'hidden' | 'admin' | 'suspended', TestMember> = {} as never;
let testMain: number;
let testSub: number;

/** Every page through nextCursor, checking the page contract on the way. */
async function pageAll(filters: Filters, token?: string, limit = 7): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let total: number | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const response: GqlResponse<ListData> = await api.gql<ListData>(LIST, { data: { ...filters, limit, cursor } }, { token });
    expect(response.errors).toBeUndefined();
    const page: ListData['products'] = response.data!.products;
    const pageTotal: number = (total ??= page.total);
    expect(page.total).toBe(pageTotal);
    if (page.nextCursor) expect(page.items).toHaveLength(limit);
    else expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    if (!cursor) return { ids, total: pageTotal };
  }
  throw new Error('more than 100 pages');
}

/** The rules in plain code over every product row: what the list must show, newest first, sold out last. */
async function expectedIds(filters: Filters, level: number, now = new Date()): Promise<number[]> {
  const em = api.orm.em.fork();
  const [products, categories, keys] = await Promise.all([
    em.find(Product, { university: 1 }, { populate: ['productOptionDetails', 'productCategoryTaggeds'] }),
    em.find(ProductCategory, {}),
    // A JS Date drops Postgres' microseconds, which the list's order keeps.
    em.execute<{ id: number; at: string }[]>(
      'select id, (extract(epoch from created_at) * 1000000)::bigint::text as at from product',
    ),
  ]);
  const createdAt = new Map(keys.map((row) => [row.id, BigInt(row.at)]));
  const newestFirst = (a: Product, b: Product) => {
    const difference = createdAt.get(b.id)! - createdAt.get(a.id)!;
    return difference === 0n ? b.id - a.id : difference > 0n ? 1 : -1;
  };
  const parentOf = new Map(categories.map((c) => [c.id, c.category?.id ?? null]));
  const taggedWith = (product: Product, categoryId: number) =>
    product.productCategoryTaggeds
      .getItems()
      .some((t) => t.productCategory.id === categoryId || parentOf.get(t.productCategory.id) === categoryId);
  const stock = (product: Product) => {
    const details = product.productOptionDetails.getItems();
    return details.length ? details.reduce((sum, d) => sum + d.count, 0) : product.count;
  };
  return products
    .filter((p) => p.productVisible <= level)
    .filter((p) => !filters.productType || p.productType === filters.productType)
    .filter((p) =>
      (['categoryId', 'subCategoryId', 'groupCategoryId'] as const).every(
        (key) => filters[key] == null || taggedWith(p, filters[key] as number),
      ),
    )
    .filter((p) => !filters.onlyAvailable || (p.isInSaleWindow(now) && stock(p) > 0))
    // docs/product-rules.md#search: sold-out products come last in every order.
    .sort((a, b) => Number(stock(a) === 0) - Number(stock(b) === 0) || newestFirst(a, b))
    .map((p) => p.id);
}

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  members.normal = await createMember(em, { authority: AUTHORITY.NORMAL });
  members.hidden = await createMember(em, { authority: AUTHORITY.HIDDEN });
  members.admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  members.suspended = await createMember(em, { authority: -1 });

  // A category of its own, so that the availability cases can be named one by one.
  const main = em.create(ProductCategory, { university: 1, content: '테스트 기획전', position: 90 });
  await em.flush();
  const sub = em.create(ProductCategory, { university: 1, category: main, content: '테스트 하위', position: 0 });
  await em.flush();
  testMain = main.id;
  testSub = sub.id;
  const now = Date.now();
  const fixtures = [
    { name: '재고 있음', count: 5 },
    { name: '재고 없음', count: 0 },
    { name: '옵션 일부 재고', count: 0, optionStock: [0, 2] },
    { name: '옵션 모두 품절', count: 9, optionStock: [0, 0] },
    { name: '판매 중', saleStartedAt: new Date(now - DAY), saleEndedAt: new Date(now + DAY) },
    { name: '판매 예정', saleStartedAt: new Date(now + DAY) },
    { name: '판매 종료', saleEndedAt: new Date(now - DAY) },
    { name: '시작만 지남', saleStartedAt: new Date(now - DAY) },
    { name: '마감만 남음', saleEndedAt: new Date(now + DAY) },
    { name: '숨김 상품', productVisible: AUTHORITY.HIDDEN },
  ];
  for (const [index, fixture] of fixtures.entries()) {
    await createProduct(em, {
      ...fixture,
      createdAt: new Date(now - (index + 1) * 60_000),
      categoryIds: index % 2 === 0 ? [testSub] : [testMain],
    });
  }
});
afterAll(() => api?.close());

const FILTER_CASES: { name: string; filters: Filters }[] = [
  { name: 'no filter', filters: {} },
  { name: 'a main category (with its sub categories)', filters: { categoryId: 75 } },
  { name: 'a sub category', filters: { subCategoryId: 76 } },
  { name: 'a group-product category', filters: { groupCategoryId: 90 } },
  { name: 'only available', filters: { onlyAvailable: true } },
  { name: 'a product type', filters: { productType: 'SINGLEORDER' } },
  { name: 'main and sub category', filters: { categoryId: 75, subCategoryId: 76 } },
  { name: 'main and group category', filters: { categoryId: 75, groupCategoryId: 91 } },
  { name: 'main category, only available', filters: { categoryId: 71, onlyAvailable: true } },
  { name: 'everything at once', filters: { categoryId: 75, subCategoryId: 76, groupCategoryId: 90, onlyAvailable: true } },
  { name: 'categories that never meet', filters: { categoryId: 72, subCategoryId: 76 } },
];

describe('products paging', () => {
  it.each(FILTER_CASES)('pages through $name without duplicates or gaps, with the right total', async ({ filters }) => {
    const expected = await expectedIds(filters, AUTHORITY.NORMAL);
    const { ids, total } = await pageAll(filters);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('gives 20 products on a page by default and a cursor for the rest', async () => {
    const { data } = await api.gql<ListData>(LIST, { data: {} });
    expect(data!.products.items).toHaveLength(20);
    expect(data!.products.nextCursor).toEqual(expect.any(String));
    expect(data!.products.total).toBe((await expectedIds({}, AUTHORITY.NORMAL)).length);
  });

  it('keeps later pages unchanged when products are created while a member is paging', async () => {
    const before = await expectedIds({}, AUTHORITY.NORMAL);
    const first = await api.gql<ListData>(LIST, { data: { limit: 5 } });
    const firstIds = first.data!.products.items.map((item) => item.id);
    const em = api.orm.em.fork();
    const lastSeen = await em.findOneOrFail(Product, firstIds.at(-1)!);
    // Newest of all, and one sharing the last seen product's createdAt (a higher id sorts first).
    const newest = await createProduct(em, { name: '새 상품' });
    const twin = await createProduct(em, { name: '같은 시각 상품', createdAt: lastSeen.createdAt });
    // Written behind the app's back, so the app is told, as every write path must; the later pages
    // then come from Postgres, not from memory.
    invalidateCatalogue(em);

    const rest: number[] = [];
    let cursor = first.data!.products.nextCursor;
    while (cursor) {
      const { data } = await api.gql<ListData>(LIST, { data: { limit: 5, cursor } });
      rest.push(...data!.products.items.map((item) => item.id));
      cursor = data!.products.nextCursor;
    }
    expect([...firstIds, ...rest]).toEqual(before);
    expect(rest).not.toContain(newest.id);
    expect(rest).not.toContain(twin.id);
  });

  it('orders products created within the same millisecond by their microseconds without skipping any', async () => {
    const em = api.orm.em.fork();
    const products = await Promise.all(
      [1, 2, 3].map((n) => createProduct(em, { name: `마이크로초 ${n}`, categoryIds: [testMain] })),
    );
    // Same millisecond, microseconds descending against the ids: only the exact key orders them.
    for (const [index, product] of products.entries()) {
      await em.execute(`update product set created_at = ?::timestamptz where id = ?`, [
        `2030-01-01T00:00:00.123${900 - index * 100}Z`,
        product.id,
      ]);
    }
    invalidateCatalogue(em);
    const { ids } = await pageAll({ categoryId: testMain }, undefined, 1);
    expect(ids.slice(0, 3)).toEqual(products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('products visibility', () => {
  const levels = [
    { who: 'an anonymous visitor', member: null, level: AUTHORITY.NORMAL },
    { who: 'a NORMAL member', member: 'normal', level: AUTHORITY.NORMAL },
    { who: 'a HIDDEN member', member: 'hidden', level: AUTHORITY.HIDDEN },
    { who: 'an ADMIN', member: 'admin', level: AUTHORITY.ADMIN },
    { who: 'a suspended member (as anonymous)', member: 'suspended', level: AUTHORITY.NORMAL },
  ] as const;

  it.each(levels)('lists exactly the products $who may see', async ({ member, level }) => {
    const token = member ? members[member].token : undefined;
    const expected = await expectedIds({}, level);
    const { ids, total } = await pageAll({}, token, 20);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('lets each level see more than the one below it in the demo catalogue', async () => {
    const counts = await Promise.all(
      [AUTHORITY.NORMAL, AUTHORITY.HIDDEN, AUTHORITY.ADMIN].map(async (level) => (await expectedIds({}, level)).length),
    );
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);
  });
});

describe('products only-available filter', () => {
  it('keeps products in stock (own count or any option) inside an open or current sale window', async () => {
    const { data } = await api.gql<ListData>(LIST, { data: { categoryId: testMain, onlyAvailable: true, limit: 20 } });
    const names = data!.products.items.map((item) => item.name).filter((name) => !name.startsWith('마이크로초'));
    expect(names.sort()).toEqual(['마감만 남음', '시작만 지남', '옵션 일부 재고', '재고 있음', '판매 중'].sort());
    expect(data!.products.items.every((item) => item.isPurchasable && !item.isSoldOut)).toBe(true);
  });

  it('marks sold-out and out-of-window products on the unfiltered list', async () => {
    const { data } = await api.gql<ListData>(LIST, { data: { categoryId: testMain, limit: 20 } });
    const byName = new Map(data!.products.items.map((item) => [item.name, item]));
    expect(byName.get('재고 없음')).toMatchObject({ isSoldOut: true, isPurchasable: false });
    expect(byName.get('옵션 모두 품절')).toMatchObject({ isSoldOut: true, isPurchasable: false });
    expect(byName.get('판매 예정')).toMatchObject({ isSoldOut: false, isPurchasable: false });
    expect(byName.get('판매 종료')).toMatchObject({ isSoldOut: false, isPurchasable: false });
    expect(byName.has('숨김 상품')).toBe(false);
  });

  it('shows the hidden product to a HIDDEN member as purchasable', async () => {
    const { data } = await api.gql<ListData>(
      LIST,
      { data: { categoryId: testMain, onlyAvailable: true, limit: 20 } },
      { token: members.hidden.token },
    );
    expect(data!.products.items.map((item) => item.name)).toContain('숨김 상품');
  });
});

describe('products refusals', () => {
  it.each([
    ['not base64url', '%%%'],
    ['an unknown shape', Buffer.from('hello').toString('base64url')],
    ['an impossible date', Buffer.from('2026-02-31T00:00:00.000000_5').toString('base64url')],
  ])('refuses a cursor that is %s with a Korean BAD_USER_INPUT', async (_what, cursor) => {
    const { data, errors } = await api.gql<ListData>(LIST, { data: { cursor } });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: '상품 목록의 다음 페이지 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'cursor' },
    });
  });

  it.each([0, 21, -3])('refuses a page size of %i', async (limit) => {
    const { errors } = await api.gql<ListData>(LIST, { data: { limit } });
    expect(errors?.[0]).toMatchObject({
      message: '한 번에 1개부터 20개까지 불러올 수 있어요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'limit' },
    });
  });

  it('answers an empty page with the total when the cursor is past the end', async () => {
    const { ids } = await pageAll({ subCategoryId: testSub }, undefined, 2);
    const em = api.orm.em.fork();
    const last = await em.findOneOrFail(Product, ids.at(-1)!);
    // Past the last row in 신상품 order whether or not it is sold out (sold-out rows come last).
    const cursor = encodeListCursor({ soldOut: 1, key: 0, createdAt: `${last.createdAt.toISOString().slice(0, 23)}000`, id: last.id });
    const { data } = await api.gql<ListData>(LIST, { data: { subCategoryId: testSub, cursor } });
    expect(data!.products).toEqual({ items: [], total: ids.length, nextCursor: null });
  });
});
