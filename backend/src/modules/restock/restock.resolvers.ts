import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer, type ViewerContext } from '../account/viewer';
import { forgetOptionSubscriptions, isOptionSubscribed } from './option-subscriptions';
import {
  listRestockSubscriptions,
  subscribedOption,
  subscribedProduct,
  subscribeToRestock,
  unsubscribeFromRestock,
} from './restock.service';

const askerOf = (context: ViewerContext) => ({ viewer: tenantViewer(context), viewerSuspended: context.viewerSuspended });

export const restockResolvers: Resolvers = {
  Query: {
    productRestockNotifications: (_parent, { page }, context) => listRestockSubscriptions(context.em, askerOf(context), page),
  },
  Mutation: {
    createProductRestockNotification: async (_parent, { productId, optionId }, context) => {
      const created = await subscribeToRestock(context.em, askerOf(context), productId, optionId);
      forgetOptionSubscriptions(context.em);
      return created;
    },
    deleteProductRestockNotification: async (_parent, { productId, optionId }, context) => {
      const removed = await unsubscribeFromRestock(context.em, askerOf(context), productId, optionId);
      forgetOptionSubscriptions(context.em);
      return removed;
    },
  },
  ProductRestockNotification: {
    userId: (notification) => notification.user.id,
    productId: (notification) => notification.product.id,
    optionId: (notification) => notification.option?.id ?? null,
    product: (notification, _args, { em }) => subscribedProduct(em, notification),
    option: (notification, _args, { em }) => subscribedOption(em, notification),
  },
  ProductOptionDetail: {
    isRestockSubscribed: (option, _args, context) => isOptionSubscribed(context.em, tenantViewer(context)?.userId, option.id),
  },
};
