import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildList,
  buildProduct,
  buildProductList,
  FACTORIES,
  FIRST_FACTORY_ID,
  resetFactories,
  seedMockData,
} from '.';
import { loadContractSchema, objectTypeNames, shapeProblems } from './schema-shape';

const schema = loadContractSchema();
const factoryEntries = Object.entries(FACTORIES) as Array<[string, (overrides?: object) => object]>;
// Random branches (statuses, pay methods, option sets) show up within a few builds.
const BUILDS_PER_TYPE = 12;

beforeEach(() => resetFactories());

describe('factories against the contract', () => {
  it('have one factory for every object type of the schema and none for anything else', () => {
    expect(Object.keys(FACTORIES).sort()).toEqual(objectTypeNames(schema));
  });

  it.each(factoryEntries)('build%s returns every field of its type with valid values', (typeName, build) => {
    const problems = Array.from({ length: BUILDS_PER_TYPE }, () => shapeProblems(schema, typeName, build())).flat();
    expect(problems).toEqual([]);
  });

  it('notices a missing field, a null in a non-null field, an unknown enum value and an extra key', () => {
    const { discountRate: _dropped, ...product } = buildProduct();
    const broken = { ...product, name: null, productType: 'RENTAL', colour: '네이비' };
    const problems = shapeProblems(schema, 'Product', broken).join('\n');
    expect(problems).toContain('Product.discountRate: null in a non-null field');
    expect(problems).toContain('Product.name: null in a non-null field');
    expect(problems).toContain('Product.productType: "RENTAL" is not a ProductType');
    expect(problems).toContain('Product.colour: not a field of Product');
  });
});

describe('seeded factories', () => {
  const buildAll = () => factoryEntries.map(([, build]) => build());

  it('give identical data after resetFactories', () => {
    const first = buildAll();
    resetFactories();
    expect(buildAll()).toEqual(first);
  });

  it('give identical data for the same seed and different data for another seed', () => {
    seedMockData(7);
    const seven = buildAll();
    seedMockData(7);
    expect(buildAll()).toEqual(seven);
    seedMockData(8);
    expect(buildAll()).not.toEqual(seven);
  });

  it('restart id sequences above every scenario id, one sequence per type', () => {
    const [a, b] = buildList(buildProduct, 2);
    expect([a?.id, b?.id]).toEqual([FIRST_FACTORY_ID, FIRST_FACTORY_ID + 1]);
    resetFactories();
    expect(buildProduct().id).toBe(FIRST_FACTORY_ID);
  });
});

describe('overrides', () => {
  it('win over built values and keep derived fields consistent with them', () => {
    const product = buildProduct({ id: 77, price: 49000, salePrice: 39000, productOptions: [] });
    expect(product).toMatchObject({ id: 77, price: 49000, salePrice: 39000, discountRate: 20 });
    expect(product.productOptionDetails).toEqual([]);
    expect(product.productDetail?.id).toBe(77);
    expect(product.productCategoryTaggeds.every((tagged) => tagged.productId === 77)).toBe(true);
  });

  it('ignore keys given as undefined instead of blanking a non-null field', () => {
    const product = buildProduct({ name: undefined });
    expect(typeof product.name).toBe('string');
    expect(product.name.length).toBeGreaterThan(0);
  });

  it('apply to every item of buildList', () => {
    const items = buildList(buildProduct, 3, { productType: 'SINGLEFREE' });
    expect(items.map((item) => item.productType)).toEqual(['SINGLEFREE', 'SINGLEFREE', 'SINGLEFREE']);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    expect(buildProductList({ items }).items).toBe(items);
  });
});
