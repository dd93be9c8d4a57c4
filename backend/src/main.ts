import { createServer, type Server } from 'node:http';
import { createAdapters } from './adapters';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateUp } from './db/migrate';
import { initOrm } from './db/orm';
import { withStartupLock } from './db/startup-lock';
import { seedBulkCatalogue } from './db/seeders/bulk-catalogue';
import { seedBulkOrderLines } from './db/seeders/bulk-order-lines';
import { seedPickupDemo } from './db/seeders/seed-pickup';
import { isSeeded, seedDemo } from './db/seeders/demo.seeder';
import { JOBS_THREAD_STOP_MS, startJobsThread } from './jobs/jobs-thread';
import { startJobs } from './jobs/runner';
import { gracefulServer } from './http/graceful-close';
import { listenSandboxLoopback } from './http/sandbox-loopback';
import { createLogger } from './logger';
import { loadConfigOrExit, shutdownHandler, type Cleanup } from './process-lifecycle';
import { createApp, type App } from './server';

const HTTP_DRAIN_MS = 5_000;

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const cleanups: Cleanup[] = [];
  const shutdown = shutdownHandler(cleanups, logger);
  // Registered before the slow steps, so Ctrl-C during start-up still stops embedded Postgres.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }

  try {
    const database = await openDatabase(
      { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, embeddedPort: config.EMBEDDED_PG_PORT },
      { onLog: (line) => logger.debug({ component: 'postgres' }, line) },
    );
    // Fast shutdown ends whatever sessions are left; its own stop() escalates to SIGKILL later still.
    cleanups.push({ name: 'database', run: database.stop, limitMs: 5_000 });
    logger.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'using DATABASE_URL');

    const orm = await initOrm(database.url, { pool: { max: config.DATABASE_POOL_SIZE } });
    cleanups.push({ name: 'orm', run: () => orm.close() });
    await withStartupLock(database.url, async () => {
      const applied = await migrateUp(orm);
      if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
      if (config.SEED_ON_START) {
        const em = orm.em.fork();
        if (!(await isSeeded(em, config.UNIVERSITY_ID))) {
          await seedDemo(em, { universityId: config.UNIVERSITY_ID, campaigns: true });
          logger.info({ universityId: config.UNIVERSITY_ID }, 'demo data seeded');
        }
        const bulk = await seedBulkCatalogue(orm.em.fork(), { universityId: config.UNIVERSITY_ID, products: config.SEED_BULK_PRODUCTS });
        if (bulk.inserted > 0) logger.info({ products: bulk.inserted }, 'bulk catalogue seeded');
        const lines = await seedBulkOrderLines(orm.em.fork(), { universityId: config.UNIVERSITY_ID, lines: config.SEED_BULK_ORDER_LINES });
        if (lines.inserted > 0) logger.info({ lines: lines.inserted }, 'bulk order lines seeded');
        if (config.SEED_PICKUP_DEMO && (await seedPickupDemo(orm.em.fork(), { universityId: config.UNIVERSITY_ID })).inserted) logger.info('pickup demo order seeded');
      }
    });

    // The app needs the adapters and the loopback serves the app: bound once both exist.
    const served: { handler?: App['handler'] } = {};
    let sandboxBaseUrl: string | undefined;
    if (config.PAYMENT_DRIVER === 'sandbox') {
      const loopback = await listenSandboxLoopback((req, res) => served.handler?.(req, res));
      sandboxBaseUrl = loopback.baseUrl;
      cleanups.push({ name: 'sandbox loopback', run: loopback.close });
    }
    const adapters = createAdapters(config, logger, sandboxBaseUrl);
    const app = createApp({ orm, config, logger, adapters });
    served.handler = app.handler;
    cleanups.push({ name: 'app', run: app.close });
    // Stopped first on shutdown (cleanups run in reverse), while the database and the sandbox
    // loopback are still there.
    if (config.JOBS_ENABLED && config.JOBS_RUNNER === 'thread') {
      const jobs = await startJobsThread({ config, databaseUrl: database.url, sandboxBaseUrl, logger });
      cleanups.push({ name: 'jobs thread', run: jobs.stop, limitMs: JOBS_THREAD_STOP_MS });
    } else if (config.JOBS_ENABLED) {
      const jobs = await startJobs({ orm, config, adapters, logger });
      cleanups.push({ name: 'jobs', run: jobs.stop, limitMs: 5_000 });
    }
    const server = createServer(app.handler);
    const graceful = gracefulServer(server, { forceAfterMs: HTTP_DRAIN_MS });
    await listen(server, config);
    cleanups.push({ name: 'http', run: graceful.close, limitMs: HTTP_DRAIN_MS + 1_000 });
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    logger.info(`Shop and API listening on http://${shownHost}:${config.PORT} (GraphQL at /api)`);
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await shutdown('start-up failed');
    process.exit(1);
  }
}

await main();
