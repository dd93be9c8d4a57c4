import type { EntityManager } from '@mikro-orm/postgresql';
import { QUEUE_OPTIONS, type QueueName } from './queues';

/**
 * Sends a job in the caller's transaction (pg-boss's own `send` would commit on its own pool), so
 * the job exists exactly when the change that asked for it committed. `singletonKey` makes a
 * repeat of the same send (a resumed close) one job while the first is queued.
 */
export async function enqueueInTransaction(em: EntityManager, queue: QueueName, data: object, singletonKey: string): Promise<void> {
  const options = QUEUE_OPTIONS[queue];
  await em.execute(
    `insert into pgboss.job (name, data, singleton_key, retry_limit, retry_delay, retry_backoff, expire_seconds, policy)
     values (?, ?::jsonb, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
    [
      queue,
      JSON.stringify(data),
      singletonKey,
      options.retryLimit ?? 0,
      options.retryDelay ?? 0,
      options.retryBackoff ?? false,
      options.expireInSeconds ?? 900,
      options.policy ?? 'standard',
    ],
  );
}
