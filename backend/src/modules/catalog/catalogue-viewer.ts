import type { EntityManager } from '@mikro-orm/postgresql';
import { attachContents, attachSummary, intArray } from './product-facts';
import { readModel, type ProductContents, type ProductSummary } from './product-read-model';
import { Product } from './product.entity';
import type { ViewerLike } from '../../../../domain/catalog/visibility';

/**
 * A product as every viewer of one authority level sees it, as the catalogue cache keeps it. Its
 * summary says "not subscribed": the viewer's own flag is added per request by `forViewer`.
 */
export interface SharedProduct {
  product: Product;
  summary: ProductSummary;
  contents?: ProductContents;
}

export function sharedProduct(product: Product, summary: ProductSummary, contents?: ProductContents): SharedProduct {
  return { product, summary: { ...summary, restockSubscribed: false }, contents };
}

const NONE: ReadonlySet<number> = new Set();

/** Which of `productIds` the member asked to hear about when restocked: one small indexed read. */
async function restockSubscriptions(em: EntityManager, userId: number, productIds: number[]): Promise<ReadonlySet<number>> {
  const rows = await em.execute<{ product_id: number }[]>(
    'select product_id from product_restock_notification where user_id = ? and product_id = any(?::int[])',
    [userId, intArray(productIds)],
  );
  return new Set(rows.map((row) => row.product_id));
}

/**
 * The request's own Product objects over shared rows: the facts travel with each instance
 * (product-facts.ts), so a shared instance would carry one viewer's flag to the next.
 * Anonymous viewers cost no query.
 */
export async function forViewer(em: EntityManager, shared: SharedProduct[], viewer: ViewerLike | null): Promise<Product[]> {
  const subscribed =
    viewer && shared.length > 0
      ? await restockSubscriptions(em, viewer.userId, shared.map(({ product }) => product.id))
      : NONE;
  return shared.map(({ product, summary, contents }) => {
    const own = readModel(Product, { ...product });
    attachSummary(own, { ...summary, restockSubscribed: subscribed.has(product.id) });
    if (contents) attachContents(own, contents);
    return own;
  });
}
