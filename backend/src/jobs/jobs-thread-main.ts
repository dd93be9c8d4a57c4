import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createLogger } from '../logger';
import { shutdownHandler, type Cleanup } from '../process-lifecycle';
import { startJobsApart } from './jobs-apart';
import type { JobsThreadData, ToJobsThread, FromJobsThread } from './jobs-thread';

/*
 * The jobs thread's own start (docs/decisions/0081), started by jobs-thread.ts in the API process:
 * the same start-up as the jobs-only process (jobs-apart.ts), without migrating (the API did), and
 * stopped by the API's shutdown through a message, not a signal (signals belong to the process).
 */

if (!parentPort) throw new Error('jobs-thread-main.ts runs only as a worker thread (see jobs-thread.ts)');
const port: MessagePort = parentPort;
const { config, databaseUrl, sandboxBaseUrl } = workerData as JobsThreadData;
const logger = createLogger(config).child({ process: 'jobs-thread' });
const cleanups: Cleanup[] = [];
const shutdown = shutdownHandler(cleanups, logger);
const tell = (message: FromJobsThread) => port.postMessage(message);

/**
 * Ends the thread once its log lines are out: process.exit in a worker thread ends only the thread
 * but drops what its stdout has not yet handed to the process, so the thread first lets its loop
 * run dry, and exits anyway a moment later if some handle lingers.
 */
function end(code: number): void {
  process.exitCode = code;
  port.close();
  setTimeout(() => process.exit(code), 1_000).unref();
}

port.on('message', (message: ToJobsThread) => {
  if (message.type === 'stop') void shutdown('the API process is stopping').then(() => end(0));
});

try {
  await startJobsApart({ config, databaseUrl, logger, cleanups, migrate: false, sandboxBaseUrl });
  logger.info('jobs thread running the job queues');
  tell({ type: 'ready' });
} catch (err) {
  logger.fatal({ err }, 'jobs thread start-up failed');
  tell({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  await shutdown('start-up failed');
  end(1);
}
