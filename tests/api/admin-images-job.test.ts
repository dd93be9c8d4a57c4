// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/src/logger';
import { makeImageSizes } from '../../backend/src/jobs/image-sizes';
import { sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createProduct } from '../support/catalog-fixtures';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const deps = () => ({ orm: api.orm, config: api.config, adapters: api.adapters, logger: createLogger(api.config) });

describe('make-image-sizes', () => {
  it('measures every seeded product image in batches, then has nothing left to do', async () => {
    const seeded = await sql<{ count: number }>(
      api,
      `select count(distinct u)::int as count from product p, unnest(array[p.image, p.image2, p.image3]) u where u is not null`,
    );
    let made = 0;
    for (let run = 0; run < 20; run += 1) {
      const outcome = await makeImageSizes(deps(), 25);
      made += outcome.made;
      if (outcome.made === 0) break;
    }
    expect(made).toBe(seeded[0]!.count);
    const rows = await sql<{ width: number; height: number; variants: unknown[] }>(
      api,
      `select width, height, variants from image_rendition where source_url like '/static/products/%'`,
    );
    // The placeholders are 400 px vectors: measured, and no raster copies (they would be larger).
    expect(rows.length).toBe(made);
    expect(rows.every((row) => row.width === 400 && row.height === 400 && row.variants.length === 0)).toBe(true);
  });

  it('records an address the shop does not hold, so later runs skip it', async () => {
    const em = api.orm.em.fork();
    const product = await createProduct(em);
    await sql(api, `update product set image = 'https://cdn.elsewhere.example/a.jpg' where id = ?`, [product.id]);
    expect((await makeImageSizes(deps())).made).toBe(1);
    expect((await makeImageSizes(deps())).made).toBe(0);
  });
});
