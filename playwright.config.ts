import { defineConfig } from '@playwright/test';

/**
 * End-to-end suites, as QA runs them:
 * - `real`: the whole app (backend + built frontend) on a fresh embedded database; run
 *   `npm run build` first.
 * - `mock`: the frontend in Vite's mock mode with no backend at all; the service worker answers
 *   /api from the `standard` scenario, the same data the backend seeds.
 * Specs named `*.real.spec.ts` or `*.mock.spec.ts` run in that project only; the others in both.
 * Browsers cannot be downloaded here, so Debian's chromium is used (CHROMIUM_PATH overrides it).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;
const mockBaseURL = `http://127.0.0.1:${mockPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
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
    { name: 'real', use: { baseURL }, testIgnore: /\.mock\.spec\.ts$/ },
    { name: 'mock', use: { baseURL: mockBaseURL }, testIgnore: /\.real\.spec\.ts$/ },
  ],
  webServer: [
    {
      // The same Node that runs Playwright (Node 24 via npm scripts), not whatever `node` is first on PATH.
      command: `${JSON.stringify(process.execPath)} --import tsx tests/e2e/support/start-server.ts`,
      url: `${baseURL}/healthz`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the backend stop its embedded postgres and the script remove its temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: `${JSON.stringify(process.execPath)} node_modules/vite/bin/vite.js --config frontend/vite.config.ts --mode mock --host 127.0.0.1 --port ${mockPort} --strictPort`,
      url: mockBaseURL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
