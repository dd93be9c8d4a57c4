import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Waits until some statement of this database is blocked on a lock (false after ~5 s), so a test
 * commits the first of two racing transactions only once the second is queued behind it.
 * `probe` must be an EntityManager outside both transactions.
 */
export async function someoneWaitsOnALock(probe: EntityManager): Promise<boolean> {
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = await probe.execute<{ waiting: number }[]>(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}
