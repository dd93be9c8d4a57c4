// A field added to the SDL answers in mock mode before anyone writes its store code: these tests
// extend a copy of the contract (a new type, new fields on Query, Mutation and Product) and query
// it through the same createMockApi every consumer uses, without touching mocks/store.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_NOW } from '../factories/clock';
import { loadScenario } from '../scenarios';
import { createMockApi } from '../schema';
import { DEMO_TOKEN, HANGUL } from '../store/testing';
import { TYPE_DEFS } from './lookbook-sdl';

const LOOKBOOK = /* GraphQL */ `
  query Lookbook($id: Int!) {
    lookbook(id: $id) {
      id title description goalCount orderedCount price status createdAt updatedAt endsAt organizerName milestones
      products { id name price salePrice isSoldOut discountRate deliveryTemplate { id deliveryFee createdAt } }
    }
  }
`;

const api = () => createMockApi(loadScenario('standard'), { typeDefs: TYPE_DEFS, clock: () => MOCK_NOW });

interface LookbookData {
  lookbook: {
    id: number;
    title: string;
    description: string;
    goalCount: number;
    orderedCount: number;
    price: number;
    status: string;
    createdAt: string;
    updatedAt: string;
    endsAt: string;
    organizerName: string;
    milestones: string[];
    products: { id: number; name: string; price: number; salePrice: number; isSoldOut: boolean; discountRate: number }[];
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a field the store does not know', () => {
  it('answers a new query with typed, plausible Korean data', async () => {
    const result = await api().execute<LookbookData>(LOOKBOOK, { id: 7 });
    expect(result.errors).toBeUndefined();
    const lookbook = result.data?.lookbook;
    if (!lookbook) throw new Error('no lookbook');
    expect(lookbook.title).toMatch(HANGUL);
    expect(lookbook.description).toMatch(HANGUL);
    expect(lookbook.organizerName).toMatch(/^[가-힣]{2,5}$/);
    expect(Number.isInteger(lookbook.price) && lookbook.price > 0 && lookbook.price % 1000 === 0).toBe(true);
    expect(['OPEN', 'CLOSED', 'DELIVERED']).toContain(lookbook.status);
    expect(Date.parse(lookbook.createdAt)).toBeLessThan(Date.parse(lookbook.updatedAt));
    expect(Date.parse(lookbook.updatedAt)).toBeLessThan(Date.parse(lookbook.endsAt));
    expect(Date.parse(lookbook.createdAt)).toBeLessThan(MOCK_NOW.getTime());
    const milestones = lookbook.milestones.map((instant) => Date.parse(instant));
    expect(milestones).toEqual([...milestones].sort((a, b) => b - a));
    expect(lookbook.products.length).toBeGreaterThanOrEqual(2);
    expect(lookbook.products.length).toBeLessThanOrEqual(5);
    for (const product of lookbook.products) {
      expect(product.name).toMatch(HANGUL);
      expect(product.salePrice).toBeLessThanOrEqual(product.price);
      expect(product.price % 1000).toBe(0);
    }
    expect(new Set(lookbook.products.map((product) => product.id)).size).toBe(lookbook.products.length);
  });

  it('answers the same data on every run, in any order of fields, whatever was asked before', async () => {
    const first = await api().execute<LookbookData>(LOOKBOOK, { id: 7 });
    const other = api();
    await other.execute('{ lookbooks { title price products { name } } }');
    const reordered = await other.execute<{ lookbook: { price: number; title: string; products: { name: string }[] } }>(
      '{ lookbook(id: 7) { products { name } price title } }',
    );
    expect(reordered.data?.lookbook).toEqual({
      products: first.data?.lookbook.products.map((product) => ({ name: product.name })),
      price: first.data?.lookbook.price,
      title: first.data?.lookbook.title,
    });
    const another = await other.execute<LookbookData>(LOOKBOOK, { id: 8 });
    const pick = (data: LookbookData | null | undefined) => ({ title: data?.lookbook.title, price: data?.lookbook.price });
    expect(pick(another.data)).not.toEqual(pick(first.data));
  });

  it('adds a new field to the store’s own rows and keeps what the store answers', async () => {
    const mockApi = api();
    const result = await mockApi.execute<{
      product: { id: number; name: string; price: number; fitChart: { size: string; chest: number }[]; lookbook: { title: string } };
    }>('{ product(id: 24) { id name price fitChart { size chest } lookbook { title } } }');
    expect(result.errors).toBeUndefined();
    const stored = mockApi.scenario.catalogue.products.find((product) => product.id === 24);
    expect(result.data?.product).toMatchObject({ id: 24, name: stored?.name, price: stored?.price });
    expect(result.data?.product.fitChart.length).toBeGreaterThanOrEqual(2);
    for (const row of result.data?.product.fitChart ?? []) {
      expect(['S', 'M', 'L', 'XL']).toContain(row.size);
      expect(row.chest).toBeGreaterThan(0);
    }
    expect(result.data?.product.lookbook.title).toMatch(HANGUL);
  });

  it('answers a mutation the store does not implement with a typed result, changes nothing and warns once per field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mockApi = api();
    const before = JSON.stringify(mockApi.db.state);
    const schemaMocked = new Set<string>();
    const mutation = 'mutation Join($id: Int!) { joinLookbook(id: $id) { id title goalCount endsAt } }';
    const first = await mockApi.execute<{ joinLookbook: { id: number; title: string } }>(mutation, { id: 3 }, { token: DEMO_TOKEN, schemaMocked });
    const second = await mockApi.execute(mutation, { id: 3 }, { token: DEMO_TOKEN });
    expect(first.errors).toBeUndefined();
    expect(first.data?.joinLookbook.title).toMatch(HANGUL);
    expect(second.data).toEqual(first.data);
    expect(JSON.stringify(mockApi.db.state)).toBe(before);
    expect([...schemaMocked]).toEqual(['Mutation.joinLookbook']);
    const warnings = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('Mutation.joinLookbook'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('changes nothing');
  });

  it('still refuses like the backend where the store answers', async () => {
    const result = await api().execute('{ me { id lookbooks: orders(page: 1) { total } } }', null, { token: null });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ me: null });
    const refused = await api().execute('mutation { createCart(data: { productId: 24, count: 1 }) { id } }', null, { token: null });
    expect(refused.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
