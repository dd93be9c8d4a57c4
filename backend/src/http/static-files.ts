import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticSiteOptions {
  /** The folder the files come from; sirv never serves anything outside it. */
  root: string;
  /** URL prefix the folder is mounted at, for example `/static`. */
  prefix?: string;
  /** Serve `index.html` for unknown page routes (client-side routing); paths with an extension stay 404. */
  spaFallback?: boolean;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => void;

// The app shell (index.html, also answered for extension-less page routes) must be revalidated so
// a deploy shows at once; Vite names built assets `assets/name-<hash>.ext`, which never change.
function cacheControl(pathname: string): string {
  if (pathname.endsWith('.html') || path.posix.extname(pathname) === '') return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/**
 * A folder of files served with sirv (content types, ETag/304, HEAD, range requests, no path
 * traversal). The file list is read once at start-up, which suits built assets and shipped images.
 */
export function staticSite(options: StaticSiteOptions): StaticHandler {
  if (!existsSync(options.root)) return (_req, res) => notFound(res);
  const serve = sirv(options.root, {
    etag: true,
    single: options.spaFallback ?? false,
    // The build writes name.br and name.gz beside every text file (frontend/build/precompress.ts).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    // Mounted like Express middleware: the folder sees paths relative to its prefix.
    if (options.prefix && req.url?.startsWith(options.prefix)) req.url = req.url.slice(options.prefix.length) || '/';
    serve(req, res, () => notFound(res));
  };
}
