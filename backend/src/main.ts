import { createServer, type Server } from 'node:http';
import { createAdapters } from './adapters';
import { loadConfig, ConfigError, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateUp } from './db/migrate';
import { initOrm } from './db/orm';
import { withStartupLock } from './db/startup-lock';
import { isSeeded, seedDemo } from './db/seeders/demo.seeder';
import { startJobs } from './jobs/runner';
import { createLogger, type Logger } from './logger';
import { createApp } from './server';

const SHUTDOWN_TIMEOUT_MS = 10_000;

type Cleanup = { name: string; run: () => Promise<void> };

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    // Keep-alive sockets would hold close() open until they time out.
    server.closeIdleConnections();
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
        try {
          await cleanup.run();
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
    cleanups.push({ name: 'database', run: database.stop });
    logger.info({ embedded: database.embedded }, database.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'using DATABASE_URL');

    const orm = await initOrm(database.url, { pool: { max: config.DATABASE_POOL_SIZE } });
    cleanups.push({ name: 'orm', run: () => orm.close() });
    await withStartupLock(database.url, async () => {
      const applied = await migrateUp(orm);
      if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
      if (config.SEED_ON_START) {
        const em = orm.em.fork();
        if (!(await isSeeded(em, config.UNIVERSITY_ID))) {
          await seedDemo(em, { universityId: config.UNIVERSITY_ID });
          logger.info({ universityId: config.UNIVERSITY_ID }, 'demo data seeded');
        }
      }
    });

    // One set of adapters for requests and background jobs alike.
    const adapters = createAdapters(config, logger);
    const app = createApp({ orm, config, logger, adapters });
    cleanups.push({ name: 'app', run: app.close });
    if (config.JOBS_ENABLED) {
      // Stopped first on shutdown (cleanups run in reverse), while the database is still there.
      const jobs = await startJobs({ orm, config, adapters, logger });
      cleanups.push({ name: 'jobs', run: jobs.stop });
    }
    const server = createServer(app.handler);
    await listen(server, config);
    cleanups.push({ name: 'http', run: () => closeServer(server) });
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    logger.info(`Shop and API listening on http://${shownHost}:${config.PORT} (GraphQL at /api)`);
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await shutdown('start-up failed');
    process.exit(1);
  }
}

await main();
