// The real server (`backend/src/main.ts`, as `npm start` runs it) in a child process, for tests of
// what only a whole process does: supervision, signals, several instances on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DEFAULT_EMBEDDED_DATABASE, embeddedUrl } from '../../backend/src/db/embedded-postgres';
import { initOrm } from '../../backend/src/db/orm';
import type { TestApi } from './api';
import { graphqlClient } from './api';
import { freePort } from './free-port';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed (JSON log lines and anything else), for failure messages. */
  output: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/** GET /healthz; false while nothing (healthy) answers. */
export async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts main.ts with `env` on top of quiet test settings and waits until /healthz says ok (or
 * the process exits, which fails with its output).
 */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 150_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'warn', SERVE_FRONTEND: 'false', NODE_ENV: 'development', ...env },
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + readyWithinMs;
  while (!(await isHealthy(url))) {
    if (gone) throw new Error(`the server exited during start-up:\n${output.join('\n')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output.join('\n')}`);
    }
    await sleep(200);
  }
  return {
    url,
    child,
    output,
    exited,
    async stop(graceMs = 20_000) {
      if (gone) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * What the API fixtures (checkout.ts, catalog-fixtures.ts, accounts.ts) use of a TestApi, for a
 * server running in another process: its URL and GraphQL, and an ORM on its database.
 */
export function remoteApi(url: string, orm: MikroORM): TestApi {
  const unavailable = () => {
    throw new Error('not available for a server in another process');
  };
  return {
    url,
    orm,
    gql: graphqlClient(url),
    logs: [],
    dataDir: '',
    get config(): never {
      return unavailable();
    },
    get adapters(): never {
      return unavailable();
    },
    close: async () => {},
  };
}

export interface EmbeddedServerProcess {
  server: ServerProcess;
  /** The fixtures' way in: the server's URL and an ORM of the test's own on its database. */
  api: TestApi;
  orm: MikroORM;
  dataDir: string;
  pgPort: number;
  /** Stops the server (SIGTERM), closes the test's ORM and removes the data folder. */
  close(): Promise<void>;
}

/** main.ts as `npm start` runs it: its own embedded PostgreSQL in a temporary DATA_DIR, jobs on. */
export async function startEmbeddedServerProcess(dataDirPrefix: string, env: Record<string, string> = {}): Promise<EmbeddedServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), dataDirPrefix));
  const pgPort = await freePort();
  const server = await startServerProcess({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    JOBS_ENABLED: 'true',
    LOG_LEVEL: 'info',
    ...env,
  });
  const orm = await initOrm(embeddedUrl(pgPort, DEFAULT_EMBEDDED_DATABASE));
  return {
    server,
    api: remoteApi(server.url, orm),
    orm,
    dataDir,
    pgPort,
    async close() {
      await server.stop();
      await orm.close(true);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
