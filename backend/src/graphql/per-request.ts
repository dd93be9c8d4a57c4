import DataLoader from 'dataloader';

/**
 * Per-request batching: every `load(key)` asked for while one GraphQL level resolves lands in a
 * single `batch(keys)` call (dataloader), and each key is answered from the request's cache after.
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
  /** Answers `key` without a query (the caller already read it, e.g. alongside a page). */
  prime(key: K, value: V): void;
}

/** `batch` answers the keys it found; `missing(key)` stands in for the others. */
export function createBatchLoader<K, V>(batch: (keys: K[]) => Promise<Map<K, V>>, missing: (key: K) => V): BatchLoader<K, V> {
  const loader = new DataLoader<K, V>(async (keys) => {
    const values = await batch([...keys]);
    return keys.map((key) => (values.has(key) ? (values.get(key) as V) : missing(key)));
  });
  return {
    load: (key) => loader.load(key),
    prime: (key, value) => {
      loader.prime(key, value);
    },
  };
}

/** One value per EntityManager (that is, per request or per mutation transaction). */
export function perRequest<T extends object>(): (owner: object, create: () => T) => T {
  const values = new WeakMap<object, T>();
  return (owner, create) => {
    let value = values.get(owner);
    if (!value) values.set(owner, (value = create()));
    return value;
  };
}

/** A promise per request and key, so that sibling resolvers asking for the same thing share one query. */
export function perRequestMemo<K, V>(): (owner: object, key: K, load: () => Promise<V>) => Promise<V> {
  const maps = perRequest<Map<K, Promise<V>>>();
  return (owner, key, load) => {
    const byKey = maps(owner, () => new Map());
    let value = byKey.get(key);
    if (!value) byKey.set(key, (value = load()));
    return value;
  };
}
