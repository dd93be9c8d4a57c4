import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

export interface StaticSiteOptions {
  /** Absolute folder the files come from; nothing outside it is ever served. */
  root: string;
  /** URL prefix stripped before the lookup, for example `/static`. */
  prefix?: string;
  /** Serve `index.html` for unknown page routes (client-side routing). */
  spaFallback?: boolean;
}

// Vite names built assets `name-<hash>.ext`; their content never changes under the same name.
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function cacheControl(relativePath: string): string {
  if (relativePath.endsWith('.html')) return 'no-cache';
  if (relativePath.startsWith('assets/') && HASHED_NAME.test(relativePath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

/** The file a URL path names inside `root`, or null when it would leave `root` or is malformed. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  const full = path.resolve(root, relative);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

async function fileAt(fullPath: string) {
  try {
    const info = await stat(fullPath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, fullPath: string, root: string, info: { size: number; mtime: Date }) {
  const relativePath = path.relative(root, fullPath).split(path.sep).join('/');
  const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
  res.setHeader('Content-Type', CONTENT_TYPES[path.extname(fullPath).toLowerCase()] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl(relativePath));
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', info.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(fullPath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/** Serves a folder of files (GET/HEAD only); answers 404 itself when nothing matches. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, options: StaticSiteOptions) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD');
    res.end();
    return;
  }
  const root = path.resolve(options.root);
  const urlPath = options.prefix ? pathname.slice(options.prefix.length) : pathname;
  const fullPath = resolveInside(root, urlPath);
  const info = fullPath ? await fileAt(fullPath) : null;
  if (fullPath && info) {
    sendFile(req, res, fullPath, root, info);
    return;
  }
  // Page routes have no extension; a missing script or image must stay a 404, not become HTML.
  if (options.spaFallback && fullPath && path.extname(fullPath) === '') {
    const index = path.join(root, 'index.html');
    const indexInfo = await fileAt(index);
    if (indexInfo) {
      sendFile(req, res, index, root, indexInfo);
      return;
    }
  }
  notFound(res);
}
