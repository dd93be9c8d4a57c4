import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { clearNowAndAfterCommit } from '../../db/clear-after-commit';

/*
 * A short-lived, in-process cache of the PUBLIC catalogue reads (list pages, product pages) that
 * every visitor of the same authority level sees alike (docs/decisions/0009-catalogue.md). Nothing
 * about one viewer goes in: restock subscriptions are read per request (viewer-flags.ts). Orders
 * re-check stock under a row lock, so a stock badge up to one TTL old is only a display matter.
 */

/**
 * The longest a catalogue change stays unseen on an instance that did not make it (another
 * instance's write, or a write that forgets to invalidate): issue 21 asks for one second.
 */
export const CATALOGUE_TTL_MS = 1_000;

/**
 * How long each of the two layers keeps what it read: these rows, and the whole answers built
 * from them (graphql/plugins/response-cache.ts). An answer built from rows about to expire lives
 * one layer's time more, so each layer gets half of the bound.
 */
export const CATALOGUE_LAYER_TTL_MS = CATALOGUE_TTL_MS / 2;

/** Distinct keys (filters × cursors × levels) kept; the least recently used go first. */
export const CATALOGUE_MAX_ENTRIES = 500;

export interface CatalogueCache {
  /**
   * The value under `key` while it is fresh; otherwise `load()`'s, which every concurrent miss of
   * the same key shares (one query, not one per request). A load that fails is not kept.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything; loads already running still answer their callers but are not kept. */
  clear(): void;
  /** Runs `listener` on every clear: caches of whole responses built on these reads clear too. */
  onClear(listener: () => void): void;
}

// lru-cache refuses null and undefined as values; a product that does not exist is worth keeping too.
interface Box {
  value: unknown;
}

export function createCatalogueCache(options: { ttlMs?: number; max?: number } = {}): CatalogueCache {
  const entries = new LRUCache<string, Box, () => Promise<unknown>>({
    max: options.max ?? CATALOGUE_MAX_ENTRIES,
    ttl: options.ttlMs ?? CATALOGUE_LAYER_TTL_MS,
    // clear() aborts running loads; their callers still get the rows, which are only not stored.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  const listeners: (() => void)[] = [];
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const box = await entries.fetch(key, { context: load });
      if (!box) throw new Error(`Catalogue cache lost the value of ${key}`);
      return box.value as T;
    },
    clear() {
      entries.clear();
      for (const listener of listeners) listener();
    },
    onClear(listener) {
      listeners.push(listener);
    },
  };
}

// One cache per database (the driver every fork of one MikroORM instance shares), so that two
// apps in one process, as in the API tests, never see each other's rows.
const caches = new WeakMap<object, CatalogueCache>();

/** The catalogue cache of the database `em` talks to (one per MikroORM instance). */
export function cacheOf(em: { getDriver(): object }): CatalogueCache {
  const owner = em.getDriver();
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = createCatalogueCache()));
  return cache;
}

/**
 * Reads through the shared cache, except inside a transaction: a transaction may see its own
 * uncommitted writes, which must never reach other visitors.
 */
export function readCatalogue<T>(em: EntityManager, key: string, load: () => Promise<T>): Promise<T> {
  return em.isInTransaction() ? load() : cacheOf(em).read(key, load);
}

/**
 * Makes the next catalogue read come from the database. For every write that changes what a list
 * or product page shows (stock, prices, visibility, tags, categories, reviews' figures): call it
 * with the writing EntityManager. Inside a transaction it clears again after the commit, since a
 * read in between would see, and cache, the rows as they were.
 */
export function invalidateCatalogue(em: EntityManager): void {
  const cache = cacheOf(em);
  clearNowAndAfterCommit(em, () => cache.clear());
}
