/*
 * How much stock a product has left, as the console's filters and badges read it
 * (docs/product-rules.md#stock). A product with option combinations is judged by each
 * combination, because one size running out is what staff must restock, even when the total
 * looks healthy.
 */

/** A stock row at or below this count is low: about one class's worth of late orders. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'SOLD_OUT' | 'LOW' | 'ENOUGH';

/**
 * `rows` are the combinations' counts, or the product's own count when it has none. Sold out =
 * nothing left at all; low = something left, but some row is at or below the threshold (a
 * combination at 0 next to others in stock counts as low).
 */
export function stockLevelOf(rows: readonly number[]): StockLevel {
  return stockLevel({ total: rows.reduce((sum, count) => sum + count, 0), lowest: Math.min(...rows) });
}

/** The same rule over what one SQL row carries: the whole stock and the lowest row's count. */
export function stockLevel({ total, lowest }: { total: number; lowest: number }): StockLevel {
  if (total <= 0) return 'SOLD_OUT';
  return lowest <= LOW_STOCK_THRESHOLD ? 'LOW' : 'ENOUGH';
}
