// The console's members as the real staff-members services keep them (docs/decisions/0048): the
// same inputs, guards and sentences from domain/member, the same ledger moves from points.ts.
// The mocked shop has one university, so "another tenant's member" is simply an unknown id.
import { isSuspendedAuthority } from '../../domain/enums';
import { parseInput } from '../../domain/errors/input';
import {
  adjustPointsInput,
  checkAdjustPoints,
  checkSetLevel,
  checkSuspend,
  filterRange,
  matchesMemberSearch,
  memberPointsAudit,
  memberStandingAudit,
  MEMBER_PAGE_SIZE,
  MEMBER_RECENT_ORDERS,
  MEMBER_RECENT_POINTS,
  MEMBER_RECENT_REVIEWS,
  memberNotFound,
  memberSearchOf,
  membersInput,
  restoredLevel,
  restoreInput,
  setLevelInput,
  SUSPENDED_AUTHORITY,
  suspendInput,
  takeTooMuch,
  type MemberStanding,
} from '../../domain/member/member-admin';
import { PointTypeCode } from '../../domain/reference/reference';
import type * as T from '../__generated__/types';
import { endSessions } from './account';
import type { MockDb } from './db';
import { newestFirst } from './paging';
import { addPoint, balanceOf, pointSummary, takeFromBalance } from './points';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';

function memberById(db: MockDb, id: number): StoreMember {
  const member = Number.isSafeInteger(id) ? db.member(id) : undefined;
  if (!member) throw memberNotFound();
  return member;
}

const standingOf = (member: StoreMember): MemberStanding => ({ id: member.id, authority: member.authority, resigned: member.resignedAt !== null });

export function staffMembers(db: MockDb, viewer: StoreMember | null, data: T.StaffMembersInput | null | undefined): T.StaffMemberPage {
  requireStaffReader(viewer);
  const input = parseInput(membersInput, data ?? {});
  const search = memberSearchOf(input.search);
  const range = filterRange(input.authority);
  const matching = db.state.members
    .filter((member) => matchesMemberSearch(member, search))
    .filter((member) => !range || (member.authority >= range.min && member.authority <= range.max))
    .sort(newestFirst);
  const start = ((input.page ?? 1) - 1) * MEMBER_PAGE_SIZE;
  return {
    __typename: 'StaffMemberPage',
    total: matching.length,
    items: matching.slice(start, start + MEMBER_PAGE_SIZE).map((member) => ({
      __typename: 'StaffMemberSummary',
      id: member.id,
      name: member.name,
      email: member.email,
      tel: member.tel,
      authority: member.authority,
      suspended: isSuspendedAuthority(member.authority),
      resigned: member.resignedAt !== null,
      pointBalance: balanceOf(db, member.id),
      createdAt: member.createdAt,
    })),
  };
}

function detailOf(db: MockDb, member: StoreMember): T.StaffMember {
  const suspended = isSuspendedAuthority(member.authority);
  const orders = db.state.orders.filter((order) => order.userId === member.id).sort(newestFirst);
  const points = db.state.points.filter((row) => row.userId === member.id).sort(newestFirst);
  const reviews = db.state.reviews.filter((review) => review.userId === member.id).sort(newestFirst);
  const productName = (id: number) => db.catalogue.products.find((product) => product.id === id)?.name ?? '';
  return {
    __typename: 'StaffMember',
    id: member.id,
    name: member.name,
    email: member.email,
    tel: member.tel,
    admissionYear: member.admissionYear,
    userTypeName: db.catalogue.userTypes.find((type) => type.id === member.userTypeId)?.content ?? null,
    authority: member.authority,
    suspended,
    levelBeforeSuspension: suspended ? (member.authorityBeforeSuspension ?? null) : null,
    suspendedAt: suspended ? (member.suspendedAt ?? null) : null,
    suspendReason: suspended ? (member.suspendReason ?? null) : null,
    resigned: member.resignedAt !== null,
    createdAt: member.createdAt,
    pointSummary: { __typename: 'PointSummary', ...pointSummary(db, member.id) },
    orderCount: orders.length,
    recentOrders: orders.slice(0, MEMBER_RECENT_ORDERS).map((order) => ({
      __typename: 'StaffMemberOrder',
      id: order.id,
      paidPrice: order.paidPrice,
      pointUsing: order.pointUsing,
      createdAt: order.createdAt,
      lines: [...order.lines]
        .sort((a, b) => a.id - b.id)
        .map((line) => ({
          __typename: 'StaffMemberOrderLine',
          id: line.id,
          productId: line.productId,
          productName: line.productName,
          optionText: line.optionText,
          count: line.count,
          paidPrice: line.paidPrice,
          status: line.status,
        })),
    })),
    pointCount: points.length,
    recentPoints: points.slice(0, MEMBER_RECENT_POINTS).map((row) => ({
      __typename: 'StaffMemberPoint',
      id: row.id,
      status: row.status,
      value: row.value,
      typeName: db.catalogue.pointTypes.find((type) => type.id === row.pointTypeId)?.content ?? '',
      reason: row.reason ?? null,
      createdAt: row.createdAt,
    })),
    reviewCount: reviews.length,
    recentReviews: reviews.slice(0, MEMBER_RECENT_REVIEWS).map((review) => ({
      __typename: 'StaffMemberReview',
      id: review.id,
      productId: review.productId,
      productName: productName(review.productId),
      rating: review.rating,
      note: review.note,
      status: review.status,
      createdAt: review.createdAt,
    })),
  };
}

