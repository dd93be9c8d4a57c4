import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../backend/src/node-flags';

export interface Ready {
  port: number;
  /** A session of the seeded demo member, for the signed-in measurements (API only). */
  memberToken?: string;
  /** A session of the seeded ADMIN, for the console's measurements (API only). */
  staffToken?: string;
  /** The API's database, for the order desk bench's EXPLAIN plans (API only). */
  databaseUrl?: string;
  /** The fake PortOne the API talks to, for a worker process to reach it (campaign close only). */
  portOne?: { url: string; impKey: string; impSecret: string };
}

/** A child's one message to its parent: where it listens. */
export function send(message: Ready): void {
  process.send?.(message);
}

/** Starts a server script under tsx in its own process and waits for its port. */
export function startServer(script: string): Promise<Ready & { child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile per server when it exits, for finding hot spots.
    execArgv: [
      ...SERVER_NODE_FLAGS,
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      // BENCH_NODE_ARGS="--trace-gc …" passes flags that NODE_OPTIONS refuses.
      ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Both servers as deployed: graphql-js, for one, decides at import time on process.env alone
    // whether to run its development checks (its instanceOf walks prototypes on every type check).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Ready) => resolve({ ...message, child }));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
    child.once('error', reject);
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

/** What a bench server process holds, released in reverse order of start. */
export interface BenchServerParts {
  server: Server;
  app: { close(): Promise<void> };
  orm: { close(force?: boolean): Promise<void> };
  database: { stop(): Promise<void> };
  dataDir: string;
}

/** Stops the server, its database and its data folder once, when the parent goes away or asks. */
export function stopWithParent(parts: BenchServerParts): void {
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      parts.server.closeAllConnections();
      await new Promise<void>((resolve) => parts.server.close(() => resolve()));
      await parts.app.close();
      await parts.orm.close(true);
      await parts.database.stop();
      await rm(parts.dataDir, { recursive: true, force: true });
      process.exit(0);
    })());
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}
