import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase, type OpenedDatabase } from './database';
import { migrateUp } from './migrate';
import { initOrm } from './orm';

// Database chores from the command line (npm run db:*). Reads the environment directly so it
// works before, and independently of, the app's full configuration.

const USAGE = `usage: cli.ts <command>
  migrate                   apply pending migrations
  create-migration [name]   write a migration for the difference between entities and database
  seed                      migrate, then load the demo data for UNIVERSITY_ID (plus SEED_BULK_PRODUCTS products, SEED_BULK_ORDER_LINES order lines)
  reset                     drop everything, migrate, seed (refused when NODE_ENV=production)`;

function readEnv() {
  const universityId = Number.parseInt(process.env.UNIVERSITY_ID ?? '1', 10);
  const embeddedPort = Number.parseInt(process.env.EMBEDDED_PG_PORT ?? '54329', 10);
  if (!Number.isInteger(universityId) || universityId < 1) throw new Error('UNIVERSITY_ID must be a positive integer');
  if (!Number.isInteger(embeddedPort) || embeddedPort < 1) throw new Error('EMBEDDED_PG_PORT must be a port number');
  const bulkProducts = Number.parseInt(process.env.SEED_BULK_PRODUCTS || '0', 10);
  if (!Number.isInteger(bulkProducts) || bulkProducts < 0) throw new Error('SEED_BULK_PRODUCTS must be 0 or more');
  const bulkOrderLines = Number.parseInt(process.env.SEED_BULK_ORDER_LINES || '0', 10);
  if (!Number.isInteger(bulkOrderLines) || bulkOrderLines < 0) throw new Error('SEED_BULK_ORDER_LINES must be 0 or more');
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || '.data',
    embeddedPort,
    universityId,
    bulkProducts,
    bulkOrderLines,
  };
}

async function withOrm<T>(run: (orm: MikroORM) => Promise<T>): Promise<T> {
  const env = readEnv();
  const database: OpenedDatabase = await openDatabase(env);
  try {
    const orm = await initOrm(database.url);
    try {
      return await run(orm);
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

async function migrate(orm: MikroORM): Promise<void> {
  const applied = await migrateUp(orm);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
}

async function seed(orm: MikroORM): Promise<void> {
  // Imported lazily so migrate and create-migration never load the demo catalogue.
  const { seedDemo } = await import('./seeders/demo.seeder');
  const { universityId } = readEnv();
  const { seeded } = await seedDemo(orm.em.fork(), { universityId, campaigns: true });
  const { seedBulkCatalogue } = await import('./seeders/bulk-catalogue');
  const bulk = await seedBulkCatalogue(orm.em.fork(), { universityId, products: readEnv().bulkProducts });
  if (bulk.inserted > 0) console.log(`seeded ${bulk.inserted} bulk products (SEED_BULK_PRODUCTS)`);
  const { seedBulkOrderLines } = await import('./seeders/bulk-order-lines');
  const lines = await seedBulkOrderLines(orm.em.fork(), { universityId, lines: readEnv().bulkOrderLines });
  if (lines.inserted > 0) console.log(`seeded ${lines.inserted} bulk order lines (SEED_BULK_ORDER_LINES)`);
  console.log(
    seeded
      ? `seeded demo data for university ${universityId}`
      : `university ${universityId} already has its data; nothing seeded`,
  );
}

async function createMigration(orm: MikroORM, name: string | undefined): Promise<void> {
  // The diff is taken against the live schema, so it must include every existing migration.
  await migrate(orm);
  const result = await orm.migrator.create(undefined, false, false, name);
  if (!result.diff.up.length) {
    console.log('entities and database already match; no migration written');
    return;
  }
  console.log(`wrote ${result.fileName}`);
}

async function reset(orm: MikroORM): Promise<void> {
  // A fresh schema removes tables the entities no longer know, which schema.drop() would miss.
  await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  console.log('dropped all tables');
  await migrate(orm);
  await seed(orm);
}

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  switch (command) {
    case 'migrate':
      await withOrm(migrate);
      return 0;
    case 'create-migration':
      await withOrm((orm) => createMigration(orm, arg));
      return 0;
    case 'seed':
      await withOrm(async (orm) => {
        await migrate(orm);
        await seed(orm);
      });
      return 0;
    case 'reset':
      if (process.env.NODE_ENV === 'production') {
        console.error('reset refuses to run with NODE_ENV=production');
        return 1;
      }
      await withOrm(reset);
      return 0;
    default:
      console.error(USAGE);
      return command ? 1 : 0;
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
