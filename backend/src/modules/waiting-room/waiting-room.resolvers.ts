import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { requireViewer } from '../account/viewer';
import { staffOperator, staffReader } from '../staff/staff-access';
import { joinWaitingRoom, myWaitingRoomTicket, publicGate } from './waiting-room.service';
import { setStaffWaitingRoom, staffWaitingRoom, staffWaitingRooms } from './waiting-room-staff.service';

export const waitingRoomResolvers: Resolvers = {
  Query: {
    waitingRoom: (_parent, { productId }, { em, config }) => publicGate(em, config, productId),
    myWaitingRoomTicket: (_parent, { productId }, context) => myWaitingRoomTicket(context.em, requireViewer(context), context.config, productId),
    staffWaitingRooms: (_parent, _args, context) => staffWaitingRooms(context.em, staffReader(context)),
    staffWaitingRoom: (_parent, { productId }, context) => staffWaitingRoom(context.em, staffReader(context), productId),
  },
  Mutation: {
    joinWaitingRoom: (_parent, { productId }, context) => joinWaitingRoom(context.em, requireViewer(context), context.config, productId),
    staffSetWaitingRoom: (_parent, { data }, context) => setStaffWaitingRoom(context.em, staffOperator(context), data),
  },
};
