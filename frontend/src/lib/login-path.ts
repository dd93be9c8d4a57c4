/**
 * The login page, bringing the visitor back to `path?search` afterwards (AUTH's login page honours
 * `next`). From home or the auth screens themselves there is nowhere better to return to, so the
 * address stays a plain /login.
 */
export function loginPath(path: string, search = ''): string {
  if (path === '/' || path.startsWith('/login')) return '/login';
  return `/login?next=${encodeURIComponent(search ? `${path}?${search}` : path)}`;
}
