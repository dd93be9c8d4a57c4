import type { EntityManager } from '@mikro-orm/postgresql';
import type { BuyerLine } from '../../../../domain/order/line-process';
import { isPersonalisedLine } from '../../../../domain/production/personalised-consent';
import { campaignFreezeAt, isProductionFrozen, productionFreezeAt } from '../../../../domain/production/production-freeze';
import { Product } from '../catalog/product.entity';
import { intArray } from '../catalog/product-facts';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import { Campaign } from '../campaign/campaign.entity';
import type { OrderProduct } from '../order/order-product.entity';

/** When the product's production froze (or will), from its own freeze and its campaign's. */
export async function productFreezeAt(em: EntityManager, productId: number): Promise<Date | null> {
  const product = await em.findOneOrFail(Product, { id: productId });
  return productionFreezeAt(product.productionFrozenAt, campaignFreezeAt(await em.findOne(Campaign, { product: productId })));
}

export const lineInputs = (line: OrderProduct) => [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];

const freezeLoaders = perRequest<BatchLoader<number, Date | null>>();

/**
 * The freeze of many lines' products in one statement per request (an order list asks it of every
 * line): the product's own freeze and its campaign's planned one, unless that campaign failed.
 */
function freezeLoader(em: EntityManager): BatchLoader<number, Date | null> {
  return freezeLoaders(em, () =>
    createBatchLoader(
      async (productIds) => {
        const rows = await em.getConnection().execute<{ id: number; own: Date | null; planned: Date | null; status: string | null }[]>(
          `select p.id, p.production_frozen_at as own, c.production_freeze_at as planned, c.status
             from product p left join campaign c on c.product_id = p.id
            where p.id = any(?::int[])`,
          [intArray(productIds)],
        );
        return new Map(
          rows.map((row) => {
            const campaign = row.status && row.planned ? { status: row.status, productionFreezeAt: new Date(row.planned) } : null;
            return [row.id, productionFreezeAt(row.own && new Date(row.own), campaignFreezeAt(campaign))];
          }),
        );
      },
      () => null,
    ),
  );
}

/** A line's `productionFrozen` for readers of many lines, batched per request. */
export async function lineProductionFrozenBatched(em: EntityManager, line: OrderProduct, now: Date = new Date()): Promise<boolean> {
  return isProductionFrozen(await freezeLoader(em).load(line.product.id), now);
}

/** Whether the line's product is past its production freeze at `now`. */
export async function lineProductionFrozen(em: EntityManager, line: OrderProduct, now: Date = new Date()): Promise<boolean> {
  return isProductionFrozen(await productFreezeAt(em, line.product.id), now);
}

/** The line as the buyer-change rule (domain/order/line-process.ts) reads it. */
export async function buyerLineOf(em: EntityManager, line: OrderProduct, now: Date = new Date()): Promise<BuyerLine> {
  return {
    productName: line.productName,
    status: line.status,
    personalised: isPersonalisedLine(lineInputs(line)),
    productionFrozen: await lineProductionFrozen(em, line, now),
  };
}
