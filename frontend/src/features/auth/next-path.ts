import { routes } from '../../lib/paths';

/** Screens that make no sense to return to once signed in (or that would loop back here). */
const AUTH_PATHS = [routes.login, routes.signUp, routes.findPassword, routes.resetPassword];

/**
 * Where to go after signing in: the `next` of the address when it is a path of this shop, else
 * home. Anything else (another site, `//evil.example`, `javascript:`) is ignored, so a crafted
 * link cannot send a member who just typed their password somewhere else.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'https://shop.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'https://shop.invalid') return '/';
  if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
