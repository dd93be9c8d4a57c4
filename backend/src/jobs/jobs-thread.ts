import { Worker } from 'node:worker_threads';
import type { Config } from '../config';
import type { Logger } from '../logger';

/*
 * The single-process deployment's job queues in a worker thread (docs/decisions/0081): a campaign's
 * close, refunds and message sends run on the thread's event loop with the thread's own ORM, pool
 * and adapters (jobs-thread-main.ts, sharing worker.ts's start-up), so the API's event loop only
 * answers students. This side starts it, waits for it to say it runs, restarts it with a backoff
 * when it dies, and stops it on shutdown before the database goes.
 */

/** What the thread is started with (structured-cloned: plain values only). */
export interface JobsThreadData {
  config: Config;
  databaseUrl: string;
  sandboxBaseUrl?: string;
}

export type ToJobsThread = { type: 'stop' };
export type FromJobsThread = { type: 'ready' } | { type: 'failed'; message: string };

export interface JobsThreadOptions extends JobsThreadData {
  logger: Logger;
  /** The thread's module; a test passes one that crashes. */
  entry?: URL;
  /** The first restart's delay after the thread died; it doubles up to RESTART_MAX_MS. */
  restartDelayMs?: number;
}

export interface JobsThread {
  /** Asks the thread to stop its queues and its ORM and waits for it (terminated past STOP_LIMIT_MS). */
  stop(): Promise<void>;
}

const ENTRY = new URL('./jobs-thread-main.ts', import.meta.url);
// The ORM's discovery and pg-boss's start take a second or two; a loaded machine, a few more.
const READY_LIMIT_MS = 60_000;
// The thread's own shutdown: pg-boss lets running handlers finish for up to 4 s, then the ORM closes.
const STOP_LIMIT_MS = 7_000;
/** main.ts's cleanup limit for the whole stop, a little over the thread's own. */
export const JOBS_THREAD_STOP_MS = STOP_LIMIT_MS + 500;
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
// A thread that ran this long before dying starts the backoff over.
const STABLE_AFTER_MS = 60_000;

interface Running {
  worker: Worker;
  /** Settles when the thread reports ready; rejects with why when it exits or stays silent first. */
  ready: Promise<void>;
  exited: Promise<number>;
  state: 'starting' | 'ready' | 'gone';
  startedAt: number;
}

function spawn(options: JobsThreadOptions, log: Logger): Running {
  const data: JobsThreadData = { config: options.config, databaseUrl: options.databaseUrl, sandboxBaseUrl: options.sandboxBaseUrl };
  const worker = new Worker(options.entry ?? ENTRY, {
    workerData: data,
    // The thread's TypeScript loads through tsx, as the process's does, however the process was
    // started (`node --import tsx`, `tsx watch`, vitest); resolved here so the cwd does not matter.
    execArgv: ['--import', import.meta.resolve('tsx')],
    name: 'jobs',
  });
  let why = '';
  worker.on('error', (err) => {
    why ||= err.message;
    log.error({ err }, 'jobs thread threw');
  });
  // Not events.once: it rejects on the 'error' that precedes a crashed thread's exit.
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const running: Running = { worker, exited, state: 'starting', startedAt: performance.now(), ready: Promise.resolve() };
  void exited.then(() => (running.state = 'gone'));
  running.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the jobs thread did not report ready within ${READY_LIMIT_MS / 1000} s`));
      void worker.terminate();
    }, READY_LIMIT_MS);
    worker.on('message', (message: FromJobsThread) => {
      if (message.type === 'failed') why = message.message;
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      running.state = 'ready';
      resolve();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the jobs thread exited with code ${code} before it was ready${why ? `: ${why}` : ''}`));
    });
  });
  return running;
}

/**
 * Starts the job queues in a worker thread and resolves once it runs them; rejects (the thread
 * gone) when it fails to start, so start-up fails with the reason.
 */
export async function startJobsThread(options: JobsThreadOptions): Promise<JobsThread> {
  const log = options.logger.child({ process: 'jobs-thread' });
  const firstDelay = options.restartDelayMs ?? RESTART_FIRST_MS;
  let current = spawn(options, log);
  await current.ready;
  log.info({ threadId: current.worker.threadId }, 'jobs thread started');

  let stopping = false;
  let delay = firstDelay;
  let timer: NodeJS.Timeout | undefined;
  // A dead thread is replaced rather than taking the process down: students keep being served,
  // and every job keeps its database guard, so a job cut off mid-run is taken up again (ADR 0081).
  const supervise = (running: Running) => {
    void running.exited.then((code) => {
      if (stopping) return;
      if (performance.now() - running.startedAt > STABLE_AFTER_MS) delay = firstDelay;
      log.error({ exitCode: code, restartInMs: delay }, 'jobs thread stopped unexpectedly; restarting it');
      timer = setTimeout(restart, delay);
      delay = Math.min(delay * 2, RESTART_MAX_MS);
    });
  };
  const restart = () => {
    if (stopping) return;
    current = spawn(options, log);
    supervise(current);
    const { worker } = current;
    // A restart that fails exits, and supervise schedules the next one, later.
    current.ready.then(
      () => log.info({ threadId: worker.threadId }, 'jobs thread restarted'),
      (err: unknown) => log.error({ err }, 'jobs thread restart failed'),
    );
  };
  supervise(current);

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      const running = current;
      if (running.state === 'gone') return;
      // A thread still starting has nothing of its own to finish yet.
      if (running.state === 'starting') {
        await running.worker.terminate();
        return;
      }
      running.worker.postMessage({ type: 'stop' } satisfies ToJobsThread);
      let late: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([running.exited, new Promise<'late'>((resolve) => (late = setTimeout(() => resolve('late'), STOP_LIMIT_MS)))]);
      clearTimeout(late);
      if (outcome === 'late') {
        log.warn('jobs thread did not stop in time; terminating it');
        await running.worker.terminate();
      }
    },
  };
}
