// @vitest-environment node
// The bulk catalogue knob (SEED_BULK_PRODUCTS): products with 10 combinations each after the demo
// shop, once, readable by the shop like any other product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COMBINATIONS_PER_PRODUCT, seedBulkCatalogue } from '../../backend/src/db/seeders/bulk-catalogue';
import { count } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { operationDocument } from '../support/catalog-operations';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('seedBulkCatalogue', () => {
  it('adds the products with every combination and a category, once', async () => {
    const products = await count(api, 'product');
    const combinations = await count(api, 'product_option_detail');
    expect(await seedBulkCatalogue(api.orm.em.fork(), { universityId: 1, products: 30 })).toEqual({ inserted: 30 });
    expect(await count(api, 'product')).toBe(products + 30);
    expect(await count(api, 'product_option_detail')).toBe(combinations + 30 * BULK_COMBINATIONS_PER_PRODUCT);
    expect(await count(api, 'product', "code like 'BULK-%' and not exists (select 1 from product_category_tagged t where t.product_id = product.id)")).toBe(0);
    expect(await seedBulkCatalogue(api.orm.em.fork(), { universityId: 1, products: 30 })).toEqual({ inserted: 0 });
    expect(await count(api, 'product')).toBe(products + 30);
  });

  it('serves a bulk product on the product page with its options', async () => {
    const [row] = await api.orm.em.fork().getConnection().execute<{ id: number }[]>("select id from product where code = 'BULK-00002'");
    const page = await api.gql<{ product: { productOptions: { key: string }[]; productOptionDetails: unknown[] } }>(operationDocument('ProductDetail'), { id: row!.id });
    expect(page.errors).toBeUndefined();
    expect(page.data!.product.productOptions.map((option) => option.key)).toEqual(['색상', '사이즈']);
    expect(page.data!.product.productOptionDetails).toHaveLength(BULK_COMBINATIONS_PER_PRODUCT);
  });
});
