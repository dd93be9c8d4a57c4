import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Source files of the route screens the bench and the size check weigh, as Vite's manifest names them. */
export const ROUTE_SCREENS = {
  home: 'src/features/home/home-page.tsx',
  products: 'src/features/catalog/product-list/product-list-page.tsx',
  product: 'src/features/catalog/product-detail/product-detail-page.tsx',
} as const;

export const PRODUCT_LIST_INITIAL_JS_LIMIT = 90 * 1024;

function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and every chunk it imports statically: what the browser must run before it. */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * The JavaScript a first visit to a route runs before it can paint: the entry with its static
 * imports plus the route's lazy screen chunk with its own. Sizes are gzip level 9, as the build
 * precompresses them.
 */
export function initialJs(dist: string, screen: string): { files: string[]; gzipBytes: number } {
  const manifest = readManifest(dist);
  const keys = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The build manifest has no entry chunk');
  withStaticImports(manifest, entry, keys);
  withStaticImports(manifest, screen, keys);
  const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}
