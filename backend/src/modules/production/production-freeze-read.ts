import type { EntityManager } from '@mikro-orm/postgresql';
import type { BuyerLine } from '../../../../domain/order/line-process';
import { isPersonalisedLine } from '../../../../domain/production/personalised-consent';
import { isProductionFrozen, productionFreezeAt } from '../../../../domain/production/production-freeze';
import { CampaignStatus } from '../../../../domain/enums';
import { Product } from '../catalog/product.entity';
import { Campaign } from '../campaign/campaign.entity';
import type { OrderProduct } from '../order/order-product.entity';

/**
 * The campaign's planned freeze of the product (ADR 0062): production starts then unless the
 * campaign failed, whose lines are all cancelled anyway.
 */
async function campaignFreezeAt(em: EntityManager, productId: number): Promise<Date | null> {
  const campaign = await em.findOne(Campaign, { product: productId });
  return campaign && campaign.status !== CampaignStatus.FAILED ? campaign.productionFreezeAt : null;
}

/** When the product's production froze (or will), from its own freeze and its campaign's. */
export async function productFreezeAt(em: EntityManager, productId: number): Promise<Date | null> {
  const product = await em.findOneOrFail(Product, { id: productId });
  return productionFreezeAt(product.productionFrozenAt, await campaignFreezeAt(em, productId));
}

export const lineInputs = (line: OrderProduct) => [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];

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
