// The product list and detail (docs/product-rules.md#products, #visibility-and-authority, #paging): cursor pages of 20
// newest first, every filter, visibility by authority.
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoryId } from '../scenarios/standard';
import { isPurchasable, isSoldOut } from '../scenarios/pricing';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

interface Card {
  id: number;
  isPurchasable: boolean;
  productType: string;
}
interface ProductPage {
  total: number;
  nextCursor: string | null;
  items: Card[];
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api, undefined, null);
});

async function page(data: Record<string, unknown>, token: string | null = null): Promise<ProductPage> {
  return dataOf(await run<{ products: ProductPage }>('ProductList', { data }, token)).products;
}

async function all(data: Record<string, unknown>, token: string | null = null): Promise<Card[]> {
  const items: Card[] = [];
  let cursor: string | null = null;
  do {
    const next: ProductPage = await page({ ...data, cursor, limit: 7 }, token);
    items.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return items;
}

const products = () => api.db.catalogue.products;
const taggedWith = (ids: number[]) =>
  products().filter((product) => product.productVisible === 0 && product.productCategoryTaggeds.some((tag) => ids.includes(tag.productCategoryId)));

describe('products', () => {
  it('pages of 20 newest first (sold out last), with an opaque cursor and the total', async () => {
    const first = await page({});
    const visible = products().filter((product) => product.productVisible === 0);
    const newest = [...visible].sort(
      (a, b) => Number(isSoldOut(a)) - Number(isSoldOut(b)) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
    );
    expect(first.total).toBe(visible.length);
    expect(first.items.map((product) => product.id)).toEqual(newest.slice(0, 20).map((product) => product.id));
    const second = await page({ cursor: first.nextCursor });
    expect(second.items.map((product) => product.id)).toEqual(newest.slice(20).map((product) => product.id));
    expect(second.nextCursor).toBeNull();
  });

  it('walks every product exactly once with smaller pages', async () => {
    const ids = (await all({})).map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength((await page({})).total);
  });

  it('a main category lists its sub categories’ products; a sub or group category only its own', async () => {
    const jacketIds = (await all({ categoryId: CategoryId.JACKET })).map((product) => product.id).sort((a, b) => a - b);
    const subIds = [CategoryId.JACKET, CategoryId.VARSITY, CategoryId.COACH, CategoryId.PADDING];
    expect(jacketIds).toEqual(taggedWith(subIds).map((product) => product.id).sort((a, b) => a - b));

    const varsity = await all({ subCategoryId: CategoryId.VARSITY });
    expect(varsity.map((product) => product.id).sort((a, b) => a - b)).toEqual(taggedWith([CategoryId.VARSITY]).map((product) => product.id));

    const business = await all({ groupCategoryId: CategoryId.GROUP_BUSINESS });
    expect(business.map((product) => product.id).sort((a, b) => a - b)).toEqual(
      taggedWith([CategoryId.GROUP_BUSINESS]).map((product) => product.id),
    );
  });

  it('only available keeps what can be bought now: in its sale window and in stock', async () => {
    const available = await all({ onlyAvailable: true });
    const now = new Date(api.scenario.now);
    expect(available.every((product) => product.isPurchasable)).toBe(true);
    expect(available).toHaveLength(products().filter((product) => isPurchasable(product, now, 0)).length);
    expect(available.length).toBeLessThan((await page({})).total);
  });

  it('filters by product type', async () => {
    const groupOrders = await all({ productType: 'GROUPORDER' });
    expect(groupOrders.length).toBeGreaterThan(0);
    expect(groupOrders.every((product) => product.productType === 'GROUPORDER')).toBe(true);
  });

  it('hidden products are listed and opened only for members whose authority reaches them', async () => {
    const staffOnly = products().find((product) => product.productVisible === 3);
    if (!staffOnly) throw new Error('expected a staff-only product');
    expect((await all({})).map((product) => product.id)).not.toContain(staffOnly.id);
    expect((await all({}, ADMIN_TOKEN)).map((product) => product.id)).toContain(staffOnly.id);
    expect(refusalOf(await run('ProductDetail', { id: staffOnly.id }))).toEqual({
      code: 'NOT_FOUND',
      message: '상품을 찾을 수 없어요. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.',
    });
    expect(dataOf(await run<{ product: { id: number } }>('ProductDetail', { id: staffOnly.id }, ADMIN_TOKEN)).product.id).toBe(staffOnly.id);
  });

  it.each([
    ['a limit above 20', { limit: 21 }, '한 번에 1개부터 20개까지 불러올 수 있어요.'],
    ['a cursor it did not hand out', { cursor: 'not-a-cursor' }, '목록 위치 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.'],
  ])('refuses %s', async (_case, data, message) => {
    expect(refusalOf(await run('ProductList', { data }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});

describe('categories', () => {
  it('lists main categories with their visible sub categories, or the group categories', async () => {
    type Category = { id: number; isGroup: boolean; visible: boolean; categories: { id: number }[] };
    const main = dataOf(await run<{ productCategories: Category[] }>('ProductCategories', {})).productCategories;
    expect(main.map((category) => category.id)).toEqual([CategoryId.JACKET, CategoryId.HOODIE_CREW, CategoryId.FLEECE, CategoryId.TEE_ETC]);
    expect(main[0]?.categories.map((category) => category.id)).toEqual([CategoryId.VARSITY, CategoryId.COACH, CategoryId.PADDING]);
    const groups = dataOf(await run<{ productCategories: Category[] }>('ProductCategories', { data: { isGroup: true } })).productCategories;
    expect(groups.every((category) => category.isGroup)).toBe(true);
    const staff = dataOf(await run<{ productCategories: Category[] }>('ProductCategories', {}, ADMIN_TOKEN)).productCategories;
    expect(staff.map((category) => category.id)).toContain(CategoryId.HIDDEN_ARCHIVE);
  });
});
