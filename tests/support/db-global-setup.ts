import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../backend/src/db/embedded-postgres';
import { migrateUp } from '../../backend/src/db/migrate';
import { initOrm } from '../../backend/src/db/orm';
import { freePort } from './free-port';
import { removeDataDir } from './temp-data';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to the test server's maintenance database, for CREATE/DROP DATABASE. */
    testDbAdminUrl: string;
    /** A migrated database that createTestDatabase() clones. */
    testDbTemplate: string;
  }
}

/**
 * One Postgres for the whole run: TEST_DATABASE_URL when set (its database is used only for
 * CREATE/DROP DATABASE), otherwise an embedded server in a temp folder on a free port.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let tempDir: string | undefined;
  let server: EmbeddedPostgresHandle | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(join(tmpdir(), 'campus-shop-test-'));
    try {
      server = await startEmbeddedPostgres({
        dataDir: join(tempDir, 'pg'),
        port: await freePort(),
        databaseName: 'postgres',
        durable: false,
      });
    } catch (error) {
      await removeDataDir(join(tempDir, 'pg'), tempDir);
      throw error;
    }
    adminUrl = server.url;
  }

  const template = uniqueDatabaseName('template');
  const cleanUp = async () => {
    try {
      if (server) await server.stop();
      else if (adminUrl) await dropDatabase(adminUrl, template);
    } finally {
      if (tempDir) await removeDataDir(join(tempDir, 'pg'), tempDir);
    }
  };

  try {
    await createDatabase(adminUrl, template);
    const orm = await initOrm(databaseUrl(adminUrl, template));
    try {
      await migrateUp(orm);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
      await orm.close(true);
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }

  project.provide('testDbAdminUrl', adminUrl);
  project.provide('testDbTemplate', template);
  return cleanUp;
}
