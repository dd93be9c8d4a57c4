import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, PgBoss, type Clock, type Db, type JobInsert, type KyselyTransactionLike } from 'pg-boss';
import { PG_BOSS_SCHEMA, type QueueName } from './queues';

/*
 * Enqueueing from services (GraphQL mutations, the staff CLI, job handlers), in the caller's own
 * transaction: the job rows commit with the change that caused them, and a rollback leaves no job
 * behind (docs/decisions/0019-staff-and-jobs.md).
 *
 * pg-boss only inserts through an instance that has read its queue list, so each database (one
 * MikroORM driver) gets one lightweight, insert-only instance: no pool of its own (it borrows the
 * caller's connection), no workers, no schedules, no maintenance, and timers that never keep the
 * process alive. Nothing needs closing.
 */

// The insert-only instance's only timers are an in-memory progress report and a daily queue-list
// refresh; neither may hold a CLI or a test process open.
const backgroundClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (fn, ms) => setInterval(fn, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

const DAY_SECONDS = 24 * 60 * 60;

const senders = new WeakMap<object, Promise<PgBoss>>();

/** The caller's connection (its transaction, when it is in one) as pg-boss's database. */
function callerDb(em: EntityManager): Db {
  return fromKysely(em.getKysely() as unknown as KyselyTransactionLike);
}

/**
 * Starts through the FIRST caller's connection: a start that waited for a free pool connection
 * while a burst of mutations held all of them would wait for ever (ADR 0005). Afterwards the
 * instance's own rare reads go to the pool.
 */
function startSender(em: EntityManager, first: Db): Promise<PgBoss> {
  let during: Db | null = first;
  const pool = fromKysely(em.getDriver().getConnection().getClient() as unknown as KyselyTransactionLike);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (during ?? pool).executeSql(text, values) },
    schema: PG_BOSS_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    queueCacheIntervalSeconds: DAY_SECONDS,
    clock: backgroundClock,
  });
  // Its only background work is that daily refresh, which the next cache miss repeats anyway.
  boss.on('error', () => {});
  return boss.start().finally(() => {
    during = null;
  });
}

function senderFor(em: EntityManager, db: Db): Promise<PgBoss> {
  const key = em.getDriver();
  let sender = senders.get(key);
  if (!sender) {
    sender = startSender(em, db);
    senders.set(key, sender);
    // A start that failed (say, inside a transaction that had already failed) is tried again next time.
    sender.catch(() => senders.delete(key));
  }
  return sender;
}

/** Adds jobs to `queue` in the caller's transaction (or at once, outside one). */
export async function enqueueJobs<Data extends object>(
  em: EntityManager,
  queue: QueueName,
  jobs: JobInsert<Data>[],
): Promise<void> {
  if (jobs.length === 0) return;
  const db = callerDb(em);
  const sender = await senderFor(em, db);
  await sender.insert(queue, jobs, { db });
}
