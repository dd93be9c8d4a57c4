import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// A postgres left running by a crashed (SIGKILLed) parent keeps its postmaster.pid, and the
// next start then dies with an empty error. These helpers find and end such a server.

type Log = (line: string) => void;

export function pidFilePath(dataDir: string): string {
  return join(dataDir, 'postmaster.pid');
}

export async function readPostmasterPid(dataDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(pidFilePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function procStat(pid: number): Promise<{ comm: string; state: string } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Format: "pid (comm) state ..."; comm may itself contain spaces or parentheses.
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    return { comm: stat.slice(open + 1, close), state: stat.slice(close + 2, close + 3) };
  } catch {
    return null;
  }
}

/** Alive and not a zombie: an orphaned postmaster may never be reaped inside a container. */
export async function isProcessAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await procStat(pid);
  return stat ? stat.state !== 'Z' && stat.state !== 'X' : true;
}

async function isPostgres(pid: number): Promise<boolean> {
  const stat = await procStat(pid);
  // Without /proc (not Linux) trust the pid file, as postgres itself does.
  return stat ? stat.comm.startsWith('postgres') : true;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isProcessAlive(pid))) return true;
    await sleep(50);
  }
  return !(await isProcessAlive(pid));
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Stops a postmaster still running on `dataDir` (fast shutdown: SIGINT, then SIGKILL as a
 * last resort) and removes a pid file nobody owns any more. Returns whether anything was done.
 */
export async function clearStalePostmaster(
  dataDir: string,
  log: Log,
  timeoutMs = 15_000,
): Promise<boolean> {
  const pid = await readPostmasterPid(dataDir);
  if (pid === null) return false;
  if ((await isProcessAlive(pid)) && (await isPostgres(pid))) {
    log(`stopping stale postgres (pid ${pid}) left running on ${dataDir}`);
    // SIGINT is postgres' "fast" shutdown: it rolls back open transactions and exits cleanly.
    signal(pid, 'SIGINT');
    if (!(await waitForExit(pid, timeoutMs))) {
      log(`postgres (pid ${pid}) ignored the shutdown request; killing it`);
      signal(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
      // Backends notice their postmaster died and exit on their own; give them a moment
      // so that the next postmaster does not find their shared memory still attached.
      await sleep(500);
    }
  }
  await rm(pidFilePath(dataDir), { force: true });
  return true;
}

// Which of our processes runs the postmaster: a sibling file `<dataDir>.owner` holding its pid.
// It tells a crash (owner gone: the postmaster is stale) from a second start while the first
// instance still runs (owner alive: its database must not be stopped under it).
export function ownerFilePath(dataDir: string): string {
  return `${dataDir}.owner`;
}

export async function writeOwner(dataDir: string): Promise<void> {
  await writeFile(ownerFilePath(dataDir), `${process.pid}\n`);
}

export async function removeOwner(dataDir: string): Promise<void> {
  await rm(ownerFilePath(dataDir), { force: true });
}

/** Refuses to touch a data directory whose postmaster another live process of ours started. */
export async function assertNotInUse(dataDir: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(ownerFilePath(dataDir), 'utf8');
  } catch {
    return;
  }
  const owner = Number.parseInt(text, 10);
  if (!Number.isInteger(owner) || owner === process.pid || !(await isProcessAlive(owner))) return;
  // A recycled pid now used by something else than Node is no owner of ours. (Node names its main
  // thread "MainThread", so /proc/<pid>/comm cannot tell; the executable's name can.)
  const executable = await readFile(`/proc/${owner}/cmdline`, 'utf8').then(
    (cmdline) => cmdline.split('\0')[0] ?? '',
    () => null,
  );
  if (executable !== null && !/(^|\/)node[^/]*$/.test(executable)) return;
  throw new Error(
    `The embedded database in ${dataDir} is in use by another running shop process (pid ${owner}). ` +
      'Stop that process first, give each instance its own DATA_DIR, or share one PostgreSQL server through DATABASE_URL.',
  );
}
