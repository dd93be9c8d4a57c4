/**
 * Where the payment window sends the student back (PortOne's m_redirect_url, docs/decisions/0059):
 * the origin the student's own page runs on, when the shop knows it as one of its own, so a shop
 * reached at www and at the bare domain (or at 127.0.0.1 and localhost) lands the student back
 * where their session lives. Any other origin (a stranger's page, a missing header) falls back
 * to PUBLIC_BASE_URL: never an open redirect.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `value`'s origin (scheme, host, port) when it is an http(s) URL, else null. */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** SHOP_ORIGINS: a comma-separated list of the shop's other addresses, read leniently (bad entries dropped). */
export function parseShopOrigins(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => originOf(entry.trim()))
    .filter((origin): origin is string => origin !== null);
}

export interface ReturnOriginPolicy {
  publicBaseUrl: string;
  /** The tenant's other origins: its siteUrl, SHOP_ORIGINS. */
  allowed: Iterable<string>;
}

/**
 * The origin to return to for a request that came from `requestOrigin` (the Origin header). A
 * deployment whose PUBLIC_BASE_URL is a loopback address (a developer's machine, the tests)
 * accepts any loopback origin, as the payment sandbox does.
 */
export function returnOriginOf(policy: ReturnOriginPolicy, requestOrigin: string | null | undefined): string {
  const base = originOf(policy.publicBaseUrl) ?? policy.publicBaseUrl;
  const origin = originOf(requestOrigin);
  if (!origin) return base;
  if (origin === base || new Set(policy.allowed).has(origin)) return origin;
  const local = LOOPBACK_HOSTS.has(new URL(base).hostname);
  return local && LOOPBACK_HOSTS.has(new URL(origin).hostname) ? origin : base;
}
