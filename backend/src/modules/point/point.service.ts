import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { PointTypeCode } from '../../../../mocks/scenarios/standard/reference';
import { AUTHORITY, PointStatus } from '../../db/enums';
import { forbidden } from '../../graphql/errors';
import { pageWindow, parseInput } from '../../graphql/input';
import { perRequestMemo } from '../../graphql/per-request';
import type { Viewer } from '../account/session.service';
import { User } from '../account/user.entity';
import { PointType } from './point-type.entity';
import { Point } from './point.entity';

export const SIGNUP_POINTS = 1_000;
export const RECOMMENDATION_POINTS = 1_000;
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export { PointTypeCode };

/** GAIN expires one calendar year after it is earned. */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** Point types are reference data every tenant shares; a missing one is a broken deployment. */
async function pointType(em: EntityManager, code: string): Promise<PointType> {
  const type = await em.findOne(PointType, { code });
  if (!type) throw new Error(`Point type ${code} is missing from the reference data`);
  return type;
}

/** Books earned points as a GAIN row: spendable in full, expiring a year from now. */
export async function grantPoints(
  em: EntityManager,
  grant: { userId: number; value: number; code: string; now: Date },
): Promise<Point> {
  const type = await pointType(em, grant.code);
  return em.create(Point, {
    user: em.getReference(User, grant.userId),
    status: PointStatus.GAIN,
    value: grant.value,
    remaining: grant.value,
    pointType: type,
    expiredAt: oneYearAfter(grant.now),
    order: null,
    orderProduct: null,
    review: null,
    createdAt: grant.now,
  });
}

/** A row's type; pages populate it, so this usually answers from the identity map. */
export function pointTypeOf(em: EntityManager, point: Point): Promise<PointType> {
  return em.findOneOrFail(PointType, { id: point.pointType.id });
}

export interface PointSummaryValues {
  balance: number;
  reserved: number;
  expiringSoon: number;
}

const SUMMARY_SQL = `
  select
    coalesce(sum(case status when 'GAIN' then value when 'USED' then -value when 'EXPIRED' then -value else 0 end), 0)::int as balance,
    coalesce(sum(case when status = 'RESERVED' then value else 0 end), 0)::int as reserved,
    coalesce(sum(case when status = 'GAIN' and expired_at > ? and expired_at <= ? then coalesce(remaining, 0) else 0 end), 0)::int as expiring_soon
  from point where user_id = ?`;

/** One aggregate per member per request: `point` and `pointSummary` often come together. */
const summariesByRequest = perRequestMemo<number, PointSummaryValues>();

async function querySummary(em: EntityManager, userId: number, now: Date): Promise<PointSummaryValues> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const rows = await em.execute<{ balance: number; reserved: number; expiring_soon: number }[]>(SUMMARY_SQL, [
    now,
    soon,
    userId,
  ]);
  const row = rows[0];
  return {
    balance: Math.max(0, Number(row?.balance ?? 0)),
    reserved: Number(row?.reserved ?? 0),
    expiringSoon: Number(row?.expiring_soon ?? 0),
  };
}

/** Balance (GAIN - USED - EXPIRED), points to be earned (RESERVED) and GAIN expiring within 30 days. */
export function pointSummary(em: EntityManager, userId: number, now: Date = new Date()): Promise<PointSummaryValues> {
  return summariesByRequest(em, userId, () => querySummary(em, userId, now));
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
    throw forbidden('다른 회원의 포인트 내역은 볼 수 없습니다.');
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
  const gains = await em.find(
    Point,
    { user: userId, status: PointStatus.GAIN, remaining: { $gt: 0 } },
    { orderBy: { createdAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  const { balance } = await querySummary(em, userId, now);
  if (balance <= 0 && gains.length === 0) return 0;
  const type = await pointType(em, PointTypeCode.EXPIRE);
  const expire = (value: number) =>
    em.create(Point, {
      user: em.getReference(User, userId),
      status: PointStatus.EXPIRED,
      value,
      remaining: null,
      pointType: type,
      expiredAt: null,
      order: null,
      orderProduct: null,
      review: null,
      createdAt: now,
    });
  let forfeited = 0;
  for (const gain of gains) {
    const rest = Math.min(gain.remaining ?? 0, balance - forfeited);
    if (rest > 0) {
      expire(rest);
      forfeited += rest;
    }
    gain.remaining = 0;
  }
  if (balance - forfeited > 0) {
    expire(balance - forfeited);
    forfeited = balance;
  }
  await em.flush();
  return forfeited;
}
