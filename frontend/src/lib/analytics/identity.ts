/**
 * Who the analytics events are about, without any account: a client id that survives a year in a
 * cookie (one browser), and a session id that changes after 30 minutes without an event, as GA4
 * counts sessions. The member id, when there is one, is added separately and padded to 9 digits.
 */
export const CLIENT_ID_COOKIE = '_cs_cid';
export const SESSION_COOKIE = '_cs_sid';
export const CLIENT_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const USER_ID_DIGITS = 9;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** The page's own cookies; Secure on https so the ids never travel in clear text. */
export const documentCookies: CookieJar = {
  get(name) {
    const prefix = `${name}=`;
    for (const part of document.cookie.split(';')) {
      const entry = part.trim();
      if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
    }
    return undefined;
  },
  set(name, value, maxAgeSeconds) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  },
};

/** A member id as the analytics service expects it: 9 digits, zero-padded (7 → "000000007"). */
export function padUserId(id: number): string {
  return String(id).padStart(USER_ID_DIGITS, '0');
}

function randomDigits(): string {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return String(values[0] ?? 0);
}

export interface AnalyticsIdentity {
  /** The browser's id, e.g. "2718281828.1767225600", kept (and its cookie renewed) for 365 days. */
  clientId: string;
  /** The current session's id (its start in Unix seconds); a new one after 30 minutes idle. */
  sessionFor(nowMs: number): string;
}

/**
 * Reads or creates the client id, and keeps the session in a cookie too so that a reload or a
 * second tab continues the same session instead of starting another.
 */
export function createIdentity(cookies: CookieJar, nowMs: number): AnalyticsIdentity {
  const stored = cookies.get(CLIENT_ID_COOKIE);
  const clientId = stored && /^\d+\.\d+$/.test(stored) ? stored : `${randomDigits()}.${Math.floor(nowMs / 1000)}`;
  // Renewed on every visit: a year after the last visit, not the first.
  cookies.set(CLIENT_ID_COOKIE, clientId, CLIENT_ID_MAX_AGE_SECONDS);

  function sessionFor(now: number): string {
    const [id, lastSeen] = (cookies.get(SESSION_COOKIE) ?? '').split('.');
    const last = Number(lastSeen);
    const current = id && Number.isFinite(last) && now - last < SESSION_TIMEOUT_MS ? id : String(Math.floor(now / 1000));
    cookies.set(SESSION_COOKIE, `${current}.${now}`, SESSION_TIMEOUT_MS / 1000);
    return current;
  }

  return { clientId, sessionFor };
}
