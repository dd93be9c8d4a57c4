import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffOperator, staffReader } from './staff-access';
import { adjustPoints, restoreMember, setMemberLevel, suspendMember } from './staff-member-actions.service';
import { listStaffMembers, staffMemberDetail } from './staff-members.service';

export const staffMembersResolvers: Resolvers = {
  Query: {
    staffMembers: (_parent, { data }, context) => listStaffMembers(context.em, staffReader(context), data),
    staffMember: (_parent, { id }, context) => staffMemberDetail(context.em, staffReader(context), id),
  },
  Mutation: {
    staffAdjustPoints: (_parent, { data }, context) => adjustPoints(context.em, staffOperator(context), data),
    staffSuspendMember: (_parent, args, context) => suspendMember(context.em, staffOperator(context), args),
    staffRestoreMember: (_parent, { userId }, context) => restoreMember(context.em, staffOperator(context), userId),
    staffSetMemberLevel: (_parent, args, context) => setMemberLevel(context.em, staffOperator(context), args),
  },
};
