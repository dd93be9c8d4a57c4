import { ConfigError, loadConfig, type Config } from './config';
import type { Logger } from './logger';
import { productionProblems, productionRefusal } from './production-readiness';

/*
 * What the API process (main.ts) and the jobs-only worker (worker.ts) share: reading the
 * configuration or exiting with its problems, and the ordered, time-limited shutdown.
 */

/** The configuration, or an exit with the reason when it is invalid or unfit for production. */
export function loadConfigOrExit(): Config {
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
  return config;
}

// Shutdown (docs/decisions/0038): requests in flight get up to main.ts's HTTP_DRAIN_MS, every later step a
// limit of its own (about 15 s in all); past SHUTDOWN_TIMEOUT_MS the process exits with 1 whatever
// still runs. Orchestrators should wait at least that long before SIGKILL (compose.yaml does).
const SHUTDOWN_TIMEOUT_MS = 20_000;

/** `limitMs`: after this the step is given up and shutdown goes on (a client the pool never got back must not hold the exit). */
export type Cleanup = { name: string; run: () => Promise<void>; limitMs?: number };

const STEP_LIMIT_MS = 3_000;

function withinLimit(step: Promise<void>, limitMs: number): Promise<'done' | 'gave up'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'gave up'>((resolve) => (timer = setTimeout(() => resolve('gave up'), limitMs)));
  return Promise.race([step.then(() => 'done' as const), limit]).finally(() => clearTimeout(timer));
}

/** Runs cleanups in reverse start order; a second signal or a hung step cannot block exit forever. */
export function shutdownHandler(cleanups: Cleanup[], log: Logger) {
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

