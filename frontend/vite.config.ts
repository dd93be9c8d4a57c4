import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 4000}`;

// The backend owns these paths; in dev the Vite server forwards them so the browser sees one origin.
const proxy = Object.fromEntries(
  ['/api', '/static', '/uploads', '/healthz'].map((path) => [path, { target: apiTarget }]),
);

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
