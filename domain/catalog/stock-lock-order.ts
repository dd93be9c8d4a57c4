/** A move on one stock row: the product's own count, or one option combination's. */
export interface StockRow {
  productId: number;
  /** The combination; null for a product without option combinations. */
  productOptionDetailId: number | null;
}

/**
 * Moves in the one order every writer locks stock rows in (products, then combinations, each by
 * id), so that two orders or an order and a release can never wait on each other in a circle, and
 * the backend and the mocked API meet a sold-out line in the same order and refuse it alike.
 */
export function inStockLockOrder<Move extends StockRow>(moves: readonly Move[]): Move[] {
  return [...moves].sort(
    (a, b) => (a.productOptionDetailId ?? 0) - (b.productOptionDetailId ?? 0) || a.productId - b.productId,
  );
}
