import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin } from 'vite';
import { operationDocumentsPerChunk } from './build/operation-documents';
import { precompress } from './build/precompress';
import { firstRouteChunkName } from './build/first-route-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));
const backendStatic = fileURLToPath(new URL('../backend/src/static', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;
const MOCK_WORKER = 'mockServiceWorker.js';

// The backend owns these paths; in dev the Vite server forwards them so the browser sees one origin.
const proxy = Object.fromEntries(
  ['/api', '/static', '/uploads', '/healthz', '/sandbox'].map((path) => [path, { target: apiTarget }]),
);

/**
 * Mode `mock` (npm run dev:mock) runs without a backend: the service worker answers /api, and the
 * product images the backend would serve at /static come straight from backend/src/static.
 */
function mockedBackend(): Plugin {
  const serveStatic = sirv(backendStatic, { dev: true, etag: true });
  return {
    name: 'campus-shop:mocked-backend',
    configureServer(server) {
      server.middlewares.use('/static', serveStatic);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/static', serveStatic);
    },
  };
}

/** The worker script sits in public/ for dev and Storybook; a real build ships without it. */
function withoutMockWorker(): Plugin {
  let worker = '';
  return {
    name: 'campus-shop:without-mock-worker',
    apply: 'build',
    configResolved(config) {
      worker = resolve(config.root, config.build.outDir, MOCK_WORKER);
    },
    closeBundle() {
      if (existsSync(worker)) rmSync(worker);
    },
  };
}

/**
 * The shop's build runs on Preact's React compatibility layer: react-dom alone was 62 KB gzip of
 * the product list's 115 KB first load, Preact with compat about 11 KB (ADR 0068). Only the build:
 * the dev server keeps React for Fast Refresh, and the web tests and Storybook run React, so the
 * code stays plain React; the Playwright suites run the build, on Preact.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./build/preact-react.js', import.meta.url)) },
];

export default defineConfig(({ mode, command }) => {
  const mocked = mode === 'mock';
  return {
    root,
    resolve: command === 'build' ? { alias: preactCompat } : {},
    plugins: [operationDocumentsPerChunk(), react(), mocked ? mockedBackend() : withoutMockWorker(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The route-size check and the server's preload hints read which chunks each route needs.
      manifest: true,
      // The mocked API (graphql, msw, the scenarios) is one big lazy chunk, loaded in mock mode only.
      ...(mocked ? { chunkSizeWarningLimit: 2000 } : {}),
      // zod probes `new Function` for a faster parser the first time a schema parses (domain
      // inputs on the screens, the mocked API's rules); the shop's Content-Security-Policy has no
      // 'unsafe-eval', so the browser would report the probe. zod reads this switch once, before
      // any schema exists (docs/decisions/0037).
      rollupOptions: {
        output: {
          intro: 'globalThis.__zod_globalConfig ??= { jitless: true };',
          codeSplitting: {
            groups: [
              { name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
              { name: firstRouteChunkName(root), debugName: 'first-routes', includeDependenciesRecursively: false, priority: 1 },
            ],
          },
        },
        // Merging shared modules into one common chunk would put every route's queries (and
        // zod) back on the first page's path; each route loads only what it uses (ADR 0055).
        experimental: { lazyBarrel: true },
      },
    },
    server: mocked ? {} : { proxy },
    preview: mocked ? {} : { proxy },
    // Pre-bundled up front, so the first mocked page load does not stop to re-optimize and reload.
    optimizeDeps: mocked
      ? { include: ['msw', 'msw/browser', 'msw/graphql', 'graphql', '@graphql-tools/schema', '@graphql-tools/utils', 'graphql-scalars', 'zod'] }
      : {},
  };
});
