/**
 * Renew a little before PortOne's expiry, but inside its last minute: a token asked for then comes
 * back the same with five more minutes, so instances sharing the keys never invalidate each other.
 */
export const TOKEN_REFRESH_MARGIN_MS = 30_000;

export interface TokenSource {
  /** A valid token: the cached one, or the one request in flight, or a new request. */
  get(): Promise<string>;
  /** Forgets `token` after PortOne refused it (a newer token, if any, stays). */
  invalidate(token: string): void;
}

/**
 * Caches one access token and lets concurrent callers share one request for a new one, so a
 * burst of checkouts at the token's expiry costs one getToken call, not one per request.
 */
export function createTokenSource(
  fetchToken: () => Promise<{ token: string; lifetimeMs: number }>,
  now: () => number,
): TokenSource {
  let cached: { token: string; refreshAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function renew(): Promise<string> {
    const { token, lifetimeMs } = await fetchToken();
    // A token already inside the margin is still good for this call; the next one renews again.
    cached = { token, refreshAt: now() + Math.max(0, lifetimeMs - TOKEN_REFRESH_MARGIN_MS) };
    return token;
  }

  return {
    get() {
      if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
      inflight ??= renew().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
  };
}
