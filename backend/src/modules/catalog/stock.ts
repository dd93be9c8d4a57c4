import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/*
 * Stock moves as single conditional statements (docs/product-rules.md#stock), never as read-modify-write on
 * a loaded entity: Postgres re-checks `count >= n` on the newest row version after waiting for a
 * concurrent writer, so simultaneous orders can never oversell. A product with option
 * combinations keeps its stock on them; the product's own count is for products without any.
 *
 * The entities already loaded in the caller's identity map keep their old count on purpose:
 * flushing a changed count from memory would overwrite concurrent decrements.
 */

export interface StockMove {
  productId: number;
  /** The combination; null for a product without option combinations. */
  productOptionDetailId: number | null;
  count: number;
}

function requireCount(move: StockMove): void {
  if (!Number.isSafeInteger(move.count) || move.count <= 0) {
    throw new RangeError(`A stock move needs a positive whole count, got ${move.count}`);
  }
}

async function changed(em: EntityManager, sql: string, params: unknown[]): Promise<boolean> {
  const result = await em.execute<QueryResult>(sql, params, 'run');
  return result.affectedRows > 0;
}

/** Takes `count` units if that many are left; false (and nothing taken) otherwise. */
export function takeStock(em: EntityManager, move: StockMove): Promise<boolean> {
  requireCount(move);
  return move.productOptionDetailId === null
    ? changed(em, 'update product set count = count - ? where id = ? and count >= ?', [
        move.count,
        move.productId,
        move.count,
      ])
    : changed(em, 'update product_option_detail set count = count - ? where id = ? and product_id = ? and count >= ?', [
        move.count,
        move.productOptionDetailId,
        move.productId,
        move.count,
      ]);
}

/**
 * Gives `count` units back (cancelled line, released order). False when there is nowhere to put
 * them: the combination was deleted meanwhile, or a line without a combination belongs to a
 * product that has combinations now (its own count is not what is sold).
 */
export function restoreStock(em: EntityManager, move: StockMove): Promise<boolean> {
  requireCount(move);
  return move.productOptionDetailId === null
    ? changed(
        em,
        `update product set count = count + ? where id = ?
           and not exists (select 1 from product_option_detail d where d.product_id = product.id and not d.retired)`,
        [move.count, move.productId],
      )
    : changed(em, 'update product_option_detail set count = count + ? where id = ? and product_id = ?', [
        move.count,
        move.productOptionDetailId,
        move.productId,
      ]);
}
