// The mocked API's search, sort and price range run the same domain rules as the real list (ADR 0058).
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../schema';
import { dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

interface Card {
  id: number;
  name: string;
  salePrice: number;
  isSoldOut: boolean;
}
interface ProductPage {
  nextCursor: string | null;
  items: Card[];
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api, undefined, null);
});

async function all(data: Record<string, unknown>): Promise<Card[]> {
  const items: Card[] = [];
  let cursor: string | null = null;
  do {
    const next: ProductPage = dataOf(await run<{ products: ProductPage }>('ProductList', { data: { ...data, cursor, limit: 6 } }, null)).products;
    items.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return items;
}
const names = async (data: Record<string, unknown>) => (await all(data)).map((card) => card.name);

describe('mocked product search', () => {
  it('finds 과잠, 후드 and 맨투맨 like the real list', async () => {
    expect(await names({ q: '과잠' })).toEqual(expect.arrayContaining(['2026 경영학과 과잠', '한빛 클래식 과잠']));
    expect(await names({ q: '후드' })).toEqual(expect.arrayContaining(['한빛 로고 후드티', '한빛 로고 후드집업']));
    expect(await names({ q: '후드' })).not.toContain('한빛 로고 볼캡');
    expect(await names({ q: '맨투맨' })).toContain('한빛 로고 맨투맨');
  });

  it('forgives a typo and finds by 초성', async () => {
    expect(await names({ q: '맨투멘' })).toContain('한빛 로고 맨투맨');
    expect(await names({ q: 'ㄱㅈ' })).toEqual(expect.arrayContaining(['2026 디자인학과 과잠']));
    expect(await names({ q: '냉장고' })).toEqual([]);
  });

  it('sorts by price with sold-out products last, across pages', async () => {
    const cards = await all({ sort: 'PRICE_ASC' });
    const inStock = cards.filter((card) => !card.isSoldOut);
    expect(inStock.map((card) => card.salePrice)).toEqual([...inStock].map((card) => card.salePrice).sort((a, b) => a - b));
    expect(cards.slice(inStock.length).every((card) => card.isSoldOut)).toBe(true);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });

  it('refuses an upside-down price range with the same sentence as the API', async () => {
    const refusal = refusalOf(await run('ProductList', { data: { minPrice: 50_000, maxPrice: 10_000 } }, null));
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', message: '최저 가격이 최고 가격보다 높아요. 가격 범위를 다시 골라 주세요.' });
  });
});
