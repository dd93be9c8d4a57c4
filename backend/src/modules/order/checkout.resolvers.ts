import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { MutationPrechecks } from '../../graphql/transactional-mutations';
import { refuseUnorderableEarly } from '../cart/cart-validation';
import { requireViewer } from '../account/viewer';
import { checkoutAdmissionFor, withClaimTurn } from './checkout-admission';
import { claimStock, releaseClaims, type Claim } from './checkout-admission-claims';
import { payOrder } from './pay-order.service';
import { placeOrder } from './place-order.service';

// The claims the precheck made for a placeOrder call, found by its arguments object (the wrapper
// hands the same one to the precheck and the resolver).
const claimsOf = new WeakMap<object, Claim[]>();

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: async (_parent, args, context) =>
      placeOrder(
        {
          em: context.em,
          viewer: requireViewer(context),
          config: context.config,
          gateway: context.adapters.payment,
          log: context.log,
          returnOrigin: await context.returnOrigin(),
          claims: claimsOf.get(args) ?? [],
        },
        args.data,
      ),
    payOrder: (_parent, { data }, context) =>
      payOrder({ em: context.em, viewer: requireViewer(context), gateway: context.adapters.payment, log: context.log }, data),
  },
};

export const checkoutPrechecks: MutationPrechecks = {
  // A sold-out rush is refused from one plain read, before any transaction or lock; the others
  // claim their units in PostgreSQL, then wait for a checkout slot holding nothing
  // (checkout-admission.ts, checkout-admission-claims.ts).
  placeOrder: async (args, context) => {
    const cartIds = (args.data as { cartIds?: unknown } | null | undefined)?.cartIds;
    const userId = requireViewer(context).userId;
    const demands = await refuseUnorderableEarly(context.em, { userId, cartIds, now: new Date() });
    if (demands.length === 0) return undefined;
    const poolSize = context.em.config.get('pool').max ?? 6;
    const claims = await withClaimTurn(context.config, poolSize, () => claimStock(context.em, demands));
    claimsOf.set(args, claims);
    const slot = await checkoutAdmissionFor(context.config, poolSize).admit();
    return async ({ committed }) => {
      slot.release();
      // A committed order took its claims' units; whatever it did not take goes back to the stock.
      if (committed && claims.every((claim) => claim.consumed)) return;
      await withClaimTurn(context.config, poolSize, () => releaseClaims(context.em, claims, committed));
    };
  },
};
