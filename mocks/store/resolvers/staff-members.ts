import type * as T from '../../__generated__/types';
import * as members from '../staff-members';
import { memberOf, type MockContext } from './context';

export const staffMembersQueries = {
  staffMembers: (_root: unknown, args: T.QueryStaffMembersArgs, context: MockContext) =>
    members.staffMembers(context.db, memberOf(context), args.data),
  staffMember: (_root: unknown, args: T.QueryStaffMemberArgs, context: MockContext) =>
    members.staffMember(context.db, memberOf(context), args.id),
};

export const staffMembersMutations = {
  staffAdjustPoints: (_root: unknown, args: T.MutationStaffAdjustPointsArgs, context: MockContext) =>
    members.adjustPoints(context.db, memberOf(context), args.data),
  staffSuspendMember: (_root: unknown, args: T.MutationStaffSuspendMemberArgs, context: MockContext) =>
    members.suspendMember(context.db, memberOf(context), args),
  staffRestoreMember: (_root: unknown, args: T.MutationStaffRestoreMemberArgs, context: MockContext) =>
    members.restoreMember(context.db, memberOf(context), args.userId),
  staffSetMemberLevel: (_root: unknown, args: T.MutationStaffSetMemberLevelArgs, context: MockContext) =>
    members.setMemberLevel(context.db, memberOf(context), args),
};
