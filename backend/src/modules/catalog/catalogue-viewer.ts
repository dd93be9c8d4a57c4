import type { EntityManager } from '@mikro-orm/postgresql';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import { attachContents, attachSummary, intArray, productSummaryOf, type MaybePromise } from './product-facts';
import { readModel, type ProductContents, type ProductSummary } from './product-read-model';
import { Product } from './product.entity';
import type { ViewerLike } from '../../../../domain/catalog/visibility';

/**
 * A product as every viewer of one authority level sees it, as the catalogue cache keeps it. Its
 * summary says "not subscribed": the viewer's own flag is read only when a query asks for it
 * (`restockSubscribedOf`), so a signed-in catalogue read costs no per-member statement.
 */
export interface SharedProduct {
  product: Product;
  summary: ProductSummary;
  contents?: ProductContents;
}

export function sharedProduct(product: Product, summary: ProductSummary, contents?: ProductContents): SharedProduct {
  return { product, summary: { ...summary, restockSubscribed: false }, contents };
}

/** Products built from shared rows: their attached restock flag is nobody's, so it is read per request. */
const fromSharedRows = new WeakSet<Product>();

/** Which of the asked products the member asked to hear about when restocked: one indexed read per request. */
function createRestockLoader(em: EntityManager, userId: number): BatchLoader<number, boolean> {
  return createBatchLoader<number, boolean>(
    async (productIds) => {
      const rows = await em.execute<{ product_id: number }[]>(
        'select product_id from product_restock_notification where user_id = ? and product_id = any(?::int[])',
        [userId, intArray(productIds)],
      );
      return new Map(rows.map((row) => [row.product_id, true]));
    },
    () => false,
  );
}

const restockLoaders = perRequest<BatchLoader<number, boolean>>();

/**
 * The request's own Product objects over shared rows: the facts travel with each instance
 * (product-facts.ts), so a shared instance would carry one viewer's flag to the next. No query.
 */
export function forViewer(shared: SharedProduct[]): Product[] {
  return shared.map(({ product, summary, contents }) => {
    const own = readModel(Product, { ...product });
    attachSummary(own, summary);
    if (contents) attachContents(own, contents);
    fromSharedRows.add(own);
    return own;
  });
}

/** Whether the viewer subscribed to the product's restock message; false for anonymous viewers. */
export function restockSubscribedOf(em: EntityManager, product: Product, viewer: ViewerLike | null): MaybePromise<boolean> {
  if (!viewer) return false;
  if (!fromSharedRows.has(product)) {
    const summary = productSummaryOf(em, product, viewer.userId);
    return summary instanceof Promise ? summary.then((s) => s.restockSubscribed) : summary.restockSubscribed;
  }
  return restockLoaders(em, () => createRestockLoader(em, viewer.userId)).load(product.id);
}
