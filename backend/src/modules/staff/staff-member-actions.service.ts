// What staff do to a member (docs/decisions/0048): hand point adjustments through the ledger,
// suspension (every session ends at once), restore, and levels. Each runs in the mutation's
// transaction under the member's row lock and writes one MEMBER audit row; the audit keeps the
// standing and the amounts, never the member's e-mail or phone.
import type { EntityManager } from '@mikro-orm/postgresql';
import { PointStatus } from '../../../../domain/enums';
import { parseInput } from '../../../../domain/errors/input';
import {
  adjustPointsInput,
  checkAdjustPoints,
  checkSetLevel,
  checkSuspend,
  memberPointsAudit,
  memberStandingAudit,
  restoredLevel,
  restoreInput,
  setLevelInput,
  SUSPENDED_AUTHORITY,
  suspendInput,
  takeTooMuch,
  type MemberStanding,
} from '../../../../domain/member/member-admin';
import { PointTypeCode } from '../../../../domain/reference/reference';
import type * as G from '../../graphql/__generated__/resolvers-types';
import { forgetSessions } from '../account/session-cache';
import { revokeAllSessions } from '../account/session.service';
import type { User } from '../account/user.entity';
import { takeFromBalance } from '../point/point-ledger';
import { lockMemberPoints, readPointSummary, writePointRow } from '../point/point-rows';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import { memberOfTenant, staffMemberDetail } from './staff-members.service';

/** The member of this university under its row lock, read afresh: two staff acting at once take turns. */
async function lockMember(em: EntityManager, scope: StaffScope, id: number): Promise<User> {
  const member = await memberOfTenant(em, scope, id);
  // The point lock (NO KEY UPDATE): ledger writes and staff changes of one member serialise on it.
  await lockMemberPoints(em, member.id);
  await em.refresh(member);
  return member;
}

const standingOf = (member: User): MemberStanding => ({ id: member.id, authority: member.authority, resigned: member.isResigned() });

/** Grants (amount > 0, a GAIN row spendable for a year) or takes (amount < 0, a USED row) points. */
export async function adjustPoints(
  em: EntityManager,
  scope: StaffScope,
  data: G.StaffAdjustPointsInput,
  now: Date = new Date(),
): Promise<G.StaffMember> {
  const input = parseInput(adjustPointsInput, data);
  const member = await lockMember(em, scope, input.userId);
  checkAdjustPoints(standingOf(member));
  const before = (await readPointSummary(em, member.id, now)).balance;
  if (input.amount > 0) {
    await writePointRow(em, {
      userId: member.id,
      status: PointStatus.GAIN,
      value: input.amount,
      code: PointTypeCode.ADMIN_GRANT,
      at: now,
      reason: input.reason,
    });
    await em.flush();
  } else {
    await takeFromBalance(em, {
      userId: member.id,
      amount: -input.amount,
      now,
      code: PointTypeCode.ADMIN_TAKE,
      refuse: takeTooMuch,
      reason: input.reason,
    });
  }
  const after = (await readPointSummary(em, member.id, now)).balance;
  recordStaffAudit(em, scope, memberPointsAudit(member.id, input.amount, { before, after }, input.reason));
  return staffMemberDetail(em, scope, member.id, now);
}

/** Suspends: a negative level, the level kept for the restore, and every session revoked at once. */
export async function suspendMember(
  em: EntityManager,
  scope: StaffScope,
  data: { userId: number; reason: string },
  now: Date = new Date(),
): Promise<G.StaffMember> {
  const input = parseInput(suspendInput, data);
  const member = await lockMember(em, scope, input.userId);
  checkSuspend(standingOf(member), scope.staffUserId);
  const level = member.authority;
  member.authorityBeforeSuspension = level;
  member.authority = SUSPENDED_AUTHORITY;
  member.suspendedAt = now;
  member.suspendReason = input.reason;
  await em.flush();
  await revokeAllSessions(em, member.id, now);
  recordStaffAudit(em, scope, memberStandingAudit(member.id, 'suspend', { before: level, after: SUSPENDED_AUTHORITY }, input.reason));
  return staffMemberDetail(em, scope, member.id, now);
}

/** Lifts a suspension: back to the level kept at suspension; the member signs in again. */
export async function restoreMember(em: EntityManager, scope: StaffScope, userId: number, now: Date = new Date()): Promise<G.StaffMember> {
  const input = parseInput(restoreInput, { userId });
  const member = await lockMember(em, scope, input.userId);
  const level = restoredLevel(standingOf(member), member.authorityBeforeSuspension ?? null);
  const before = member.authority;
  member.authority = level;
  member.authorityBeforeSuspension = null;
  member.suspendedAt = null;
  member.suspendReason = null;
  await em.flush();
  recordStaffAudit(em, scope, memberStandingAudit(member.id, 'restore', { before, after: level }));
  return staffMemberDetail(em, scope, member.id, now);
}

/** Sets a level 0-3, never the caller's own; a member's sessions carry the new level at once. */
export async function setMemberLevel(
  em: EntityManager,
  scope: StaffScope,
  data: { userId: number; level: number },
  now: Date = new Date(),
): Promise<G.StaffMember> {
  const input = parseInput(setLevelInput, data);
  const member = await lockMember(em, scope, input.userId);
  checkSetLevel(standingOf(member), input.level, scope.staffUserId);
  const before = member.authority;
  member.authority = input.level;
  await em.flush();
  forgetSessions(em);
  recordStaffAudit(em, scope, memberStandingAudit(member.id, 'level', { before, after: input.level }));
  return staffMemberDetail(em, scope, member.id, now);
}
