import type * as T from '../../__generated__/types';
import * as rooms from '../waiting-room';
import { memberOf, type MockContext } from './context';

export const waitingRoomQueries = {
  waitingRoom: (_root: unknown, args: T.QueryWaitingRoomArgs, context: MockContext) => rooms.waitingRoom(context.db, args.productId),
  myWaitingRoomTicket: (_root: unknown, args: T.QueryMyWaitingRoomTicketArgs, context: MockContext) =>
    rooms.myWaitingRoomTicket(context.db, memberOf(context), args.productId),
  staffWaitingRooms: (_root: unknown, _args: unknown, context: MockContext) => rooms.staffWaitingRooms(context.db, memberOf(context)),
  staffWaitingRoom: (_root: unknown, args: T.QueryStaffWaitingRoomArgs, context: MockContext) =>
    rooms.staffWaitingRoom(context.db, memberOf(context), args.productId),
};

export const waitingRoomMutations = {
  joinWaitingRoom: (_root: unknown, args: T.MutationJoinWaitingRoomArgs, context: MockContext) =>
    rooms.joinWaitingRoom(context.db, memberOf(context), args.productId),
  staffSetWaitingRoom: (_root: unknown, args: T.MutationStaffSetWaitingRoomArgs, context: MockContext) =>
    rooms.setStaffWaitingRoom(context.db, memberOf(context), args.data),
};
