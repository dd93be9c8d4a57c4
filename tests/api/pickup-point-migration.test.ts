// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261127034000_catalog_setup } from '../../backend/src/db/migrations/Migration20261127034000_catalog_setup';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// The migration's data step on a shop that already has group products: each pickup place they
// carry becomes one point of their university, and every GROUP delivery points at its place.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.orm.em.fork(), { universityId: 1 });
});
afterAll(() => database?.close());

describe('Migration20261127034000_catalog_setup', () => {
  it('makes one pickup point per place already in use and links the group products to it', async () => {
    const em = database.orm.em.fork();
    // As before the migration: places typed on each product, no point table rows, no links.
    await em.execute('update product_group_delivery set pickup_point_id = null');
    await em.execute('delete from pickup_point');
    await em.execute(`update product_group_delivery set tel = '042-999-0000' where id = (select min(id) from product_group_delivery)`);

    const migration = new Migration20261127034000_catalog_setup(em.getDriver() as ConstructorParameters<typeof Migration20261127034000_catalog_setup>[0], database.orm.config);
    await migration.up();
    const dataSteps = migration.getQueries().filter((query): query is string => typeof query === 'string' && /^(insert|update) /.test(query.trim()));
    expect(dataSteps).toHaveLength(2);
    for (const sql of dataSteps) await em.execute(sql);

    const points = await em.execute<{ id: number; tel: string; note: string }[]>('select id, tel, note from pickup_point order by id');
    // The seed's group products share one place; the one given another phone number is a place of its own.
    expect(points.map((point) => point.tel).sort()).toEqual(['042-123-4567', '042-999-0000']);
    const unlinked = await em.execute<{ count: string }[]>(
      `select count(*) from product_group_delivery d left join pickup_point p on p.id = d.pickup_point_id
       where d.product_group_delivery_type = 'GROUP' and (p.id is null or p.tel <> d.tel or p.name <> d.name or p.address <> d.address)`,
    );
    expect(Number(unlinked[0]!.count)).toBe(0);
  });
});
