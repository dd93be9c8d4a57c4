import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels,
 * so the server (sirv) sends them as they are instead of compressing on each request. node:zlib
 * does both; a plugin package would add a dependency for these twenty lines (ADR 0055).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'campus-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        // The mock worker is removed from real builds by another plugin's closeBundle.
        if (!TEXT.test(file) || file.endsWith('mockServiceWorker.js') || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
