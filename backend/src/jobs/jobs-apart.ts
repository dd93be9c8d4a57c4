import { createAdapters } from '../adapters';
import type { Config } from '../config';
import { migrateUp } from '../db/migrate';
import { initOrm } from '../db/orm';
import { withStartupLock } from '../db/startup-lock';
import type { Logger } from '../logger';
import type { Cleanup } from '../process-lifecycle';
import { startJobs } from './runner';

export interface JobsApartOptions {
  config: Config;
  /** The shop's database: DATABASE_URL, or the embedded one the API process started. */
  databaseUrl: string;
  logger: Logger;
  /** Each step's cleanup is pushed as it starts; run in reverse they stop the queues, then the ORM. */
  cleanups: Cleanup[];
  /** The jobs-only process migrates (whichever process starts first does); the jobs thread's API already has. */
  migrate: boolean;
  /** With PAYMENT_DRIVER=sandbox, where the API process serves the sandbox's PortOne REST API. */
  sandboxBaseUrl?: string;
}

/**
 * The job queues on an event loop of their own (docs/decisions/0074, 0081): what the jobs-only
 * process (worker.ts) and the API's jobs thread (jobs-thread-main.ts) both run. Everything is
 * their own: an ORM and its pool on the shop's database, the adapters, pg-boss. What the jobs
 * change reaches the API as another database client's writes do (its caches expire within
 * CATALOGUE_TTL_MS), exactly as with several instances.
 */
export async function startJobsApart(options: JobsApartOptions): Promise<void> {
  const { config, databaseUrl, logger, cleanups } = options;
  const orm = await initOrm(databaseUrl, { pool: { max: config.DATABASE_POOL_SIZE } });
  cleanups.push({ name: 'orm', run: () => orm.close() });
  if (options.migrate) {
    await withStartupLock(databaseUrl, async () => {
      const applied = await migrateUp(orm);
      if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
    });
  }
  const jobs = await startJobs({ orm, config, adapters: createAdapters(config, logger, options.sandboxBaseUrl), logger });
  cleanups.push({ name: 'jobs', run: jobs.stop, limitMs: 5_000 });
}
