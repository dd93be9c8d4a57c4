import type { EntityManager } from '@mikro-orm/postgresql';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { registerBillingKey, requestBillingKey } from './billing-key.service';
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
function chargeOfOrder(em: EntityManager, orderId: number): Promise<ChargeView | null> {
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

export const billingResolvers: Resolvers = {
  Order: {
    // The order resolvers already checked the viewer owns the order (or is staff).
    campaignCharge: (order, _args, context) => chargeOfOrder(context.em, order.id),
  },
  Mutation: {
    requestBillingKey: async (_parent, { data }, context) =>
      requestBillingKey(
        {
          em: context.em,
          viewer: requireViewer(context),
          config: context.config,
          gateway: context.adapters.payment,
          log: context.log,
          returnOrigin: await context.returnOrigin(),
        },
        data,
      ),
    registerBillingKey: (_parent, { data }, context) =>
      registerBillingKey(
        { em: context.em, viewer: requireViewer(context), config: context.config, gateway: context.adapters.payment, log: context.log },
        data,
      ),
  },
};
