/**
 * What a flow must carry across a page change or a trip to a provider's site (the social
 * login state, a sign-up ticket, a reset token) stays in this tab's sessionStorage, never in the
 * address bar or the history, and ends with the tab. Storage can be off (some private modes):
 * then reads find nothing and the flow asks the member to start again.
 */
const PREFIX = 'campus-shop.';

export function saveForTab(key: string, value: unknown): boolean {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

function readForTab(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function forgetForTab(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record saved with `saveForTab` whose string fields `fields` are all there and whose number
 * field `stamp` is at most `ttlMs` old; null for anything else (missing, stale, tampered with).
 */
export function readFreshForTab<F extends string, S extends string>(
  key: string,
  { fields, stamp, ttlMs, now }: { fields: readonly F[]; stamp: S; ttlMs: number; now: number },
): (Record<F, string> & Record<S, number>) | null {
  const stored = readForTab(key);
  if (!isRecord(stored)) return null;
  const at = stored[stamp];
  if (typeof at !== 'number' || now - at > ttlMs) return null;
  if (!fields.every((field) => typeof stored[field] === 'string')) return null;
  return stored as Record<F, string> & Record<S, number>;
}
