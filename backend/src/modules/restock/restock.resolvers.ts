import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import {
  listRestockSubscriptions,
  subscribedProduct,
  subscribeToRestock,
  unsubscribeFromRestock,
} from './restock.service';

export const restockResolvers: Resolvers = {
  Query: {
    productRestockNotifications: (_parent, { page }, { em, viewer, viewerSuspended }) =>
      listRestockSubscriptions(em, { viewer, viewerSuspended }, page),
  },
  Mutation: {
    createProductRestockNotification: (_parent, { productId }, { em, viewer, viewerSuspended }) =>
      subscribeToRestock(em, { viewer, viewerSuspended }, productId),
    deleteProductRestockNotification: (_parent, { productId }, { em, viewer, viewerSuspended }) =>
      unsubscribeFromRestock(em, { viewer, viewerSuspended }, productId),
  },
  ProductRestockNotification: {
    userId: (notification) => notification.user.id,
    productId: (notification) => notification.product.id,
    product: (notification, _args, { em }) => subscribedProduct(em, notification),
  },
};
