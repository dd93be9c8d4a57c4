import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { staffOperator, staffReader } from '../staff/staff-access';
import { canRequestShipping, checkOffPickup, pickupPassOf, pickupRoster, requestPickupShipping } from './pickup.service';

export const pickupResolvers: Resolvers = {
  Query: {
    staffPickupRoster: (_parent, args, context) => pickupRoster(context.em, staffReader(context), context.config, args),
  },
  Mutation: {
    staffCheckOffPickup: (_parent, { data }, context) => checkOffPickup(context.em, staffOperator(context), context.config, data),
    requestPickupShipping: (_parent, { data }, context) => requestPickupShipping(context.em, requireViewer(context), data),
  },
  Order: {
    pickupPass: (order, _args, { em, config }) => pickupPassOf(em, config, order),
    canRequestPickupShipping: (order, _args, { em }) => canRequestShipping(em, order),
  },
};
