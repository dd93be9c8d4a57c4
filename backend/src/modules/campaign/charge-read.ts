import type { EntityManager } from '@mikro-orm/postgresql';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import { CampaignCharge } from './campaign-charge.entity';

/** The contract's CampaignCharge, read from the row and its key. */
function chargeView(charge: CampaignCharge) {
  const key = charge.billingKey;
  return {
    id: charge.id,
    orderId: charge.order.id,
    campaignId: charge.campaign.id,
    amount: charge.amount,
    status: charge.status,
    tries: charge.tries,
    maxTries: charge.maxTries,
    nextTryAt: charge.nextTryAt ?? null,
    lastError: charge.lastError ?? null,
    billingKey: { id: key.id, method: key.method, cardName: key.cardName ?? null, last4: key.last4 ?? null, createdAt: key.createdAt },
  };
}

type ChargeView = ReturnType<typeof chargeView>;

// An orders page asks for ten orders' charges: one statement per request, not one per order.
const loaders = perRequest<BatchLoader<number, ChargeView | null>>();

/** Order.campaignCharge: the order's billing-key charge; null for orders paid at once. */
export function chargeOfOrder(em: EntityManager, orderId: number): Promise<ChargeView | null> {
  return loaders(em, () =>
    createBatchLoader(
      async (orderIds) => {
        const rows = await em.find(CampaignCharge, { order: { $in: orderIds } }, { populate: ['billingKey'] });
        return new Map(rows.map((row) => [row.order.id, chargeView(row)]));
      },
      () => null,
    ),
  ).load(orderId);
}
