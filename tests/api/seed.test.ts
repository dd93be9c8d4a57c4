// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointTypeCode } from '../../domain/reference/reference';
import { buildStandardCatalogue, demoMember, adminMember, members } from '../../mocks/scenarios/standard';
import { renderStaticAssets } from '../../backend/src/db/seeders/images/static-assets';
import { staticDir } from '../../backend/src/db/seeders/images/write-static';
import { isSeeded, seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const UNIVERSITY_ID = 1;

// Every table the seeder writes; the re-run test compares their row counts.
const SEEDED_TABLES = [
  'university', 'ad', 'user_type', 'country_dialing_code', 'point_type', 'order_delivery_company',
  'review_type', 'review_option', 'review_option_detail', 'product_category', 'delivery_template',
  'product', 'product_detail', 'product_tag', 'product_option', 'product_option_detail',
  'product_option_input', 'product_category_tagged', 'product_group_delivery', 'user',
  'user_config', 'user_delivery', 'point',
];

let db: TestDatabase;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  db.orm.em.getConnection().execute<T[]>(query, params);

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await sql<{ count: string }>(`select count(*) from "${table}"`);
    counts[table] = Number(row?.count);
  }
  return counts;
}

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('seedDemo', () => {
  it('isSeeded is false on an empty database and true after seeding', async () => {
    expect(await isSeeded(db.orm.em.fork(), UNIVERSITY_ID)).toBe(false);
    await expect(seedDemo(db.orm.em.fork(), { universityId: UNIVERSITY_ID, now: NOW })).resolves.toEqual({ seeded: true });
    expect(await isSeeded(db.orm.em.fork(), UNIVERSITY_ID)).toBe(true);
  });

  it('creates at least 30 products of all three types', async () => {
    const rows = await sql<{ product_type: string; count: string }>(
      'select product_type, count(*) from product where university_id = ? group by product_type',
      [UNIVERSITY_ID],
    );
    const byType = Object.fromEntries(rows.map((row) => [row.product_type, Number(row.count)]));
    expect(Object.keys(byType).sort()).toEqual(['GROUPORDER', 'SINGLEFREE', 'SINGLEORDER']);
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(30);
  });

  it('creates the promoted categories 75, 71, 72, 74 with sub categories, plus group categories', async () => {
    const [university] = await sql<{ promoted_categories: { categoryId: number }[] }>(
      'select promoted_categories from university where id = ?',
      [UNIVERSITY_ID],
    );
    expect(university?.promoted_categories.map((promoted) => promoted.categoryId)).toEqual([75, 71, 72, 74]);
    for (const id of [75, 71, 72, 74]) {
      const [parent] = await sql<{ category_id: number | null; visible: boolean }>(
        'select category_id, visible from product_category where id = ?',
        [id],
      );
      expect(parent).toEqual({ category_id: null, visible: true });
      const children = await sql('select id from product_category where category_id = ?', [id]);
      expect(children.length).toBeGreaterThanOrEqual(2);
    }
    const groups = await sql('select id from product_category where is_group and university_id = ?', [UNIVERSITY_ID]);
    expect(groups.length).toBeGreaterThanOrEqual(3);
  });

  it('tags every product with a main and a sub category, and group products with a group category', async () => {
    const rows = await sql<{ id: number; product_type: string; main: number; sub: number; grp: number; pickup: number }>(
      `select p.id, p.product_type,
         count(*) filter (where c.category_id is null and not c.is_group) as main,
         count(*) filter (where c.category_id is not null) as sub,
         count(*) filter (where c.is_group) as grp,
         (select count(*) from product_group_delivery d where d.product_id = p.id and d.product_group_delivery_type = 'GROUP') as pickup
       from product p join product_category_tagged t on t.product_id = p.id join product_category c on c.id = t.product_category_id
       group by p.id`,
    );
    expect(rows.length).toBe(buildStandardCatalogue(NOW).products.length);
    for (const row of rows) {
      expect([Number(row.main), Number(row.sub)]).toEqual([1, 1]);
      const group = row.product_type === 'GROUPORDER' ? 1 : 0;
      expect([Number(row.grp), Number(row.pickup)]).toEqual([group, group]);
    }
  });

  it('creates delivery templates of all four fee types, quantity-based both per unit and by tiers', async () => {
    const rows = await sql<{ delivery_type: string; quantity: number; quantity_price2: number }>(
      'select delivery_type, quantity, quantity_price2 from delivery_template where university_id = ?',
      [UNIVERSITY_ID],
    );
    expect(new Set(rows.map((row) => row.delivery_type))).toEqual(new Set(['FREE', 'PAY', 'CONDITIONALFREE', 'BYQUANTITY']));
    const byQuantity = rows.filter((row) => row.delivery_type === 'BYQUANTITY');
    expect(byQuantity.some((row) => row.quantity > 0)).toBe(true);
    expect(byQuantity.some((row) => row.quantity === 0 && row.quantity_price2 > 0)).toBe(true);
  });

  it('has whole products sold out and sold-out combinations of products still in stock', async () => {
    const soldOut = await sql<{ id: number }>(
      `select p.id from product p where p.count = 0
         and not exists (select 1 from product_option_detail d where d.product_id = p.id and d.count > 0)`,
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    const partly = await sql<{ id: number }>(
      `select p.id from product p
         where exists (select 1 from product_option_detail d where d.product_id = p.id and d.count = 0)
           and exists (select 1 from product_option_detail d where d.product_id = p.id and d.count > 0)`,
    );
    expect(partly.length).toBeGreaterThanOrEqual(1);
    // A product's own count is the sum of its combinations, so list pages agree with detail pages.
    const mismatched = await sql(
      `select p.id from product p join product_option_detail d on d.product_id = p.id
         group by p.id having p.count <> sum(d.count)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('places sale windows in the past, around now and in the future of the seed time', async () => {
    const [row] = await sql<{ past: string; current: string; future: string; open: string }>(
      `select count(*) filter (where sale_ended_at < ?) as past,
              count(*) filter (where sale_started_at <= ? and sale_ended_at >= ?) as current,
              count(*) filter (where sale_started_at > ?) as future,
              count(*) filter (where sale_started_at is null and sale_ended_at is null) as open
       from product`,
      [NOW, NOW, NOW, NOW],
    );
    expect(Number(row?.past)).toBeGreaterThanOrEqual(1);
    expect(Number(row?.current)).toBeGreaterThanOrEqual(1);
    expect(Number(row?.future)).toBeGreaterThanOrEqual(1);
    expect(Number(row?.open)).toBeGreaterThanOrEqual(1);
    const [fast] = await sql<{ count: string }>(
      'select count(*) from product where fast_deliver_started_at <= ? and fast_deliver_ended_at >= ?',
      [NOW, NOW],
    );
    expect(Number(fast?.count)).toBeGreaterThanOrEqual(1);
  });

  it('stores member passwords as argon2id hashes that verify', async () => {
    const rows = await sql<{ email: string; password_hash: string; authority: number }>(
      'select email, password_hash, authority from "user" order by id',
    );
    const demo = rows.find((row) => row.email === demoMember.email);
    const admin = rows.find((row) => row.email === adminMember.email);
    expect(demo?.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(demo!.password_hash, demoMember.password)).toBe(true);
    expect(await argon2.verify(demo!.password_hash, 'wrong-password1')).toBe(false);
    expect(await argon2.verify(admin!.password_hash, adminMember.password)).toBe(true);
    expect([demo?.authority, admin?.authority]).toEqual([0, 3]);
  });

  it('gives the demo member a sign-up point and a saved delivery address, and every seeded member a config', async () => {
    const points = await sql<{ status: string; value: number; remaining: number; code: string; expired_at: Date }>(
      `select p.status, p.value, p.remaining, t.code, p.expired_at from point p
         join point_type t on t.id = p.point_type_id join "user" u on u.id = p.user_id where u.email = ?`,
      [demoMember.email],
    );
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ status: 'GAIN', value: 1000, remaining: 1000, code: PointTypeCode.SIGNUP });
    const expiresInDays = (new Date(points[0]!.expired_at).getTime() - NOW.getTime()) / 86_400_000;
    expect(expiresInDays).toBe(365);
    const deliveries = await sql('select d.id from user_delivery d join "user" u on u.id = d.user_id where u.email = ?', [demoMember.email]);
    expect(deliveries).toHaveLength(1);
    const configs = await sql('select c.id from user_config c join "user" u on u.id = c.user_id');
    expect(configs).toHaveLength(members.length);
  });

  it('changes nothing when run a second time', async () => {
    const before = await tableCounts();
    const [stamp] = await sql<{ max: Date }>('select max(updated_at) from product');
    await expect(seedDemo(db.orm.em.fork(), { universityId: UNIVERSITY_ID, now: new Date() })).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
    const [after] = await sql<{ max: Date }>('select max(updated_at) from product');
    expect(after?.max).toEqual(stamp?.max);
  });

  it('leaves the id sequences past the seeded ids so that ordinary inserts work', async () => {
    const [maxProduct] = await sql<{ max: number }>('select max(id) from product');
    const [inserted] = await sql<{ id: number }>(
      `insert into product (university_id, product_type, delivery_template_id, name, description, price, sale_price, image, code)
       values (?, 'SINGLEFREE', 1, '새 상품', '설명', 10000, 9000, '/static/products/new.svg', 'HB-NEW-1') returning id`,
      [UNIVERSITY_ID],
    );
    expect(inserted!.id).toBeGreaterThan(maxProduct!.max);
    for (const table of ['product_category', 'product_option_detail', 'user', 'review_option_detail']) {
      const [max] = await sql<{ max: number }>(`select max(id) from "${table}"`);
      const [next] = await sql<{ next: string }>(`select nextval(pg_get_serial_sequence('"${table}"', 'id')) as next`);
      expect(Number(next!.next)).toBeGreaterThan(max!.max);
    }
  });

  it('refuses a tenant id the standard scenario does not describe', async () => {
    await expect(seedDemo(db.orm.em.fork(), { universityId: 2 })).rejects.toThrow(/university 1/);
  });
});

describe('generated static images', () => {
  it('exist for every image url of the catalogue and match the renderer', async () => {
    const assets = renderStaticAssets(buildStandardCatalogue(NOW));
    expect(assets.size).toBeGreaterThan(30);
    let total = 0;
    for (const [relative, content] of assets) {
      const onDisk = await readFile(join(staticDir, relative), 'utf8').catch(() => null);
      expect(onDisk, `${relative} is stale; run node --import tsx backend/src/db/seeders/images/write-static.ts`).toBe(content);
      total += content.length;
    }
    expect(total).toBeLessThan(300_000);
  });
});
