import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { MutationPrechecks } from '../../graphql/transactional-mutations';
import { refuseUnorderableEarly } from '../cart/cart-validation';
import { requireViewer } from '../account/viewer';
import { admitOnFreshRead, checkoutAdmissionFor } from './checkout-admission';
import { payOrder } from './pay-order.service';
import { placeOrder } from './place-order.service';

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_parent, { data }, context) =>
      placeOrder(
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
    payOrder: (_parent, { data }, context) =>
      payOrder({ em: context.em, viewer: requireViewer(context), gateway: context.adapters.payment, log: context.log }, data),
  },
};

export const checkoutPrechecks: MutationPrechecks = {
  // A sold-out rush is refused from one plain read, before any transaction or lock; the rest
  // wait for a checkout slot holding nothing (checkout-admission.ts).
  placeOrder: async ({ data }, context) => {
    const cartIds = (data as { cartIds?: unknown } | null | undefined)?.cartIds;
    const userId = requireViewer(context).userId;
    const admitted = await admitOnFreshRead(checkoutAdmissionFor(context.config), () =>
      refuseUnorderableEarly(context.em, { userId, cartIds, now: new Date() }),
    );
    return admitted && (() => admitted.release());
  },
};
