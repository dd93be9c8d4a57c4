import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer, type ViewerContext } from '../account/viewer';
import {
  listRestockSubscriptions,
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
    createProductRestockNotification: (_parent, { productId }, context) =>
      subscribeToRestock(context.em, askerOf(context), productId),
    deleteProductRestockNotification: (_parent, { productId }, context) =>
      unsubscribeFromRestock(context.em, askerOf(context), productId),
  },
  ProductRestockNotification: {
    userId: (notification) => notification.user.id,
    productId: (notification) => notification.product.id,
    product: (notification, _args, { em }) => subscribedProduct(em, notification),
  },
};
