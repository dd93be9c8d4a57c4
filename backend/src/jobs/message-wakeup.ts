import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Logger } from '../logger';
import { QUEUES } from './queues';

/**
 * Wakes the send-messages worker when a message is queued: the message table's trigger NOTIFYs at
 * commit (ADR 0040), so the request that queued it paid for its INSERT alone, and the member's
 * message leaves within a poll instead of at the next minute's sweep. The queue is stately, so a
 * burst of notifications makes one queued sweep. A lost connection only delays messages to that
 * sweep; it reconnects.
 */
export async function listenForMessages(connectionString: string, boss: PgBoss, logger: Logger): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  const log = logger.child({ component: 'message-wakeup' });

  const wake = () => {
    boss.send(QUEUES.sendMessages, {}).catch((err: unknown) => log.warn({ err }, 'could not wake the message worker'));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: 'campus-shop-message-wakeup' });
    next.on('notification', wake);
    next.on('error', (err) => {
      log.warn({ err }, 'message wake-up connection lost; reconnecting');
      void next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch((error: unknown) => log.warn({ err: error }, 'reconnect failed')), 1_000).unref();
    });
    await next.connect();
    await next.query('listen message_queued');
    client = next;
  };

  await connect();
  // Messages queued while no instance listened (a restart) go out now, not at the next minute.
  wake();
  return {
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
}
