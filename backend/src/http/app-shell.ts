import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isHexColor, onColor } from '../../../domain/content/theme-contrast';
import { shopDescription } from '../../../domain/content/shop-description';
import { compressBody, preferredEncoding } from './compress';
import type { FirstScreenAnswer } from '../../../domain/catalog/first-screen';
import { firstScreenScript, imagePreloadLink, leadImages } from './first-screen';
import { readManifest, routeAssetLinks, routeAssets, type RouteAssets } from './route-assets';

/** What the first HTML needs from the tenant, so nothing waits for the API to paint. */
export interface ShellTenant {
  name: string;
  shopName: string;
  defaultTitle: string;
  themeColor: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Where a theme colour's stylesheet lives; the address names the colour, so it never changes. */
export const THEME_CSS_PATH = /^\/theme\/([0-9a-f]{3}|[0-9a-f]{6})\.css$/;

const themeCssHref = (color: string) => `/theme/${color.slice(1).toLowerCase()}.css`;

/** What a page's first screen adds to the shell (docs/decisions/0072). */
export interface ShellExtras {
  /** `<link>`s for the head: the route's chunks and its lead image, fetched beside the entry. */
  headLinks: readonly string[];
  /** The first screen's answers as a JSON data block, placed at the end of the body. */
  data: string;
}

const NO_EXTRAS: ShellExtras = { headLinks: [], data: '' };

/** The built index.html with the tenant's title, description and theme colour written in. */
export function renderShell(template: string, tenant: ShellTenant | null, extras: ShellExtras = NO_EXTRAS): string {
  let html = template;
  if (extras.headLinks.length > 0) html = html.replace('</head>', `  ${extras.headLinks.join('\n    ')}\n  </head>`);
  if (extras.data) html = html.replace('</body>', `  ${extras.data}\n  </body>`);
  if (!tenant) return html;
  const color = isHexColor(tenant.themeColor) ? tenant.themeColor : null;
  const head = [
    `<meta name="description" content="${escapeHtml(shopDescription(tenant))}" />`,
    // A stylesheet, not an inline <style>: the page keeps the same strict style-src 'self' policy
    // as every other answer (ADR 0037).
    ...(color ? [`<link rel="stylesheet" href="${themeCssHref(color)}" />`] : []),
  ].join('\n    ');
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.defaultTitle)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`);
  if (color) html = html.replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${color}"`);
  return html;
}

/**
 * `/theme/<hex>.css`: the theme colour and the text colour on it as CSS custom properties, the
 * same ones the app sets once the tenant loads. A pure function of its address: cached for a year.
 */
export function handleThemeCss(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const hex = THEME_CSS_PATH.exec(pathname)?.[1];
  const color = hex ? `#${hex}` : null;
  if (!color || !isHexColor(color)) {
    res.statusCode = 404;
    res.end('Not found');
    return;
  }
  const body = Buffer.from(`:root{--color-primary:${color};--color-on-primary:${onColor(color)}}`);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type ShellHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The first screen's answers of a page (pathname, search without `?`), for a visitor. */
export type LoadFirstScreen = (pathname: string, search: string) => Promise<FirstScreenAnswer[]>;

/**
 * The first HTML of a page: the route's chunks, its lead image and a visitor's first answers, so
 * the screen paints without waiting for the entry to ask for them one after another (ADR 0072).
 */
async function firstScreenExtras(req: IncomingMessage, assets: ReadonlyMap<string, RouteAssets>, load: LoadFirstScreen | undefined): Promise<ShellExtras> {
  const url = new URL(req.url ?? '/', 'http://internal');
  const answers = load && req.method === 'GET' ? await load(url.pathname, url.search.slice(1)) : [];
  return {
    headLinks: [...leadImages(answers).map(imagePreloadLink), ...routeAssetLinks(assets, url.pathname)],
    data: firstScreenScript(answers),
  };
}

/**
 * Every page route answers the built index.html rendered for the tenant, compressed for the
 * client and never cached long (a deploy, a new theme colour or a changed catalogue shows on the
 * next visit).
 */
export function appShell(distDir: string, loadTenant: () => Promise<ShellTenant | null>, loadFirstScreen?: LoadFirstScreen): ShellHandler | null {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8');
  const manifest = readManifest(distDir);
  const assets = manifest ? routeAssets(manifest) : new Map<string, RouteAssets>();
  return async (req, res) => {
    const [tenant, extras] = await Promise.all([loadTenant(), firstScreenExtras(req, assets, loadFirstScreen)]);
    const body = Buffer.from(renderShell(template, tenant, extras));
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
