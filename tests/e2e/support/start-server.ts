/**
 * Playwright's web server for the `real` project: the app exactly as `npm start` runs it
 * (backend/src/main.ts serving the built frontend), but on a fresh embedded PostgreSQL in a
 * throw-away data directory and on the port Playwright expects. It builds nothing: run
 * `npm run build` first (the test runner does). The temp directory is removed on exit.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EMBEDDED_DATABASE, embeddedUrl } from '../../../backend/src/db/embedded-postgres';
import { freePort } from '../../support/free-port';
import { serverInfoPath, type E2eServerInfo } from './server-info';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '4173';
/** How long the backend gets to stop postgres before it is killed. */
const SHUTDOWN_GRACE_MS = 10_000;

const distIndex = join(repoRoot, 'frontend/dist/index.html');
if (!existsSync(distIndex)) {
  console.error(`[e2e] ${distIndex} is missing: run \`npm run build\` before the e2e suite.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'campus-shop-e2e-'));
const infoFile = serverInfoPath();
let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`[e2e] could not remove ${dataDir}:`, error);
  }
  rmSync(infoFile, { force: true });
}

// The embedded server gets its own free port so a developer's running `npm start` is untouched.
const embeddedPort = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(embeddedPort),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // A filled order desk (orders 1-20 of generated buyers, never the demo members), so the console's
  // order page has an order 1 on this target as on the mocked one (docs/decisions/0049).
  SEED_BULK_ORDER_LINES: process.env.SEED_BULK_ORDER_LINES ?? '40',
  // The payment window returns to PUBLIC_BASE_URL: it must be the origin the browser uses, or the
  // member comes back to another origin's storage, signed out.
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
};
// A fresh database every run: never point the suite at a developer's or CI's real one.
delete env.DATABASE_URL;

// Specs (another process) find the outbox and the database here; see tests/e2e/support/README.md.
const info: E2eServerInfo = {
  pid: process.pid,
  baseURL: `http://127.0.0.1:${port}`,
  dataDir,
  databaseUrl: embeddedUrl(embeddedPort, DEFAULT_EMBEDDED_DATABASE),
  embeddedPgPort: embeddedPort,
};
writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`);

process.stdout.write(`[e2e] starting the app on port ${port} with data in ${dataDir}\n`);
const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  // Playwright may signal the whole process group; forwarding again is harmless.
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, SHUTDOWN_GRACE_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

child.on('exit', (code, signal) => {
  cleanUp();
  if (!stopping) console.error(`[e2e] the app exited on its own (code ${code}, signal ${signal})`);
  process.exit(stopping ? 0 : (code ?? 1));
});
