import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('../../backend/src/worker.ts', import.meta.url));

/** The fake PortOne server a worker refunds through (tests/support's fake or the bench's). */
export interface WorkerPortOne {
  url: string;
  impKey: string;
  impSecret: string;
}

/**
 * The environment backend/src/worker.ts needs (docs/decisions/0074): the shared database and
 * PortOne, quiet logs. `base` is what the caller passes through (PATH and HOME for a test, the
 * whole environment for the bench); `overrides` win, so a test can blank DATABASE_URL.
 */
export function workerEnv(
  portOne: WorkerPortOne,
  overrides: Record<string, string>,
  base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME },
): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    PAYMENT_DRIVER: 'portone',
    PORTONE_API_BASE_URL: portOne.url,
    PORTONE_API_KEY: portOne.impKey,
    PORTONE_API_SECRET: portOne.impSecret,
    PORTONE_MERCHANT_CODE: 'imp00000000',
    ...overrides,
  };
}

/** Forks the jobs-only worker; its stderr is kept for a test to read, or passed through. */
export function forkWorker(env: NodeJS.ProcessEnv, options: { inheritOutput?: boolean } = {}): { child: ChildProcess; stderr: () => string } {
  let stderr = '';
  const child = fork(WORKER, [], {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: options.inheritOutput ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

/** Resolves once the worker says it is running its queues (its first IPC message). */
export function workerReady(child: ChildProcess): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before it was ready`)));
  });
}

/** Resolves with the worker's exit code once it has exited (at once if it already has). */
export const exitCodeOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Stops the worker with SIGTERM and resolves with its exit code. */
export function stopWorker(child: ChildProcess): Promise<number | null> {
  const exited = exitCodeOf(child);
  if (child.exitCode === null) child.kill('SIGTERM');
  return exited;
}
