/**
 * Playwright's web server for the `mock` project: the frontend built once in Vite's mock mode and
 * served by `vite preview`. Vite's dev server compiled modules on each first page load, about
 * 10 s per test on a 2-core machine; a prebuilt bundle loads in a fraction of that and ignores
 * other people's edits mid-run. `npm run dev:mock` stays the developers' server.
 *
 * The bundle goes to a folder per port in the temp directory, never frontend/dist (the `real`
 * project and `npm start` serve that one); each start empties it, so a killed run leaves at most
 * one stale copy behind.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type Plugin } from 'vite';
import { securityHeaderValues } from '../../../backend/src/http/security-headers';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const configFile = join(repoRoot, 'frontend/vite.config.ts');
const port = Number(process.env.E2E_MOCK_PORT ?? 4174);
const outDir = join(tmpdir(), `campus-shop-e2e-mock-${port}`);
/** msw's script from frontend/public; without it at the site root the worker cannot control the pages. */
const MOCK_WORKER = 'mockServiceWorker.js';

// Vite's preview closes itself and exits on SIGTERM (how Playwright stops it); `exit` runs after
// that, and after Ctrl-C too.
process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
process.once('SIGINT', () => process.exit(130));

// React's development build, as `npm run dev:mock` runs it: its warnings reach the specs'
// console-error check and StrictMode still runs effects twice. Unminified, the build takes half
// the time and a failing spec's stack trace stays readable; page loads measured no slower.
process.env.NODE_ENV = 'development';
// The mocked API answers at once: specs wait for what they check, never for a simulated network.
process.env.VITE_MOCK_LATENCY = 'none';
await build({
  configFile,
  mode: 'mock',
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    reportCompressedSize: false,
  },
});
if (!existsSync(join(outDir, MOCK_WORKER))) {
  console.error(`[e2e] the mock build has no ${MOCK_WORKER} (frontend/public): the mocked API cannot start.`);
  process.exit(1);
}

/**
 * The backend's security headers (CSP and the rest, docs/decisions/0037) on every page, so the
 * mocked app is held to the same policy as the real one. The mocked API's worker script goes
 * without: a worker's own policy would govern the requests it passes through to outside hosts
 * (the PortOne SDK, the postcode script), which the real shop's pages fetch themselves.
 */
function securityHeaders(): Plugin {
  const headers = Object.entries(securityHeaderValues());
  return {
    name: 'campus-shop:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(`/${MOCK_WORKER}`)) for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}

// The mock mode's plugin (frontend/vite.config.ts, mockedBackend) also serves /static here.
const server = await preview({
  configFile,
  mode: 'mock',
  build: { outDir },
  plugins: [securityHeaders()],
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});
server.printUrls();

