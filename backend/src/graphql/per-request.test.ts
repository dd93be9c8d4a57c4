import { describe, expect, it } from 'vitest';
import { createBatchLoader, perRequest } from './per-request';

function recordingLoader() {
  const batches: number[][] = [];
  const loader = createBatchLoader<number, string>(
    async (keys) => {
      batches.push(keys);
      return new Map(keys.filter((key) => key > 0).map((key) => [key, `v${key}`]));
    },
    (key) => `missing ${key}`,
  );
  return { loader, batches };
}

describe('createBatchLoader', () => {
  it('answers every load of one tick from a single batch, and a key twice from the cache', async () => {
    const { loader, batches } = recordingLoader();
    const values = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(-3)]);
    expect(values).toEqual(['v1', 'v2', 'v1', 'missing -3']);
    expect(batches).toEqual([[1, 2, -3]]);
    expect(await loader.load(2)).toBe('v2');
    expect(batches).toHaveLength(1);
  });

  it('collects loads made by resolvers that run after already-resolved promises', async () => {
    const { loader, batches } = recordingLoader();
    const later = Promise.resolve().then(() => loader.load(5));
    await Promise.all([loader.load(4), later]);
    expect(batches).toEqual([[4, 5]]);
  });

  it('starts a new batch for loads after the first one ran', async () => {
    const { loader, batches } = recordingLoader();
    await loader.load(1);
    await loader.load(2);
    expect(batches).toEqual([[1], [2]]);
  });

  it('answers primed keys without a batch', async () => {
    const { loader, batches } = recordingLoader();
    loader.prime(7, 'primed');
    expect(await loader.load(7)).toBe('primed');
    expect(batches).toEqual([]);
  });

  it('rejects every load of a failed batch and retries them next time', async () => {
    let fail = true;
    const loader = createBatchLoader<number, number>(
      async (keys) => {
        if (fail) throw new Error('database gone');
        return new Map(keys.map((key) => [key, key * 10]));
      },
      () => 0,
    );
    await expect(Promise.all([loader.load(1), loader.load(2)])).rejects.toThrow('database gone');
    fail = false;
    expect(await loader.load(1)).toBe(10);
  });
});

describe('perRequest', () => {
  it('keeps one value per owner', () => {
    const cache = perRequest<{ n: number }>();
    const a = {};
    const b = {};
    let made = 0;
    const first = cache(a, () => ({ n: (made += 1) }));
    expect(cache(a, () => ({ n: (made += 1) }))).toBe(first);
    expect(cache(b, () => ({ n: (made += 1) }))).not.toBe(first);
    expect(made).toBe(2);
  });
});
