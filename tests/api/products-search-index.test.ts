// @vitest-environment node
// The search reads the trigram index, at a catalogue size where an index matters (ADR 0058).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSort } from '../../domain/enums';
import { refreshProductSearchKeys } from '../../backend/src/modules/catalog/product-search-keys';
import { listSqlForExplain, searchFilter } from '../../backend/src/modules/catalog/product-list.service';
import { startTestApi, type TestApi } from '../support/api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  // The demo shop copied 60 times under other names, so that reading every product costs more
  // than asking the index (a dozen products would rightly be scanned).
  await em.execute(`insert into product (university_id, product_type, product_visible, delivery_template_id, name, description,
      price, sale_price, count, image, code, created_at, updated_at)
    select p.university_id, p.product_type, p.product_visible, p.delivery_template_id, '채움 상품 ' || g || '-' || p.id, p.description,
      p.price, p.sale_price, p.count, p.image, 'FILL-' || g || '-' || p.id, p.created_at, p.updated_at
    from product p cross join generate_series(1, 60) g`);
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), 'unkeyed');
  await em.execute('analyze product');
});
afterAll(() => api?.close());

async function plan(sql: string, params: unknown[]): Promise<string> {
  return api.orm.em.fork().transactional(async (tx) => {
    // At 2,000 products a scan is about as cheap as the index; forbidding it shows that the
    // search's conditions are ones the trigram index answers.
    await tx.execute('set local enable_seqscan = off');
    const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the search index', () => {
  it.each(['과잠', '맨투멘', 'ㄱㅈㅍ', 'coop'])('answers the conditions of %s from the trigram index', async (q) => {
    const search = searchFilter(q);
    expect(search.conditions.length).toBeGreaterThan(0);
    expect(await plan(`select p.id from product p where ${search.conditions.join(' and ')}`, search.params)).toMatch(
      /Bitmap Index Scan on product_search_(text|jamo|initials)_trgm_index/,
    );
  });

  it.each(['후드 2026', 'coop'])('runs the list statement of %s through the trigram index', async (q) => {
    const statement = listSqlForExplain({ universityId: 1, q }, ProductSort.NEWEST);
    const text = await plan(statement.sql, statement.params);
    expect(text).toMatch(/Bitmap Index Scan on product_search_(text|jamo|initials)_trgm_index/);
    expect(text).not.toMatch(/Scan (using \w+ )?on product p_\d[^\n]*\n[^\n]*Index Cond: \(university_id = 1\)\n[^\n]*Filter: [^\n]*search_/);
  });
});
