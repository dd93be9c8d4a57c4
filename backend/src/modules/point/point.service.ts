import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { PointTypeCode } from '../../../../domain/reference/reference';
import { AUTHORITY, PointStatus } from '../../../../domain/enums';
import { forbidden } from '../../../../domain/errors/errors';
import { pageWindow, parseInput } from '../../../../domain/errors/input';
import { perRequestMemo } from '../../graphql/per-request';
import type { Viewer } from '../account/session.service';
import { PointType } from './point-type.entity';
import { Point } from './point.entity';
import { OTHER_MEMBER_POINTS_MESSAGE } from '../../../../domain/point/point-rules';
import { forfeitPlan } from '../../../../domain/point/point-ledger';
import {
  expireDueRests,
  lockMemberPoints,
  readPointSummary,
  writePointRow,
  type PointSummaryValues,
} from './point-rows';

export { type PointSummaryValues } from './point-rows';

/** Books earned points as a GAIN row: spendable in full, expiring a year from now. */
export function grantPoints(
  em: EntityManager,
  grant: { userId: number; value: number; code: string; now: Date },
): Promise<Point> {
  return writePointRow(em, { userId: grant.userId, status: PointStatus.GAIN, value: grant.value, code: grant.code, at: grant.now });
}

/** A row's type; pages populate it, so this usually answers from the identity map. */
export function pointTypeOf(em: EntityManager, point: Point): Promise<PointType> {
  return em.findOneOrFail(PointType, { id: point.pointType.id });
}

/** One aggregate per member per request: `point` and `pointSummary` often come together. */
const summariesByRequest = perRequestMemo<number, PointSummaryValues>();

/** Balance (GAIN - USED - EXPIRED), points to be earned (RESERVED) and GAIN expiring within 30 days. */
export function pointSummary(em: EntityManager, userId: number, now: Date = new Date()): Promise<PointSummaryValues> {
  return summariesByRequest(em, userId, () => readPointSummary(em, userId, now));
}

export async function pointBalance(em: EntityManager, userId: number): Promise<number> {
  return (await pointSummary(em, userId)).balance;
}

const ledgerInput = z.object({
  userId: z.number().int(),
  status: z.enum(PointStatus).nullish(),
});

/**
 * One page of a member's ledger, newest first. Members read only their own ledger; staff (ADMIN)
 * may read anyone's, as the contract says. Anyone else asking for another member is FORBIDDEN
 * rather than silently shown their own rows, so a client bug cannot pass for an empty ledger.
 */
export async function listPoints(
  em: EntityManager,
  viewer: Viewer,
  data: { userId: number; page?: number | null; status?: PointStatus | null },
): Promise<{ items: Point[]; total: number }> {
  const input = parseInput(ledgerInput, data);
  const window = pageWindow(data.page);
  if (input.userId !== viewer.userId && viewer.authority < AUTHORITY.ADMIN) {
    throw forbidden(OTHER_MEMBER_POINTS_MESSAGE);
  }
  const [items, total] = await em.findAndCount(
    Point,
    { user: input.userId, ...(input.status ? { status: input.status } : {}) },
    {
      populate: ['pointType'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      ...window,
    },
  );
  return { items, total };
}

/**
 * Withdrawal forfeits every spendable point: each GAIN row's unspent rest becomes an EXPIRED row
 * (so the ledger still explains itself), and a final row covers any balance the rests miss.
 * The GAIN rows are locked so that a concurrent order cannot spend them meanwhile.
 */
export async function forfeitPoints(em: EntityManager, userId: number, now: Date): Promise<number> {
  await lockMemberPoints(em, userId);
  // Rests already past expiry are booked as expired, not as forfeited by the withdrawal.
  await expireDueRests(em, userId, now);
  const gains = await em.find(
    Point,
    { user: userId, status: PointStatus.GAIN, remaining: { $gt: 0 } },
    { orderBy: { createdAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const { balance } = await readPointSummary(em, userId, now);
  if (balance <= 0 && gains.length === 0) return 0;
  const expire = (value: number) =>
    writePointRow(em, { userId, status: PointStatus.EXPIRED, value, code: PointTypeCode.EXPIRE, at: now });
  const plan = forfeitPlan(gains, balance);
  let forfeited = 0;
  for (const { row, value } of plan.fromRests) {
    if (value > 0) await expire(value);
    row.remaining = 0;
    forfeited += value;
  }
  if (plan.beyondRests > 0) await expire(plan.beyondRests);
  await em.flush();
  return forfeited + plan.beyondRests;
}
