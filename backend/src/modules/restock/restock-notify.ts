import type { EntityManager } from '@mikro-orm/postgresql';
import type { TemplateVariables } from '../../../../domain/messaging/templates';

// The RESTOCKED template's variables as SQL over the product row `p` (ADR 0040): typed against
// the template, so a template change fails to compile here. A combination's request names the
// combination too (`d`, docs/decisions/0059), so "L / 네이비" is not mistaken for the whole product.
const variablesSql = (productName: string) => {
  const variables: Record<keyof TemplateVariables<'RESTOCKED'>, string> = {
    productName,
    productUrl: "'/products/' || p.id",
  };
  return `jsonb_build_object(${Object.entries(variables)
    .map(([name, expression]) => `'${name}', ${expression}`)
    .join(', ')})`;
};
const PRODUCT_VARIABLES = variablesSql('p.name');
const OPTION_VARIABLES = variablesSql("p.name || ' (' || concat_ws(' / ', d.option0, d.option1, d.option2) || ')'");

/**
 * docs/product-rules.md#restock-notifications: when a product's stock rises from zero, every
 * whole-product subscriber gets a message and the subscription is removed. One statement in the
 * caller's transaction takes the subscriptions (deleted and read at once, so none is told twice)
 * and queues one RESTOCKED message per subscriber (the messaging outbox, keyed by the
 * subscription); a rollback undoes both, so a refused stock change tells nobody. Requests for one
 * combination are left to notifyOptionRestock. Returns how many were told.
 */
export async function notifyRestockSubscribers(em: EntityManager, restock: { productId: number }): Promise<number> {
  const queued = await em.execute<{ user_id: number }[]>(
    `with taken as (delete from product_restock_notification where product_id = ? and option_id is null returning id, user_id)
     insert into message (university_id, user_id, event_key, template, purpose, variables)
     select p.university_id, t.user_id, 'RESTOCKED:subscription:' || t.id, 'RESTOCKED', 'TRANSACTIONAL', ${PRODUCT_VARIABLES}
       from taken t join product p on p.id = ?
     on conflict (event_key) do nothing
     returning user_id`,
    [restock.productId, restock.productId],
  );
  return queued.length;
}

/**
 * docs/product-rules.md#restock-notifications: a request for one combination is told only when THAT
 * combination has stock again. A request is only taken while its combination is sold out (under
 * the product row's share lock, which every stock writer holds exclusively), so any request whose
 * combination now has stock is one whose combination came back: the caller runs this after every
 * stock change of the product, in its transaction, with the product row locked. Returns how many
 * were told.
 */
export async function notifyOptionRestock(em: EntityManager, restock: { productId: number }): Promise<number> {
  const queued = await em.execute<{ user_id: number }[]>(
    `with taken as (
       delete from product_restock_notification n
        using product_option_detail back
        where n.product_id = ? and n.option_id = back.id and back.count > 0 and not back.retired
       returning n.id, n.user_id, n.option_id)
     insert into message (university_id, user_id, event_key, template, purpose, variables)
     select p.university_id, t.user_id, 'RESTOCKED:subscription:' || t.id, 'RESTOCKED', 'TRANSACTIONAL', ${OPTION_VARIABLES}
       from taken t join product_option_detail d on d.id = t.option_id join product p on p.id = d.product_id
     on conflict (event_key) do nothing
     returning user_id`,
    [restock.productId],
  );
  return queued.length;
}
