import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { classOrderStatusAt, nextReminderAt } from '../../../../domain/class-order/class-order-rules';
import { requireViewer } from '../account/viewer';
import { productById } from '../order/order-loaders';
import { classPickupPoint, countsOf, lineClassOrder, representativeName } from './class-order-read';
import { joinClassOrder } from './class-order-join';
import {
  cancelClassOrder,
  classOrderRoster,
  findClassOrder,
  memberClassLine,
  myClassOrders,
  openClassOrder,
  remindClassOrder,
  tenantPickupPoints,
} from './class-order.service';

export const classOrderResolvers: Resolvers = {
  Query: {
    classOrder: (_parent, { code }, context) => findClassOrder(context.em, requireViewer(context), code),
    classOrderRoster: (_parent, { code }, context) => classOrderRoster(context.em, requireViewer(context), code),
    pickupPoints: (_parent, _args, context) => tenantPickupPoints(context.em, requireViewer(context)),
    myClassOrders: (_parent, _args, context) => myClassOrders(context.em, requireViewer(context)),
  },
  Mutation: {
    openClassOrder: (_parent, { data }, context) => openClassOrder(context.em, requireViewer(context), data),
    joinClassOrder: (_parent, { data }, context) => joinClassOrder(context.em, requireViewer(context), data),
    remindClassOrder: (_parent, { code }, context) => remindClassOrder(context.em, requireViewer(context), code),
    cancelClassOrder: (_parent, { code }, context) => cancelClassOrder(context.em, requireViewer(context), code),
  },
  ClassOrder: {
    productId: (row) => row.product.id,
    product: async (row, _args, { em }) => (await productById(em, row.product.id))!,
    pickupPoint: (row, _args, { em }) => classPickupPoint(em, row),
    status: (row) => classOrderStatusAt(row, new Date()),
    representativeName: (row, _args, { em }) => representativeName(em, row),
    isRepresentative: (row, _args, { viewer }) => viewer?.userId === row.representative.id,
    joinedCount: async (row, _args, { em }) => (await countsOf(em, row)).joined,
    paidCount: async (row, _args, { em }) => (await countsOf(em, row)).paid,
    myOrderProduct: (row, _args, { em, viewer }) => (viewer ? memberClassLine(em, row.id, viewer.userId) : null),
    nextReminderAt: (row, _args, { viewer }) =>
      viewer?.userId === row.representative.id ? nextReminderAt(row.lastRemindedAt ?? null, new Date()) : null,
  },
  OrderProduct: {
    classOrder: (line, _args, { em }) => lineClassOrder(em, line),
  },
  Cart: {
    classOrder: (cart, _args, { em }) => lineClassOrder(em, cart),
  },
};

