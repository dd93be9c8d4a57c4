import type { EntityManager } from '@mikro-orm/postgresql';

// ProductOptionDetail.isRestockSubscribed over a product's combinations: one read of the member's
// per-combination requests per request (the EntityManager is the request's own fork).
const subscribedOptionIds = new WeakMap<EntityManager, Promise<ReadonlySet<number>>>();

export function forgetOptionSubscriptions(em: EntityManager): void {
  subscribedOptionIds.delete(em);
}

export async function isOptionSubscribed(em: EntityManager, userId: number | null | undefined, optionId: number): Promise<boolean> {
  if (!userId) return false;
  let ids = subscribedOptionIds.get(em);
  if (!ids) {
    ids = em
      .execute<{ option_id: number }[]>(
        'select option_id from product_restock_notification where user_id = ? and option_id is not null',
        [userId],
      )
      .then((rows) => new Set(rows.map((row) => Number(row.option_id))));
    subscribedOptionIds.set(em, ids);
  }
  return (await ids).has(optionId);
}
