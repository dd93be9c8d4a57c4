import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { mergeResolvers } from '@graphql-tools/merge';
import { requireViewer } from '../account/viewer';
import { cancelOrderProduct, previewCancel } from './order-cancel.service';
import { updateOrderDelivery, updateOrderProductOptions } from './order-change.service';
import {
  countOrderProducts,
  getOwnOrder,
  getOwnOrderProduct,
  listBanks,
  listOrders,
} from './order-query.service';
import { orderTypeResolvers } from './order-types.resolvers';
import { updateRefundAccount } from './refund-account.service';

const orderRootResolvers: Resolvers = {
  Query: {
    order: (_parent, { id }, context) => getOwnOrder(context.em, requireViewer(context), id),
    orderProduct: (_parent, { id }, context) => getOwnOrderProduct(context.em, requireViewer(context), id),
    cancelPreview: (_parent, { orderProductId }, context) =>
      previewCancel(context.em, requireViewer(context), orderProductId),
    banks: () => listBanks(),
  },
  User: {
    orders: (user, args, context) => listOrders(context.em, requireViewer(context), user, args),
    orderProductCount: (user, _args, context) => countOrderProducts(context.em, requireViewer(context), user),
  },
  Mutation: {
    updateOrderProductOptions: (_parent, { data }, context) =>
      updateOrderProductOptions(context.em, requireViewer(context), data),
    updateOrderDelivery: (_parent, { data }, context) => updateOrderDelivery(context.em, requireViewer(context), data),
    updateRefundAccount: (_parent, { data }, context) => updateRefundAccount(context.em, requireViewer(context), data),
    cancelOrderProduct: (_parent, { data }, context) =>
      cancelOrderProduct(context.em, requireViewer(context), data, {
        payment: context.adapters.payment,
        log: context.log,
      }),
  },
};

export const orderResolvers: Resolvers = mergeResolvers<unknown, Resolvers>([orderRootResolvers, orderTypeResolvers]);
