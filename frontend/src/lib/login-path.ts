import { paths, routes } from './paths';

/**
 * The login page, bringing the visitor back to `path?search` afterwards (AUTH's login page honours
 * `next`). From home or the auth screens themselves there is nowhere better to return to, so the
 * address stays a plain /login.
 */
export function loginPath(path: string, search = ''): string {
  if (path === routes.home || path.startsWith(routes.login)) return paths.login();
  return paths.login({ next: search ? `${path}?${search}` : path });
}
