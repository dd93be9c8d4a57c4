import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A realistic-size catalogue for the console's speed goal (issue 15: the first screen in under 1 s
 * with 2,000 products and 20,000 option combinations): `products` products after the demo shop's,
 * each with two axes (5 colours x 2 sizes = 10 combinations), spread over the demo categories and
 * a year of creation dates, some sold out, some hidden. Set-based SQL (generate_series), so 2,000
 * products load in seconds; idempotent by product code.
 */
export const BULK_COLOURS = ['블랙', '네이비', '그레이', '크림', '버건디'] as const;
export const BULK_SIZES = ['M', 'L'] as const;
export const BULK_COMBINATIONS_PER_PRODUCT = BULK_COLOURS.length * BULK_SIZES.length;

export interface BulkCatalogueResult {
  /** Products inserted now (0 when the bulk catalogue was already there). */
  inserted: number;
}

export async function seedBulkCatalogue(em: EntityManager, options: { universityId: number; products: number }): Promise<BulkCatalogueResult> {
  const total = Math.max(0, Math.floor(options.products));
  if (total === 0) return { inserted: 0 };
  const result = await em.transactional(async (tx): Promise<BulkCatalogueResult> => {
    const connection = tx.getConnection();
    const [existing] = await connection.execute<{ count: string }[]>(
      `select count(*) from product where university_id = ? and code like 'BULK-%'`,
      [options.universityId],
    );
    if (Number(existing?.count ?? 0) >= total) return { inserted: 0 };
    const [template] = await connection.execute<{ id: number }[]>(
      'select id from delivery_template where university_id = ? order by id limit 1',
      [options.universityId],
    );
    const [image] = await connection.execute<{ image: string }[]>('select image from product where university_id = ? order by id limit 1', [options.universityId]);
    if (!template) throw new Error(`university ${options.universityId} has no delivery template: seed the demo shop first`);
    const from = Number(existing?.count ?? 0) + 1;
    const products = await connection.execute<{ id: number; n: number }[]>(
      `insert into product (university_id, product_type, product_visible, delivery_template_id, name, description, price, sale_price,
                            count, image, code, sale_started_at, sale_ended_at, created_at, updated_at)
       select ?, (array['SINGLEFREE','SINGLEORDER','GROUPORDER'])[1 + n % 3], case when n % 25 = 0 then 2 else 0 end, ?,
              '한빛 ' || (array['맨투맨','후드티','과잠','플리스','코치자켓'])[1 + n % 5] || ' ' || lpad(n::text, 4, '0'),
              '대량 시드 상품 ' || n, 30000 + (n % 40) * 1000, 30000 + (n % 40) * 1000 - (n % 4) * 2000,
              0, ?, 'BULK-' || lpad(n::text, 5, '0'),
              case when n % 3 = 1 then now() - interval '10 days' else null end,
              case when n % 3 = 1 then now() + (n % 30) * interval '1 day' else null end,
              now() - (n % 365) * interval '1 day', now()
         from generate_series(?::int, ?::int) as n
       returning id, substring(code from 6)::int as n`,
      [options.universityId, template.id, image?.image ?? '/static/products/placeholder.jpg', from, total],
    );
    const ids = products.map((row) => row.id);
    await connection.execute(
      `insert into product_option (product_id, key, value, position)
       select id, axis.key, axis.value, axis.position
         from unnest(?::int[]) as id
        cross join (values ('색상', ?, 0), ('사이즈', ?, 1)) as axis(key, value, position)`,
      [pgArray(ids), BULK_COLOURS.join(','), BULK_SIZES.join(',')],
    );
    await connection.execute(
      `insert into product_option_detail (product_id, option0, option1, price, count)
       select id, colour, size, case when size = 'L' then 1000 else 0 end,
              case when (id + ordinality) % 7 = 0 then 0 else ((id + ordinality) % 5) * 6 end
         from unnest(?::int[]) as id
        cross join unnest(?::text[], ?::text[]) with ordinality as combo(colour, size, ordinality)`,
      [pgArray(ids), ...combinations().map(pgArray)],
    );
    await connection.execute(
      `insert into product_category_tagged (product_id, product_category_id)
       select p.id, c.ids[1 + p.id % array_length(c.ids, 1)]
         from unnest(?::int[]) as p(id)
        cross join (select array_agg(id order by id) as ids from product_category where university_id = ?) as c
        where c.ids is not null`,
      [pgArray(ids), options.universityId],
    );
    return { inserted: ids.length };
  });
  // Fresh statistics, as after any bulk load: until autovacuum gets to it the planner would take
  // the tables for nearly empty and choose nested loops over 20,000 rows (1.8 s instead of 17 ms).
  if (result.inserted > 0) await em.getConnection().execute('analyze product, product_option, product_option_detail, product_category_tagged');
  return result;
}

function combinations(): [string[], string[]] {
  const colours: string[] = [];
  const sizes: string[] = [];
  for (const colour of BULK_COLOURS) {
    for (const size of BULK_SIZES) {
      colours.push(colour);
      sizes.push(size);
    }
  }
  return [colours, sizes];
}

/** An array literal for a `?::type[]` parameter (the driver would expand a JS array into a list). */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
