import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the `real` project's server (start-server.ts) tells the specs, which run in other processes. */
export interface E2eServerInfo {
  /** The start script's process: a file left by a crashed run names a dead one. */
  pid: number;
  baseURL: string;
  /** DATA_DIR of the backend: `outbox/sms.jsonl`, `outbox/email.jsonl`, uploads, the embedded cluster. */
  dataDir: string;
  /** The embedded PostgreSQL of this run, for the staff command line. */
  databaseUrl: string;
  embeddedPgPort: number;
}

/**
 * One fixed file per app port: playwright.config.ts sets E2E_SERVER_INFO for the server and the
 * workers alike, and this default agrees with it when a script runs without the config.
 * Not under test-results/: Playwright empties that folder at the start of a run.
 */
export function serverInfoPath(): string {
  return process.env.E2E_SERVER_INFO ?? join(tmpdir(), `campus-shop-e2e-${process.env.E2E_PORT ?? '4173'}.json`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running e2e server; throws with the way out when there is none (e.g. called in the mock project). */
export function e2eServer(): E2eServerInfo {
  const file = serverInfoPath();
  if (!existsSync(file)) {
    throw new Error(`[e2e] ${file} is missing: the real server is not running (only the 'real' project starts it; name the spec *.real.spec.ts).`);
  }
  const info = JSON.parse(readFileSync(file, 'utf8')) as E2eServerInfo;
  if (!isAlive(info.pid)) throw new Error(`[e2e] ${file} names process ${info.pid}, which has ended: a stale file from an earlier run.`);
  return info;
}
