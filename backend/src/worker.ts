import { startJobsApart } from './jobs/jobs-apart';
import { createLogger } from './logger';
import { loadConfigOrExit, shutdownHandler, type Cleanup } from './process-lifecycle';

/*
 * The jobs-only process (docs/decisions/0074): the pg-boss queues of backend/src/jobs without the
 * HTTP server, for a deployment whose API instances set JOBS_ENABLED=false, so that a campaign's
 * close, refunds, charges and message sends run on their own event loop and never delay a
 * student's request on the API's. Any number may run: every job keeps its database guard.
 * It needs the shared database (DATABASE_URL) and a payment provider it can reach on its own
 * (PAYMENT_DRIVER=portone): the sandbox's payment window lives in the API process. The single
 * process deployment runs the same start-up in a worker thread instead (jobs/jobs-thread.ts).
 */

async function main() {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error('The worker shares the API\'s database: set DATABASE_URL (the embedded PostgreSQL belongs to the API process).');
    process.exit(1);
  }
  if (config.PAYMENT_DRIVER === 'sandbox') {
    console.error('The worker needs PAYMENT_DRIVER=portone: the sandbox payment provider is served by the API process, which then runs the jobs itself.');
    process.exit(1);
  }
  const logger = createLogger(config).child({ process: 'worker' });
  const cleanups: Cleanup[] = [];
  const shutdown = shutdownHandler(cleanups, logger);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
  try {
    // Whichever process starts first migrates; the start-up lock makes the other wait for it.
    await startJobsApart({ config, databaseUrl: config.DATABASE_URL, logger, cleanups, migrate: true });
    logger.info('worker running the job queues');
    process.send?.({ ready: true });
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await shutdown('start-up failed');
    process.exit(1);
  }
}

await main();
