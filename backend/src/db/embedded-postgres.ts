import { spawn, type ChildProcess, type SpawnOptionsWithStdioTuple } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  ownDataDir,
  postgresRunAs,
  reachableBinaries,
  reachableDataDir,
  type PostgresBinaries,
  type RunAs,
} from './pg-runtime';
import { assertNotInUse, clearStalePostmaster, removeOwner, writeOwner } from './postmaster';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Created on first start when missing. */
  databaseName?: string;
  /** Postgres and initdb output, line by line. Silent when omitted. */
  onLog?: (line: string) => void;
  /**
   * false trades crash safety for speed (no fsync): for throw-away test clusters only.
   * @default true
   */
  durable?: boolean;
}

export interface EmbeddedPostgresHandle {
  url: string;
  /** Where the data really is: `dataDir`, or its stand-in when root's `postgres` user cannot reach it (pg-runtime.ts). */
  dataDir: string;
  /** The running postmaster's pid (it changes when a crashed server is started again). */
  pid(): number | null;
  stop(): Promise<void>;
}

// Only ever listens on 127.0.0.1 and on a socket inside its own data folder, so a fixed password
// protects nothing and hides nothing.
const USER = 'postgres';
const PASSWORD = 'postgres';
export const DEFAULT_EMBEDDED_DATABASE = 'campus_shop';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export function embeddedUrl(port: number, databaseName: string, socketDir?: string): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://${USER}:${PASSWORD}@${host}:${port}/${encodeURIComponent(databaseName)}`;
}

// sun_path holds 108 bytes with its terminating zero; postgres appends `/.s.PGSQL.<port>`.
const MAX_SOCKET_DIR_LENGTH = 107 - '/.s.PGSQL.65535'.length;

/**
 * The data folder doubles as the socket folder when its path is short enough: nothing to collide
 * with in /tmp, and only its owner can walk into it. The shop connects through the socket, whose
 * round trips cost less CPU than loopback TCP's (docs/decisions/0033); TCP stays open for the
 * staff tool and psql.
 */
export function socketDirFor(dataDir: string): string | undefined {
  return Buffer.byteLength(dataDir) <= MAX_SOCKET_DIR_LENGTH ? dataDir : undefined;
}

function lineLogger(onLog: ((line: string) => void) | undefined, recent: string[]) {
  return (message: unknown) => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split(/\r?\n/)) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      recent.push(trimmed);
      if (recent.length > 20) recent.shift();
      onLog?.(trimmed);
    }
  };
}

async function ensureDatabase(port: number, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

// Both programs print in English whatever the host's locale, so their output can be read.
const CHILD_ENV = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };

function childSpawnOptions(runAs: RunAs | null): SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'pipe'> {
  return { env: CHILD_ENV, stdio: ['ignore', 'pipe', 'pipe'], ...(runAs ?? {}) };
}

