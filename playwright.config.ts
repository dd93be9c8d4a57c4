import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end suites, as QA runs them:
 * - `real`: the whole app (backend + built frontend) on a fresh embedded database; run
 *   `npm run build` first.
 * - `mock`: the frontend built in Vite's mock mode (tests/e2e/support/start-mock-server.ts) with
 *   no backend at all; the service worker answers /api from the `standard` scenario, the same
 *   data the backend seeds.
 * Both run every spec (`<story>.spec.ts`); a test that needs the backend calls
 * `needsRealBackend(testInfo, why)` and is skipped in `mock` only. Helpers: tests/e2e/support/README.md.
 * Browsers cannot be downloaded here, so Debian's chromium is used (CHROMIUM_PATH overrides it).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;
const mockBaseURL = `http://127.0.0.1:${mockPort}`;
// Where the real server tells the specs its DATA_DIR and database (support/server-info.ts); the
// workers inherit the variable from this process.
const serverInfo = process.env.E2E_SERVER_INFO ?? join(tmpdir(), `campus-shop-e2e-${port}.json`);
process.env.E2E_SERVER_INFO = serverInfo;

/** `--project x` / `--project=x` on the command line: only the servers those projects use start. */
function chosenProjects(argv: readonly string[]): Set<string> | null {
  const names = argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && argv[index + 1] ? [argv[index + 1] as string] : [];
  });
  return names.length > 0 ? new Set(names) : null;
}
const chosen = chosenProjects(process.argv);
const runs = (project: 'real' | 'mock') => chosen === null || chosen.has(project);

const realServer = {
  // The same Node that runs Playwright (Node 24 via npm scripts), not whatever `node` is first on PATH.
  command: `${JSON.stringify(process.execPath)} --import tsx tests/e2e/support/start-server.ts`,
  url: `${baseURL}/healthz`,
  env: { E2E_PORT: String(port), E2E_SERVER_INFO: serverInfo },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  // SIGTERM lets the backend stop its embedded postgres and the script remove its temp folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
};

// A mock-mode build served by `vite preview`: the dev server compiles modules on every first page
// load (~10 s a test here). E2E_MOCK_SERVER=dev still runs the dev server, to try a spec against
// frontend edits without a rebuild.
const node = JSON.stringify(process.execPath);
const mockServerCommand =
  process.env.E2E_MOCK_SERVER === 'dev'
    ? `${node} node_modules/vite/bin/vite.js --config frontend/vite.config.ts --mode mock --host 127.0.0.1 --port ${mockPort} --strictPort`
    : `${node} --import tsx tests/e2e/support/start-mock-server.ts`;
const mockServer = {
  command: mockServerCommand,
  url: mockBaseURL,
  env: { E2E_MOCK_PORT: String(mockPort) },
  reuseExistingServer: false,
  // The build comes first: about 15 s here, more on a busy machine.
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  // SIGTERM lets the script remove its bundle from the temp folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only (docs/decisions/0082): a test that passes on its retry is reported as
  // flaky, by name and with its first error, at the end of `npm test`; locally every failure shows.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // A small Android phone first: the shop is used on phones.
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'real', use: { baseURL } },
    // Specs named *.real.spec.ts need what only the real backend has (the SMS and 알림톡 outboxes,
    // the staff command line, one store shared by two browsers): the mock project never lists them.
    { name: 'mock', use: { baseURL: mockBaseURL }, testIgnore: /\.real\.spec\.ts$/ },
  ],
  webServer: [...(runs('real') ? [realServer] : []), ...(runs('mock') ? [mockServer] : [])],
});
