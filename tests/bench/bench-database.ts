import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../../backend/src/config';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../backend/src/db/embedded-postgres';
import { migrateUp } from '../../backend/src/db/migrate';
import { initOrm } from '../../backend/src/db/orm';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { benchPort } from './ports';

export interface BenchDatabase {
  dataDir: string;
  database: EmbeddedPostgresHandle;
  config: Config;
  orm: MikroORM;
}

/**
 * A bench server's database: embedded Postgres in a temporary DATA_DIR (its port inside
 * BENCH_PORT_RANGE), production settings with logging off, the pool as the server sizes it
 * (backend/src/main.ts), migrated and seeded with the demo shop.
 */
export async function startBenchDatabase(dataDirPrefix: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await benchPort() });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SERVE_FRONTEND: 'false',
    SEED_ON_START: 'false',
    UNIVERSITY_ID: '1',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
  });
  const orm = await initOrm(database.url, { pool: { max: config.DATABASE_POOL_SIZE } });
  await migrateUp(orm);
  await seedDemo(orm.em.fork(), { universityId: 1 });
  return { dataDir, database, config, orm };
}
