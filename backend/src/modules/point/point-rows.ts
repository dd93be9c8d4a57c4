import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PointTypeCode } from '../../../../domain/reference/reference';
import { PointStatus } from '../../../../domain/enums';
import { User } from '../account/user.entity';
import type { Order } from '../order/order.entity';
import type { OrderProduct } from '../order/order-product.entity';
import type { Review } from '../review/review.entity';
import { PointType } from './point-type.entity';
import { Point } from './point.entity';
import { EXPIRING_SOON_DAYS, oneYearAfter } from '../../../../domain/point/point-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Point types are reference data every tenant shares; a missing one is a broken deployment. */
async function pointTypeByCode(em: EntityManager, code: string): Promise<PointType> {
  const type = await em.findOne(PointType, { code });
  if (!type) throw new Error(`Point type ${code} is missing from the reference data`);
  return type;
}

// Point type ids by code, per database connection: reference data seeded before the shop serves
// and never edited while it runs, and every ledger row names one (a statement per row saved).
const pointTypeIds = new WeakMap<object, Map<string, number>>();

/** A reference to the point type `code`, read from the database once per connection. */
async function pointTypeRef(em: EntityManager, code: string): Promise<PointType> {
  let ids = pointTypeIds.get(em.getConnection());
  if (!ids) {
    ids = new Map();
    pointTypeIds.set(em.getConnection(), ids);
  }
  const id = ids.get(code);
  if (id !== undefined) return em.getReference(PointType, id);
  const type = await pointTypeByCode(em, code);
  ids.set(code, type.id);
  return type;
}

export interface NewPointRow {
  userId: number;
  status: PointStatus;
  value: number;
  code: string;
  at: Date;
  order?: Order | null;
  orderProduct?: OrderProduct | null;
  review?: Review | null;
  reason?: string | null;
}

/** A ledger row; GAIN rows start fully unspent and expire a year after `at`. */
export async function writePointRow(em: EntityManager, row: NewPointRow): Promise<Point> {
  const gain = row.status === PointStatus.GAIN;
  return em.create(Point, {
    user: em.getReference(User, row.userId),
    status: row.status,
    value: row.value,
    remaining: gain ? row.value : null,
    pointType: await pointTypeRef(em, row.code),
    expiredAt: gain ? oneYearAfter(row.at) : null,
    order: row.order ?? null,
    orderProduct: row.orderProduct ?? null,
    review: row.review ?? null,
    reason: row.reason ?? null,
    createdAt: row.at,
  });
}

/**
 * Serialises every balance-changing write of one member: whoever spends, expires or forfeits
 * takes this lock first, so ten simultaneous checkouts read the balance one after another.
 * NO KEY UPDATE rather than UPDATE, so inserts that merely reference the member (a new ledger
 * row, an order) are not blocked by it.
 */
export async function lockMemberPoints(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select id from "user" where id = ? for no key update', [userId]);
}

/**
 * Turns the unspent rest of every GAIN row past its expiry into an EXPIRED row dated at that
 * expiry, so the ledger reads the same whenever the daily job runs. Caller holds the member lock.
 */
export async function expireDueRests(em: EntityManager, userId: number, now: Date): Promise<number> {
  const due = await em.find(
    Point,
    { user: userId, status: PointStatus.GAIN, remaining: { $gt: 0 }, expiredAt: { $lte: now } },
    { orderBy: { expiredAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  return expireRests(em, userId, due, now);
}

/** A GAIN row's unspent rest, as a spend reads it (under its row lock). */
export interface UnspentRest {
  id: number;
  remaining: number;
  expiredAt: Date | null;
}


/**
 * A spend in one statement: its USED (or staff-taken) row, and each rest it took from left with
 * `remaining`. The caller holds the member's point lock and the rests' row locks.
 */
export async function writeSpend(
  em: EntityManager,
  spend: { userId: number; value: number; code: string; at: Date; orderId: number | null; reason: string | null; rests: readonly { id: number; remaining: number }[] },
): Promise<void> {
  const type = await pointTypeRef(em, spend.code);
  await em.execute(
    `with used as (
       insert into point (user_id, status, value, remaining, point_type_id, expired_at, order_id, order_product_id, review_id, reason, created_at)
       values (?, ?, ?, null, ?, null, ?, null, null, ?, ?::timestamptz)
     )
     update point p set remaining = r.remaining from jsonb_to_recordset(?::jsonb) as r(id int, remaining int) where p.id = r.id`,
    [spend.userId, PointStatus.USED, spend.value, type.id, spend.orderId, spend.reason, spend.at, JSON.stringify(spend.rests)],
  );
}

/** Books the rests of `due` (GAIN rows past their expiry, in expiry order) as EXPIRED rows. */
export async function expireRests(em: EntityManager, userId: number, due: readonly Point[], now: Date): Promise<number> {
  let expired = 0;
  for (const gain of due) {
    const rest = gain.remaining ?? 0;
    await writePointRow(em, {
      userId,
      status: PointStatus.EXPIRED,
      value: rest,
      code: PointTypeCode.EXPIRE,
      at: gain.expiredAt ?? now,
    });
    gain.remaining = 0;
    expired += rest;
  }
  if (due.length > 0) await em.flush();
  return expired;
}

export interface PointSummaryValues {
  balance: number;
  reserved: number;
  expiringSoon: number;
}

// Rests already past their expiry count as gone even before the daily job books them, so the
// balance shown always equals what an order may spend.
const SUMMARY_SQL = `
  select
    coalesce(sum(case
      when status = 'GAIN' then value - case when expired_at <= ? then coalesce(remaining, 0) else 0 end
      when status in ('USED', 'EXPIRED') then -value
      else 0 end), 0)::int as balance,
    coalesce(sum(case when status = 'RESERVED' then value else 0 end), 0)::int as reserved,
    coalesce(sum(case when status = 'GAIN' and expired_at > ? and expired_at <= ? then coalesce(remaining, 0) else 0 end), 0)::int as expiring_soon
  from point where user_id = ?`;

/** Reads the member's figures afresh (no per-request memo: the ledger code needs the current value). */
export async function readPointSummary(em: EntityManager, userId: number, now: Date): Promise<PointSummaryValues> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const rows = await em.execute<{ balance: number; reserved: number; expiring_soon: number }[]>(SUMMARY_SQL, [
    now,
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

/**
 * What a spend reads under the member's point lock, in one statement: the member's GAIN rows with
 * an unspent rest, locked, in the order a spend takes them (earliest expiry first, never-expiring
 * last, then by id), as plain rows, and the balance as readPointSummary gives it (docs/decisions/0080).
 */
export async function readSpendable(em: EntityManager, userId: number, now: Date): Promise<{ rests: UnspentRest[]; balance: number }> {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const [row] = await em.execute<{ balance: number; rests: { id: number; remaining: number; expired_at: string | null }[] | null }[]>(
    `with rests as (
       select id, remaining, expired_at from point where user_id = ? and status = 'GAIN' and remaining > 0
        order by expired_at asc nulls last, id asc for update
     ), summary as (${SUMMARY_SQL})
     select summary.balance,
       (select json_agg(json_build_object('id', id, 'remaining', remaining, 'expired_at', expired_at) order by expired_at asc nulls last, id asc) from rests) as rests
       from summary`,
    [userId, now, now, soon, userId],
  );
  const rests = (row?.rests ?? []).map((rest) => ({
    id: Number(rest.id),
    remaining: Number(rest.remaining),
    expiredAt: rest.expired_at == null ? null : new Date(rest.expired_at),
  }));
  return { rests, balance: Math.max(0, Number(row?.balance ?? 0)) };
}
