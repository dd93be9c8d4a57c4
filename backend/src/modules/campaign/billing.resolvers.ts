import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { registerBillingKey, requestBillingKey } from './billing-key.service';
import { chargeOfOrder } from './charge-read';

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
