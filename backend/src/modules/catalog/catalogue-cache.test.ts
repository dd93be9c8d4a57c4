import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

/** A load that answers only when told to, counting how often it was started. */
function controlledLoad<T>(value: T) {
  const state = { calls: 0, release: () => {}, fail: (_error: Error) => {} };
  const load = () => {
    state.calls += 1;
    return new Promise<T>((resolve, reject) => {
      state.release = () => resolve(value);
      state.fail = reject;
    });
  };
  return { state, load };
}

// Long enough that no entry can expire while a test runs, however slow the machine.
const LONG = 60_000;

describe('catalogue cache', () => {
  it('answers a fresh key from memory without loading again', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    let calls = 0;
    const load = async () => ({ page: (calls += 1) });
    expect(await cache.read('k', load)).toEqual({ page: 1 });
    expect(await cache.read('k', load)).toEqual({ page: 1 });
    expect(calls).toBe(1);
  });

  it('keeps different keys apart', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    expect(await cache.read('level:0', async () => 'public')).toBe('public');
    expect(await cache.read('level:3', async () => 'admin')).toBe('admin');
    expect(await cache.read('level:0', async () => 'reloaded')).toBe('public');
  });

  it('lets concurrent misses of one key share a single load', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    const { state, load } = controlledLoad('rows');
    const readers = [cache.read('k', load), cache.read('k', load), cache.read('k', load)];
    state.release();
    expect(await Promise.all(readers)).toEqual(['rows', 'rows', 'rows']);
    expect(state.calls).toBe(1);
  });

  it('keeps a product that does not exist as null', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    let calls = 0;
    const load = async () => {
      calls += 1;
      return null;
    };
    expect(await cache.read('product:999', load)).toBeNull();
    expect(await cache.read('product:999', load)).toBeNull();
    expect(calls).toBe(1);
  });

  it('does not keep a failed load: every waiter sees the error and the next read loads again', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    const { state, load } = controlledLoad('rows');
    const readers = [cache.read('k', load), cache.read('k', load)];
    state.fail(new Error('connection lost'));
    for (const reader of readers) await expect(reader).rejects.toThrow('connection lost');
    expect(await cache.read('k', async () => 'recovered')).toBe('recovered');
  });

  it('forgets everything on clear()', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    await cache.read('a', async () => 'old a');
    await cache.read('b', async () => 'old b');
    cache.clear();
    expect(await cache.read('a', async () => 'new a')).toBe('new a');
    expect(await cache.read('b', async () => 'new b')).toBe('new b');
  });

  it('answers a load running during clear() to its callers without keeping it', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG });
    const { state, load } = controlledLoad('read before the write');
    const reader = cache.read('k', load);
    cache.clear();
    state.release();
    expect(await reader).toBe('read before the write');
    expect(await cache.read('k', async () => 'read after the write')).toBe('read after the write');
  });

  it('loads again once an entry is older than its time to live', async () => {
    const cache = createCatalogueCache({ ttlMs: 20 });
    await cache.read('k', async () => 'first');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.read('k', async () => 'second')).toBe('second');
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = createCatalogueCache({ ttlMs: LONG, max: 2 });
    await cache.read('a', async () => 'a');
    await cache.read('b', async () => 'b');
    await cache.read('a', async () => 'unused');
    await cache.read('c', async () => 'c');
    expect(await cache.read('a', async () => 'reloaded a')).toBe('a');
    expect(await cache.read('b', async () => 'reloaded b')).toBe('reloaded b');
  });
});
