import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { operationDocumentsPerChunk } from './frontend/build/operation-documents';

// Two projects: `server` (backend and domain units, mock units, and API tests on a real Postgres started once by the
// global setup, every file on its own cloned database) and `web` (frontend units in jsdom).
// Our sources would load graphql's ESM build while yoga, graphql-tools and graphql-scalars load
// its CommonJS build: two copies, "GraphQLScalarType from another realm". One entry point for
// every importer keeps a single copy (the web project needs it too: the story test runs the
// mocked API, built on graphql-tools, in jsdom).
const singleGraphql = {
  alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) }],
};

export default defineConfig({
  test: {
    projects: [
      {
        // Mock tests drive the frontend's client, whose documents carry their printed query text (ADR 0068).
        plugins: [operationDocumentsPerChunk()],
        resolve: singleGraphql,
        test: {
          name: 'server',
          environment: 'node',
          include: ['backend/**/*.test.ts', 'domain/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/copy/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/support/**/*.test.ts', 'mocks/**/*.test.ts'],
          globalSetup: ['tests/support/db-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The generated documents carry their printed query text as in the app's build (ADR 0068).
        plugins: [operationDocumentsPerChunk(), react()],
        resolve: singleGraphql,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['frontend/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          setupFiles: ['frontend/src/testing/setup-web.ts'],
        },
      },
    ],
  },
});