export function staffMember(db: MockDb, viewer: StoreMember | null, id: number): T.StaffMember {
  requireStaffReader(viewer);
  return detailOf(db, memberById(db, id));
}

export function adjustPoints(db: MockDb, viewer: StoreMember | null, data: T.StaffAdjustPointsInput): T.StaffMember {
  requireStaffOperator(viewer);
  const input = parseInput(adjustPointsInput, data);
  const member = memberById(db, input.userId);
  checkAdjustPoints(standingOf(member));
  const before = balanceOf(db, member.id);
  if (input.amount > 0) {
    addPoint(db, member.id, 'GAIN', input.amount, PointTypeCode.ADMIN_GRANT, { reason: input.reason });
  } else {
    takeFromBalance(db, member.id, -input.amount, { code: PointTypeCode.ADMIN_TAKE, refuse: takeTooMuch, links: { reason: input.reason } });
  }
  recordStaffAudit(db, viewer, memberPointsAudit(member.id, input.amount, { before, after: balanceOf(db, member.id) }, input.reason));
  return detailOf(db, member);
}

export function suspendMember(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffSuspendMemberArgs): T.StaffMember {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(suspendInput, args);
  const member = memberById(db, input.userId);
  checkSuspend(standingOf(member), staff.id);
  const level = member.authority;
  Object.assign(member, {
    authorityBeforeSuspension: level,
    authority: SUSPENDED_AUTHORITY,
    suspendedAt: db.nowIso(),
    suspendReason: input.reason,
  });
  // The member's tokens stay known so their next request says ACCOUNT_SUSPENDED, as the real
  // revoked sessions of a suspended member do; the restore ends them.
  recordStaffAudit(db, viewer, memberStandingAudit(member.id, 'suspend', { before: level, after: SUSPENDED_AUTHORITY }, input.reason));
  return detailOf(db, member);
}

export function restoreMember(db: MockDb, viewer: StoreMember | null, userId: number): T.StaffMember {
  requireStaffOperator(viewer);
  const input = parseInput(restoreInput, { userId });
  const member = memberById(db, input.userId);
  const level = restoredLevel(standingOf(member), member.authorityBeforeSuspension ?? null);
  const before = member.authority;
  Object.assign(member, { authority: level, authorityBeforeSuspension: null, suspendedAt: null, suspendReason: null });
  endSessions(db, member.id);
  recordStaffAudit(db, viewer, memberStandingAudit(member.id, 'restore', { before, after: level }));
  return detailOf(db, member);
}

export function setMemberLevel(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffSetMemberLevelArgs): T.StaffMember {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(setLevelInput, args);
  const member = memberById(db, input.userId);
  checkSetLevel(standingOf(member), input.level, staff.id);
  const before = member.authority;
  member.authority = input.level;
  recordStaffAudit(db, viewer, memberStandingAudit(member.id, 'level', { before, after: input.level }));
  return detailOf(db, member);
}
