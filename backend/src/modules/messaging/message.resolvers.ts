import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffOperator } from '../staff/staff-access';
import { listMyMessages, listStaffMessages, resendMessage } from './message.service';

export const messageResolvers: Resolvers = {
  Query: {
    myMessages: (_parent, { page }, context) => listMyMessages(context.em, context, page),
    staffMessages: (_parent, { page, status }, context) => listStaffMessages(context.em, context, { page, status }),
  },
  Mutation: {
    staffResendMessage: (_parent, { messageId }, context) => resendMessage(context.em, staffOperator(context), messageId),
  },
};
