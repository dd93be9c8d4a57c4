import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { myCheckoutHolds, releaseCheckoutHold, startCheckoutHold } from './holds.service';

export const holdsResolvers: Resolvers = {
  Query: {
    myCheckoutHolds: (_parent, _args, context) => myCheckoutHolds(context.em, requireViewer(context)),
  },
  Mutation: {
    startCheckoutHold: (_parent, { data }, context) => startCheckoutHold(context.em, requireViewer(context), context.config, data),
    releaseCheckoutHold: (_parent, { productId }, context) => releaseCheckoutHold(context.em, requireViewer(context), productId),
  },
};
