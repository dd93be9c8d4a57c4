import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { isAppError, type AppError } from '../../graphql/errors';
import { requireViewer } from '../account/viewer';
import { payOrder } from './pay-order.service';
import { placeOrder } from './place-order.service';

export const checkoutResolvers: Resolvers = {
  Mutation: {
    placeOrder: (_parent, { data }, context) =>
      placeOrder(
        { em: context.em, viewer: requireViewer(context), config: context.config, gateway: context.adapters.payment, log: context.log },
        data,
      ),
    payOrder: async (_parent, { data }, context) => {
      const viewer = requireViewer(context);
      const result = await payOrder({ em: context.em, viewer, gateway: context.adapters.payment, log: context.log }, data);
      // A returned (not thrown) refusal lets the transaction commit what payOrder wrote before refusing.
      return isAppError(result) ? (result as unknown as Exclude<typeof result, AppError>) : result;
    },
  },
};
