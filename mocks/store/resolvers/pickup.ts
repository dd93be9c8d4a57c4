import type * as T from '../../__generated__/types';
import * as pickup from '../pickup';
import type { StoreOrder, StoreOrderLine } from '../types';
import { memberOf, type MockContext } from './context';

export const pickupQueries = {
  staffPickupRoster: (_root: unknown, args: T.QueryStaffPickupRosterArgs, context: MockContext) => pickup.pickupRoster(context.db, memberOf(context), args),
};

export const pickupMutations = {
  staffCheckOffPickup: (_root: unknown, args: T.MutationStaffCheckOffPickupArgs, context: MockContext) =>
    pickup.checkOffPickup(context.db, memberOf(context), args.data),
  requestPickupShipping: (_root: unknown, args: T.MutationRequestPickupShippingArgs, context: MockContext) =>
    pickup.requestPickupShipping(context.db, memberOf(context), args.data),
};

export const pickupTypeResolvers = {
  Order: {
    pickupPass: (order: StoreOrder, _args: unknown, { db }: MockContext) => pickup.pickupPassOf(db, order),
    canRequestPickupShipping: (order: StoreOrder, _args: unknown, { db }: MockContext) => pickup.canRequestShipping(db, order),
  },
  OrderProduct: {
    shippingRequestedAt: (line: StoreOrderLine) => line.shippingRequestedAt,
  },
};
