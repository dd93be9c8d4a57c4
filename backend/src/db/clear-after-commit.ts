import type { EntityManager } from '@mikro-orm/postgresql';

const pending = new WeakMap<object, Set<() => void>>();
const watchedEventManagers = new WeakSet<object>();

/**
 * Runs `clear` now and, when `em` is inside a transaction, once more after it commits: a read by
 * another request in between would see, and cache again, the rows as they were before the write.
 * For in-process caches over rows (the catalogue, the session standing cache).
 */
export function clearNowAndAfterCommit(em: EntityManager, clear: () => void): void {
  clear();
  if (!em.isInTransaction()) return;
  let clears = pending.get(em);
  if (!clears) pending.set(em, (clears = new Set()));
  clears.add(clear);
  const events = em.getEventManager();
  if (watchedEventManagers.has(events)) return;
  watchedEventManagers.add(events);
  // A transaction's fork has an event manager of its own, so this subscriber ends with it.
  events.registerSubscriber({
    afterTransactionCommit: ({ em: committed }) => {
      const due = pending.get(committed);
      pending.delete(committed);
      for (const run of due ?? []) run();
    },
  });
}
