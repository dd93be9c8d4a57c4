/**
 * A minimal per-request batcher in the manner of `dataloader`: every `load(key)` asked for while
 * one GraphQL level resolves lands in a single `batch(keys)` call, and each key is answered from
 * a cache afterwards. `dataloader` itself is only a transitive dev dependency here, so a
 * production install would not have it (docs/decisions/0009-catalogue.md).
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
  /** Answers `key` without a query (the caller already read it, e.g. alongside a page). */
  prime(key: K, value: V): void;
}

const resolved = Promise.resolve();

/**
 * Like dataloader: wait for the promise jobs already queued (the sibling resolvers of this
 * level), then one more tick, so that every key of the level is collected before the query runs.
 */
function afterCurrentLevel(run: () => void): void {
  void resolved.then(() => process.nextTick(run));
}

export function createBatchLoader<K, V>(batch: (keys: K[]) => Promise<Map<K, V>>, missing: (key: K) => V): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] | null = null;

  function dispatch(): void {
    const jobs = queue ?? [];
    queue = null;
    batch(jobs.map((job) => job.key)).then(
      (values) => {
        for (const job of jobs) job.resolve(values.has(job.key) ? (values.get(job.key) as V) : missing(job.key));
      },
      (error: unknown) => {
        for (const job of jobs) {
          cache.delete(job.key);
          job.reject(error);
        }
      },
    );
  }

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<V>((resolve, reject) => {
        if (!queue) {
          queue = [];
          afterCurrentLevel(dispatch);
        }
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
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
