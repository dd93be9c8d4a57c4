import { createServer, type Server } from 'node:http';
import { createAdapters, type Adapters } from './adapters';
import { createPaymentGateway } from './adapters/payment';
import { loadConfig, ConfigError, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateUp } from './db/migrate';
import { initOrm } from './db/orm';
import { withStartupLock } from './db/startup-lock';
import { seedBulkCatalogue } from './db/seeders/bulk-catalogue';
import { seedBulkOrderLines } from './db/seeders/bulk-order-lines';
import { isSeeded, seedDemo } from './db/seeders/demo.seeder';
import { startJobs } from './jobs/runner';
import { gracefulServer } from './http/graceful-close';
import { listenSandboxLoopback } from './http/sandbox-loopback';
import { createLogger, type Logger } from './logger';
import { productionProblems, productionRefusal } from './production-readiness';
import { createApp, type App } from './server';

// Shutdown (docs/decisions/0038): requests in flight get up to HTTP_DRAIN_MS, every later step a
// limit of its own (about 15 s in all); past SHUTDOWN_TIMEOUT_MS the process exits with 1 whatever
// still runs. Orchestrators should wait at least that long before SIGKILL (compose.yaml does).
const HTTP_DRAIN_MS = 5_000;
const SHUTDOWN_TIMEOUT_MS = 20_000;

/** `limitMs`: after this the step is given up and shutdown goes on (a client the pool never got back must not hold the exit). */
type Cleanup = { name: string; run: () => Promise<void>; limitMs?: number };

const STEP_LIMIT_MS = 3_000;

function withinLimit(step: Promise<void>, limitMs: number): Promise<'done' | 'gave up'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), limitMs)));
  return Promise.race([step.then(() => 'done' as const), limit]).finally(() => clearTimeout(timer));
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Runs cleanups in reverse start order; a second signal or a hung step cannot block exit forever. */
function shutdownHandler(cleanups: Cleanup[], log: Logger) {
  let shuttingDown: Promise<void> | undefined;
  return (reason: string): Promise<void> => {
    shuttingDown ??= (async () => {
      log.info({ reason }, 'shutting down');
      const timer = setTimeout(() => {
        log.error('shutdown timed out; exiting anyway');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      for (const cleanup of [...cleanups].reverse()) {
        const started = performance.now();
        try {
          const outcome = await withinLimit(cleanup.run(), cleanup.limitMs ?? STEP_LIMIT_MS);
          const ms = Math.round(performance.now() - started);
          if (outcome === 'done') log.info({ step: cleanup.name, ms }, 'shutdown step done');
          else log.warn({ step: cleanup.name, ms }, 'shutdown step did not finish in time; going on');
        } catch (err) {
          log.error({ err, step: cleanup.name }, 'shutdown step failed');
        }
      }
      clearTimeout(timer);
      log.info('stopped');
    })();
    return shuttingDown;
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const problems = productionProblems(config);
  if (problems.length) {
    console.error(productionRefusal(problems));
    process.exit(1);
  }
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
      }
    });

    // One set of adapters for requests and background jobs alike.
    let adapters: Adapters = createAdapters(config, logger);
    // The app needs the adapters and the loopback serves the app: bound once both exist.
    const served: { handler?: App['handler'] } = {};
    if (config.PAYMENT_DRIVER === 'sandbox') {
      const loopback = await listenSandboxLoopback((req, res) => served.handler?.(req, res));
      adapters = { ...adapters, payment: createPaymentGateway(config, logger, loopback.baseUrl) };
      cleanups.push({ name: 'sandbox loopback', run: loopback.close });
    }
    const app = createApp({ orm, config, logger, adapters });
    served.handler = app.handler;
    cleanups.push({ name: 'app', run: app.close });
    if (config.JOBS_ENABLED) {
      // Stopped first on shutdown (cleanups run in reverse), while the database is still there.
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
