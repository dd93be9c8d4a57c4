import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { intArray } from '../catalog/product-facts';
import { returnStock } from '../restock/stock-return';

/*
 * Ending holds exactly once (ADR 0076). A hold row is deleted with DELETE ... RETURNING and only
 * the transaction that deleted it gives its units back, in the same transaction: two sweeps (two
 * workers, or the job and a member leaving checkout) racing for the same row cannot both return
 * it, since the loser's DELETE finds the row gone. Only an unplaced hold owns its units; once
 * placeOrder linked it to an order, the order owns them and the order's own release returns them.
 * Units returned go through returnStock, so a product that comes back from sold out tells its
 * restock subscribers, as a cancelled order's return does (docs/product-rules.md#restock-notifications).
 */

interface GoneRow {
  product_id: number;
  product_option_detail_id: number | null;
  units: number;
  order_id: number | null;
}

/** Holds ended (rows deleted) and units returned to stock. */
export interface EndedHolds {
  rows: number;
  unitsReturned: number;
}

async function giveBack(em: EntityManager, gone: readonly GoneRow[]): Promise<EndedHolds> {
  const moves = gone
    .filter((row) => row.order_id === null)
    .map((row) => ({ productId: row.product_id, productOptionDetailId: row.product_option_detail_id, count: Number(row.units) }));
  await returnStock(em, moves);
  if (gone.length) invalidateCatalogue(em);
  return { rows: gone.length, unitsReturned: moves.reduce((sum, move) => sum + move.count, 0) };
}

/** Rows worth deleting: expired, or placed on an order that is no longer waiting for its payment. */
const DEAD = `(h.expires_at <= ? or (h.order_id is not null and not exists (
  select 1 from order_specification s where s.order_id = h.order_id and s.status = 'READY')))`;

/**
 * One batch of dead holds of this university, oldest expiry first. Rows another transaction is
 * ending right now are skipped (SKIP LOCKED): it returns them, and this batch moves on.
 */
export async function endDeadHolds(em: EntityManager, { universityId, now, limit }: { universityId: number; now: Date; limit: number }): Promise<EndedHolds> {
  const gone = await em.execute<GoneRow[]>(
    `delete from stock_hold where id in (
       select h.id from stock_hold h where h.university_id = ? and ${DEAD}
        order by h.expires_at, h.id limit ? for update skip locked)
     returning product_id, product_option_detail_id, units, order_id`,
    [universityId, now, limit],
  );
  return giveBack(em, gone);
}

/** The member's dead holds of these products, cleared before a new hold is taken. */
export async function endMemberDeadHolds(em: EntityManager, { userId, productIds, now }: { userId: number; productIds: readonly number[]; now: Date }): Promise<EndedHolds> {
  const gone = await em.execute<GoneRow[]>(
    `delete from stock_hold h where h.user_id = ? and h.product_id = any(?::int[]) and ${DEAD}
     returning product_id, product_option_detail_id, units, order_id`,
    [userId, intArray(productIds), now],
  );
  return giveBack(em, gone);
}

/** The member's unplaced hold of a product, ended now (they left checkout). */
export async function endMemberHold(em: EntityManager, { userId, productId }: { userId: number; productId: number }): Promise<EndedHolds> {
  const gone = await em.execute<GoneRow[]>(
    `delete from stock_hold where user_id = ? and product_id = ? and order_id is null
     returning product_id, product_option_detail_id, units, order_id`,
    [userId, productId],
  );
  return giveBack(em, gone);
}

/** The given hold rows (placeOrder's held units it did not order), with `units` given back and the rows deleted. */
export async function endHoldRows(em: EntityManager, ids: readonly number[]): Promise<EndedHolds> {
  if (!ids.length) return { rows: 0, unitsReturned: 0 };
  const gone = await em.execute<GoneRow[]>(
    `delete from stock_hold where id = any(?::int[]) and order_id is null
     returning product_id, product_option_detail_id, units, order_id`,
    [intArray(ids)],
  );
  return giveBack(em, gone);
}
