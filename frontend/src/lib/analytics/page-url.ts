/**
 * The query parameters a page view keeps: the list filters and paging, which say what was shown.
 * Everything else is dropped before it leaves for the collector and the tag manager: a social
 * login's `code` and `state`, a password reset's `code`, tickets and tokens are secrets, and even
 * `next` or a search a member typed is nobody else's business.
 */
export const TRACKED_QUERY_PARAMS: readonly string[] = ['category', 'sub', 'group', 'available', 'page', 'status'];

/** `path?query` with only the tracked parameters, in the order the address had them. */
export function trackedPageUrl(path: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (TRACKED_QUERY_PARAMS.includes(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The referrer a page view reports: a page of this shop as `trackedPageUrl` would; another site by
 * its origin and path only (its query is that site's business, and may carry its own codes).
 */
export function trackedReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.origin === origin) return `${origin}${trackedPageUrl(url.pathname, url.search)}`;
  return `${url.origin}${url.pathname}`;
}
