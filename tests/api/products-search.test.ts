// @vitest-environment node
// Korean-aware search, sort and filters of the product list (docs/decisions/0058).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSort } from '../../domain/enums';
import { startTestApi, type GqlResponse, type TestApi } from '../support/api';
import { createProduct } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

interface Card {
  id: number;
  name: string;
  salePrice: number;
  isSoldOut: boolean;
}
interface ListData {
  products: { total: number; nextCursor: string | null; items: Card[] };
}

const LIST = operationDocument('ProductList');
let api: TestApi;

async function all(filters: Record<string, unknown>): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const response: GqlResponse<ListData> = await api.gql<ListData>(LIST, { data: { ...filters, limit: 5, cursor } });
    expect(response.errors).toBeUndefined();
    cards.push(...response.data!.products.items);
    cursor = response.data!.products.nextCursor;
    if (!cursor) return cards;
  }
  throw new Error('more than 50 pages');
}

const names = (cards: Card[]) => cards.map((card) => card.name);

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  await createProduct(em, { name: '검색용 품절 후드티', count: 0, salePrice: 1_000 });
});
afterAll(() => api?.close());

describe('product search', () => {
  it('finds 과잠 by name and category', async () => {
    const found = names(await all({ q: '과잠' }));
    expect(found).toEqual(expect.arrayContaining(['2026 경영학과 과잠', '2026 컴퓨터공학과 과잠', '한빛 클래식 과잠']));
    expect(found).not.toContain('한빛 캔버스 에코백');
  });

  it('finds 후드 and 맨투맨, with sold-out matches last', async () => {
    const hoodies = await all({ q: '후드' });
    expect(names(hoodies)).toEqual(expect.arrayContaining(['한빛 로고 후드티', '한빛 로고 후드집업', '검색용 품절 후드티']));
    expect(names(hoodies)).not.toContain('한빛 로고 볼캡');
    const firstSoldOut = hoodies.findIndex((card) => card.isSoldOut);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(hoodies.slice(firstSoldOut).every((card) => card.isSoldOut)).toBe(true);
    expect(names(await all({ q: '맨투맨' }))).toEqual(expect.arrayContaining(['한빛 로고 맨투맨', '2026 경영학과 과 맨투맨']));
  });

  it('forgives a typo and finds by 초성', async () => {
    expect(names(await all({ q: '맨투멘' }))).toContain('한빛 로고 맨투맨');
    const initials = names(await all({ q: 'ㄱㅈ' }));
    expect(initials).toEqual(expect.arrayContaining(['2026 디자인학과 과잠', '2025 총학생회 과잠']));
    expect(initials).not.toContain('한빛 스테인리스 텀블러');
  });

  it('finds nothing for a word no product has, and everything for a blank query', async () => {
    expect(await all({ q: '냉장고' })).toEqual([]);
    const everything = await api.gql<ListData>(LIST, { data: { limit: 1 } });
    const blank = await api.gql<ListData>(LIST, { data: { q: '   ', limit: 1 } });
    expect(blank.data!.products.total).toBe(everything.data!.products.total);
  });
});

describe('product sort and price range', () => {
  it.each([
    [ProductSort.PRICE_ASC, (a: Card, b: Card) => a.salePrice - b.salePrice],
    [ProductSort.PRICE_DESC, (a: Card, b: Card) => b.salePrice - a.salePrice],
  ])('orders %s across pages with sold-out products last', async (sort, compare) => {
    const cards = await all({ sort });
    const inStock = cards.filter((card) => !card.isSoldOut);
    expect(inStock.map((card) => card.salePrice)).toEqual([...inStock].sort(compare).map((card) => card.salePrice));
    expect(cards.slice(inStock.length).every((card) => card.isSoldOut)).toBe(true);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });

  it('lists the same products in 인기순 as in 신상품', async () => {
    const popular = await all({ sort: ProductSort.POPULAR });
    const newest = await all({});
    expect(popular.map((card) => card.id).sort()).toEqual(newest.map((card) => card.id).sort());
  });

  it('keeps to the price range and refuses an upside-down one', async () => {
    const cards = await all({ minPrice: 20_000, maxPrice: 40_000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.salePrice >= 20_000 && card.salePrice <= 40_000)).toBe(true);
    const refused = await api.gql<ListData>(LIST, { data: { minPrice: 50_000, maxPrice: 10_000 } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minPrice' });
  });

  it('lists only the ids asked for (the recently viewed strip)', async () => {
    const [first, second] = await all({ limit: 2 });
    const cards = await all({ ids: [second!.id, first!.id] });
    expect(cards.map((card) => card.id).sort()).toEqual([first!.id, second!.id].sort());
  });
});
