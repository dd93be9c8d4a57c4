import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { clearNowAndAfterCommit } from '../../db/clear-after-commit';

/*
 * What a bearer token stood for a moment ago, kept in this process for one second (docs/decisions/
 * 0075). It decides ONE thing: which visibility level's shared catalogue answer a signed-in request
 * may be served from the response cache (graphql/plugins/response-cache.ts). Everything that acts
 * as the member (per-member fields, `me`, every mutation) still authenticates with the database on
 * the request itself, so a logout, a suspension or a withdrawal signs the member out at once on
 * every instance. What the cache can show late is only the catalogue of the level the member had:
 * at most one second on another instance, never on this one (every revoke and level change clears it).
 */

/** How long a standing is reused: the same bound as a catalogue change on another instance. */
export const SESSION_CACHE_TTL_MS = 1_000;

/** Distinct tokens kept; the least recently used go first. */
const SESSION_CACHE_MAX = 20_000;

interface Box {
  standing: unknown;
}

type Standings = LRUCache<string, Box, () => Promise<unknown>>;

const createStandings = (): Standings =>
  new LRUCache<string, Box, () => Promise<unknown>>({
    max: SESSION_CACHE_MAX,
    ttl: SESSION_CACHE_TTL_MS,
    // A clear aborts running lookups; their callers still get the answer, which is only not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ standing: await context() }),
  });

// One per database (the driver every fork of one MikroORM instance shares), like the catalogue cache.
const caches = new WeakMap<object, Standings>();

function standingsOf(em: { getDriver(): object }): Standings {
  const owner = em.getDriver();
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = createStandings()));
  return cache;
}

/**
 * The standing under `key` when it was looked up less than a second ago in this process, otherwise
 * `load()`'s (concurrent lookups of one key share one statement). Past half its life an entry is
 * refreshed in the background while it is still served, so a busy token never waits for the
 * database; past its whole life it is never served. A failed lookup is not kept.
 */
export async function cachedStanding<T>(em: { getDriver(): object }, key: string, load: () => Promise<T>): Promise<T> {
  const cache = standingsOf(em);
  const remaining = cache.getRemainingTTL(key);
  const due = remaining > 0 && remaining < SESSION_CACHE_TTL_MS / 2;
  const box = await cache.fetch(key, { context: load, forceRefresh: due, allowStale: due });
  if (!box) throw new Error('The session cache lost a standing');
  return box.standing as T;
}

/**
 * Forgets every standing of this process: call it with the writing EntityManager on every change
 * of who a token stands for (logout, revoke, suspension, withdrawal, a member's level).
 */
export function forgetSessions(em: EntityManager): void {
  const cache = standingsOf(em);
  clearNowAndAfterCommit(em, () => cache.clear());
}
