import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueJobs } from '../../jobs/enqueue';
import { QUEUES } from '../../jobs/queues';

/** One restock message to one former subscriber (the restock-notify queue's job data). */
export interface RestockNotice {
  userId: number;
  productId: number;
}

/**
 * docs/product-rules.md#restock-notifications: when a product's stock rises from zero, every subscriber gets
 * a message and the subscription is removed. Both happen in the caller's transaction: the
 * subscriptions are taken (deleted and read in one statement, so none is told twice) and one job
 * per subscriber is queued, and a rollback undoes both, so a refused stock change tells nobody.
 * Returns how many were told.
 */
export async function notifyRestockSubscribers(em: EntityManager, restock: { productId: number }): Promise<number> {
  const taken = await em.execute<{ user_id: number }[]>(
    'delete from product_restock_notification where product_id = ? returning user_id',
    [restock.productId],
  );
  await enqueueJobs<RestockNotice>(
    em,
    QUEUES.restockNotify,
    taken.map(({ user_id: userId }) => ({ data: { userId, productId: restock.productId } })),
  );
  return taken.length;
}