async function initialise(binaries: PostgresBinaries, dataDir: string, runAs: RunAs | null, log: (line: string) => void) {
  // The password is no secret (see PASSWORD); the file only has to be readable by the postgres user.
  const passwordFile = join(tmpdir(), `campus-shop-pgpass-${process.pid}-${Date.now()}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    const child = spawn(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        // C collation sorts Hangul syllables in 가나다 order and never depends on the host's locales.
        '--encoding=UTF8',
        '--locale=C',
      ],
      childSpawnOptions(runAs),
    );
    child.stdout.on('data', log);
    child.stderr.on('data', log);
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (code !== 0) throw new Error(`initdb failed (${signal ?? `exit code ${code}`})`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Spawns a postmaster and resolves once it accepts connections; rejects if it exits first. */
function spawnPostmaster(
  binaries: PostgresBinaries,
  args: string[],
  runAs: RunAs | null,
  log: (line: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(binaries.postgres, args, childSpawnOptions(runAs));
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text);
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`postgres exited during start-up (${signal ?? `exit code ${code}`})`));
    });
  });
}

const STOP_TIMEOUT_MS = 15_000;
const RESTART_DELAY_MAX_MS = 2_000;

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, 'exit').then(() => undefined);
}

/**
 * Starts PostgreSQL from the npm-shipped binaries, keeping its data in `dataDir` across
 * restarts. A server left running by a crashed process on the same directory is stopped first.
 * While the handle is open, a postgres that exits on its own (killed, out of memory) is started
 * again at once, retrying until it runs; connection pools reconnect by themselves.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const databaseName = options.databaseName ?? DEFAULT_EMBEDDED_DATABASE;
  const recent: string[] = [];
  const log = lineLogger(options.onLog, recent);

  const runAs = await postgresRunAs();
  const dataDir = await reachableDataDir(resolve(options.dataDir), runAs);
  if (dataDir !== resolve(options.dataDir)) {
    log(`the postgres user cannot reach ${options.dataDir}; the database lives in ${dataDir} instead`);
  }
  const binaries = await reachableBinaries(runAs);

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await assertNotInUse(dataDir);
  await clearStalePostmaster(dataDir, log);
  await ownDataDir(dataDir, runAs);

  const durabilityFlags =
    options.durable === false
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [];
  const socketDir = socketDirFor(dataDir);
  const args = [
    '-D', dataDir,
    '-p', String(options.port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${socketDir ?? ''}`,
    ...durabilityFlags,
  ];

  if (!(await exists(join(dataDir, 'PG_VERSION')))) {
    log(`initialising a new cluster in ${dataDir}`);
    await initialise(binaries, dataDir, runAs, log);
  }

  let current: ChildProcess;
  try {
    current = await spawnPostmaster(binaries, args, runAs, log);
  } catch (error) {
    throw new Error(`embedded postgres failed to start on port ${options.port}: ${recent.join('\n')}`, { cause: error });
  }

  try {
    await ensureDatabase(options.port, databaseName);
  } catch (error) {
    current.kill('SIGINT');
    await exitOf(current);
    throw error;
  }

  await writeOwner(dataDir);

  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    for (let attempt = 1; !stopping; attempt += 1) {
      try {
        // Backends of the dead postmaster may hold its shared memory for a moment; postgres then
        // refuses to start and the next attempt, a little later, succeeds.
        await clearStalePostmaster(dataDir, log, 5_000);
        const child = await spawnPostmaster(binaries, args, runAs, log);
        current = child;
        supervise(child);
        if (stopping) child.kill('SIGINT');
        else log(`postgres is running again (pid ${child.pid}) after ${attempt} attempt(s)`);
        return;
      } catch (error) {
        log(`postgres restart attempt ${attempt} failed: ${(error as Error).message}`);
        await sleep(Math.min(RESTART_DELAY_MAX_MS, 100 * 2 ** attempt));
      }
    }
  };

  function supervise(child: ChildProcess) {
    child.once('exit', (code, signal) => {
      if (stopping || child !== current) return;
      log(`postgres exited unexpectedly (${signal ?? `exit code ${code}`}); starting it again`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  }
  supervise(current);

  // If the process ends without stop() (an uncaught error, process.exit), ask postgres for a
  // fast shutdown; only SIGKILL can still leave it behind, and the next start handles that.
  const exitGuard = () => {
    stopping = true;
    current.kill('SIGINT');
  };
  process.once('exit', exitGuard);

  let stopped: Promise<void> | undefined;
  return {
    url: embeddedUrl(options.port, databaseName, socketDir),
    dataDir,
    pid: () => (current.exitCode === null && current.signalCode === null ? (current.pid ?? null) : null),
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        process.removeListener('exit', exitGuard);
        await restarting;
        // SIGINT is postgres' fast shutdown: open transactions roll back, then it exits cleanly.
        current.kill('SIGINT');
        const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exitOf(current);
        clearTimeout(timer);
        await removeOwner(dataDir);
      })()),
  };
}
