import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateVariables } from '../../../../domain/messaging/templates';

// The RESTOCKED template's variables as SQL over the product row `p` (ADR 0040): typed against
// the template, so a template change fails to compile here.
const RESTOCK_VARIABLES: Record<keyof TemplateVariables<'RESTOCKED'>, string> = {
  productName: 'p.name',
  productUrl: "'/products/' || p.id",
};
const variablesSql = `jsonb_build_object(${Object.entries(RESTOCK_VARIABLES)
  .map(([name, expression]) => `'${name}', ${expression}`)
  .join(', ')})`;

/**
 * docs/product-rules.md#restock-notifications: when a product's stock rises from zero, every subscriber gets
 * a message and the subscription is removed. One statement in the caller's transaction takes the
 * subscriptions (deleted and read at once, so none is told twice) and queues one RESTOCKED message
 * per subscriber (the messaging outbox, keyed by the subscription); a rollback undoes both, so a
 * refused stock change tells nobody. Returns how many were told.
 */
export async function notifyRestockSubscribers(em: EntityManager, restock: { productId: number }): Promise<number> {
  const queued = await em.execute<{ user_id: number }[]>(
    `with taken as (delete from product_restock_notification where product_id = ? returning id, user_id)
     insert into message (university_id, user_id, event_key, template, purpose, variables)
     select p.university_id, t.user_id, 'RESTOCKED:subscription:' || t.id, 'RESTOCKED', 'TRANSACTIONAL', ${variablesSql}
       from taken t join product p on p.id = ?
     on conflict (event_key) do nothing
     returning user_id`,
    [restock.productId, restock.productId],
  );
  return queued.length;
}
