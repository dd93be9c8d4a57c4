import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isHexColor, onColor } from '../../../domain/content/theme-contrast';
import { shopDescription } from '../../../domain/content/shop-description';
import { compressBody, preferredEncoding } from './compress';

/** What the first HTML needs from the tenant, so nothing waits for the API to paint. */
export interface ShellTenant {
  name: string;
  shopName: string;
  defaultTitle: string;
  themeColor: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The built index.html with the tenant's title, description and theme colour written in. */
export function renderShell(template: string, tenant: ShellTenant | null): { html: string; styleHash: string | null } {
  if (!tenant) return { html: template, styleHash: null };
  const color = isHexColor(tenant.themeColor) ? tenant.themeColor : null;
  const style = color ? `:root{--color-primary:${color};--color-on-primary:${onColor(color)}}` : null;
  const head = [
    `<meta name="description" content="${escapeHtml(shopDescription(tenant))}" />`,
    ...(style ? [`<style>${style}</style>`] : []),
  ].join('\n    ');
  let html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.defaultTitle)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`);
  if (color) html = html.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${color}"`);
  const styleHash = style ? `'sha256-${createHash('sha256').update(style).digest('base64')}'` : null;
  return { html, styleHash };
}

/** The page shell's inline style is allowed by its hash, not by 'unsafe-inline' (ADR 0037, 0055). */
function allowStyle(res: ServerResponse, styleHash: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace(/style-src 'self'/, `style-src 'self' ${styleHash}`));
}

export type ShellHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Every page route answers the built index.html rendered for the tenant, compressed for the
 * client and never cached long (a deploy or a new theme colour shows on the next visit).
 */
export function appShell(distDir: string, loadTenant: () => Promise<ShellTenant | null>): ShellHandler | null {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8');
  return async (req, res) => {
    const { html, styleHash } = renderShell(template, await loadTenant());
    if (styleHash) allowStyle(res, styleHash);
    const body = Buffer.from(html);
    const encoding = preferredEncoding(req);
    const payload = encoding ? compressBody(body, encoding) : body;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', payload.length);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}
