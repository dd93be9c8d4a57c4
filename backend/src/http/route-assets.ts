import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route screens whose chunks the first HTML names, by the screen's source as Vite's manifest keys it. */
const ROUTE_SCREENS: readonly { match: (pathname: string) => boolean; screen: string }[] = [
  { match: (p) => p === '/', screen: 'src/features/home/home-page.tsx' },
  { match: (p) => p === '/products', screen: 'src/features/catalog/product-list/product-list-page.tsx' },
  { match: (p) => /^\/products\/[^/]+$/.test(p), screen: 'src/features/catalog/product-detail/product-detail-page.tsx' },
];

/** The files a route screen needs beyond the entry's: its chunk and static imports, their CSS. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

function collect(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen);
}

/** What each screen of ROUTE_SCREENS loads once the entry runs, read from the build's manifest. */
export function routeAssets(manifest: Manifest): Map<string, RouteAssets> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = new Set<string>();
  if (entryKey) collect(manifest, entryKey, entry);
  const result = new Map<string, RouteAssets>();
  for (const { screen } of ROUTE_SCREENS) {
    if (!manifest[screen]) continue;
    const keys = new Set<string>();
    collect(manifest, screen, keys);
    const own = [...keys].filter((key) => !entry.has(key));
    result.set(screen, {
      scripts: own.map((key) => `/${manifest[key]?.file ?? key}`),
      styles: own.flatMap((key) => (manifest[key]?.css ?? []).map((file) => `/${file}`)),
    });
  }
  return result;
}

/** The build's manifest beside the shell, or null (a build without one gets no hints). */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * `<link>`s that start the route's chunks and styles with the entry instead of after it: the
 * entry would only ask for them once it ran. Scripts as `modulepreload` (fetched and parsed, run
 * when imported), styles as `preload` (Vite's loader adds the stylesheet itself, then from cache).
 */
export function routeAssetLinks(assets: ReadonlyMap<string, RouteAssets>, pathname: string): string[] {
  const screen = ROUTE_SCREENS.find((route) => route.match(pathname))?.screen;
  const route = screen ? assets.get(screen) : undefined;
  if (!route) return [];
  return [
    ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}" />`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ];
}
