import type * as T from '../../__generated__/types';
import type { StoreCart, StoreOrderLine } from '../types';
import * as classOrders from '../class-orders';
import type { StoreClassOrder } from '../class-orders';
import { requireViewer } from '../refusals';
import { memberOf, type MockContext } from './context';

// The class order operations (docs/decisions/0065-class-orders.md) over mocks/store/class-orders.ts.

export const classOrderQueries = {
  classOrder: (_root: unknown, args: T.QueryClassOrderArgs, context: MockContext) => classOrders.classOrderByCode(context.db, memberOf(context), args.code),
  classOrderRoster: (_root: unknown, args: T.QueryClassOrderRosterArgs, context: MockContext) =>
    classOrders.classOrderRoster(context.db, memberOf(context), args.code),
  pickupPoints: (_root: unknown, _args: unknown, context: MockContext) => {
    requireViewer(memberOf(context));
    return [...context.db.catalogue.pickupPoints].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map(pickupShape);
  },
  myClassOrders: (_root: unknown, _args: unknown, context: MockContext) => classOrders.myClassOrders(context.db, memberOf(context)),
};

function pickupShape(point: { id: number; name: string; address: string; detailAddress: string; note: string }): T.PickupPoint {
  return { __typename: 'PickupPoint', id: point.id, name: point.name, address: point.address, detailAddress: point.detailAddress, note: point.note };
}

export const classOrderMutations = {
  openClassOrder: (_root: unknown, args: T.MutationOpenClassOrderArgs, context: MockContext) => classOrders.openClassOrder(context.db, memberOf(context), args.data),
  joinClassOrder: (_root: unknown, args: T.MutationJoinClassOrderArgs, context: MockContext) => classOrders.joinClassOrder(context.db, memberOf(context), args.data),
  remindClassOrder: (_root: unknown, args: T.MutationRemindClassOrderArgs, context: MockContext) =>
    classOrders.remindClassOrder(context.db, memberOf(context), args.code),
  cancelClassOrder: (_root: unknown, args: T.MutationCancelClassOrderArgs, context: MockContext) =>
    classOrders.cancelClassOrder(context.db, memberOf(context), args.code),
};

export const classOrderTypeResolvers = {
  ClassOrder: {
    product: (row: StoreClassOrder, _args: unknown, { db }: MockContext) => db.product(row.productId),
    pickupPoint: (row: StoreClassOrder, _args: unknown, { db }: MockContext) => pickupShape(db.catalogue.pickupPoints.find((point) => point.id === row.pickupPointId)!),
    status: (row: StoreClassOrder, _args: unknown, { db }: MockContext) => classOrders.classOrderStatus(db, row),
    isRepresentative: (row: StoreClassOrder, _args: unknown, context: MockContext) => memberOf(context)?.id === row.representativeId,
    joinedCount: (row: StoreClassOrder, _args: unknown, { db }: MockContext) => classOrders.classOrderCounts(db, row).joined,
    paidCount: (row: StoreClassOrder, _args: unknown, { db }: MockContext) => classOrders.classOrderCounts(db, row).paid,
    myOrderProduct: (row: StoreClassOrder, _args: unknown, context: MockContext) => {
      const member = memberOf(context);
      return member ? classOrders.memberClassLine(context.db, row.id, member.id) : null;
    },
    nextReminderAt: (row: StoreClassOrder, _args: unknown, context: MockContext) => classOrders.nextReminderOf(context.db, row, memberOf(context)),
  },
  classOrder: (line: StoreOrderLine | StoreCart, _args: unknown, { db }: MockContext) => classOrders.classOrderById(db, line.classOrderId),
};
