import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../catalog/product-facts';
import { restoreStock, type StockMove } from '../catalog/stock';
import { inStockLockOrder } from '../../../../domain/catalog/stock-lock-order';
import { notifyOptionRestock, notifyRestockSubscribers } from './restock-notify';

/** The whole stock of each product: its own count, or the sum over its combinations when it has any. */
async function wholeStocks(em: EntityManager, productIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await em.execute<{ id: number; stock: number }[]>(
    `select p.id, coalesce((select sum(d.count) from product_option_detail d where d.product_id = p.id and not d.retired), p.count)::int as stock
       from product p where p.id = any(?::int[])`,
    [intArray(productIds)],
  );
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/** One move per stock row, so a batch of lines of one combination costs one UPDATE. */
function mergedMoves(moves: readonly StockMove[]): StockMove[] {
  const byRow = new Map<string, StockMove>();
  for (const move of moves) {
    const key = `${move.productId}:${move.productOptionDetailId ?? ''}`;
    const seen = byRow.get(key);
    byRow.set(key, seen ? { ...seen, count: seen.count + move.count } : { ...move });
  }
  return [...byRow.values()];
}

/**
 * Gives back the stock of cancelled or released order lines (docs/product-rules.md#stock), and when that
 * brings a product's whole stock back from zero, tells its restock subscribers in this same
 * transaction (docs/product-rules.md#restock-notifications: it does not care who raised the stock: a student
 * waiting for the last jacket wants to hear that someone's cancelled one is back).
 *
 * The products' rows are locked first, as a staff restock does, so a subscription racing this
 * return waits and then sees the stock (refused as no longer sold out) instead of being left
 * behind on a product in stock. Products first, then combinations, each by id: the one lock
 * order every stock writer follows. Returns how many subscribers were told.
 */
export async function returnStock(em: EntityManager, moves: readonly StockMove[]): Promise<number> {
  if (moves.length === 0) return 0;
  const productIds = [...new Set(moves.map((move) => move.productId))].sort((a, b) => a - b);
  await em.execute('select id from product where id = any(?::int[]) order by id for no key update', [intArray(productIds)]);
  const returned = new Map<number, number>();
  for (const move of inStockLockOrder(mergedMoves(moves))) {
    if (await restoreStock(em, move)) returned.set(move.productId, (returned.get(move.productId) ?? 0) + move.count);
  }
  if (returned.size === 0) return 0;
  const stocks = await wholeStocks(em, [...returned.keys()]);
  let told = 0;
  for (const [productId, count] of returned) {
    const after = stocks.get(productId) ?? 0;
    if (after > 0 && after - count <= 0) told += await notifyRestockSubscribers(em, { productId });
    told += await notifyOptionRestock(em, { productId });
  }
  return told;
}
