import { z } from 'zod';
import { parseInput } from '../errors/input';
import { CART_LIMITS, outOfStock } from './cart-rules';
import { checkMergedCount, createCartSchema } from './cart-input';
import { cartLineKey } from './cart-restore-rules';

/*
 * 구매하기 (docs/decisions/0057): the rows a student chose in the option sheet become "direct"
 * cart lines that only the checkout opened from that sheet reads. They never show in the cart or
 * its badge, and the next 구매하기 replaces them, so the cart's own lines are never touched.
 */

/** As many rows as one cart may hold lines. */
export const DIRECT_MAX_ROWS = CART_LIMITS.maxLines;

export const DIRECT_NOTHING_CHOSEN = '구매할 옵션을 선택해 주세요.';

const directCartsSchema = z
  .array(createCartSchema, { error: DIRECT_NOTHING_CHOSEN })
  .min(1, { error: DIRECT_NOTHING_CHOSEN })
  .max(DIRECT_MAX_ROWS, { error: `한 번에 ${DIRECT_MAX_ROWS}개 옵션까지 바로 구매할 수 있어요.` });

export type DirectCartRow = z.infer<typeof createCartSchema>;

/** The rows of a createDirectCarts request, checked for shape (count, list size) before any read. */
export function parseDirectRows(rows: unknown): DirectCartRow[] {
  return parseInput(directCartsSchema, rows, 'data');
}

/** One row once its product, combination and texts are known (the caller resolved them). */
export interface ResolvedDirectRow<L> {
  productId: number;
  productName: string;
  detailId: number | null;
  inputs: readonly (string | null)[];
  /** Stock of the combination (or of the product without combinations). */
  stock: number;
  count: number;
  line: L;
}

/**
 * The lines to write: rows naming the same product, combination and texts merge into one line
 * (the sheet already merges them; a hand-made request may not), each line within the per-line
 * cap, and rows sharing one stock (same combination, different embroidery) within that stock
 * together, so a student is never let into checkout with more than the shop holds.
 */
export function planDirectLines<L>(rows: readonly ResolvedDirectRow<L>[]): { row: ResolvedDirectRow<L>; count: number }[] {
  const merged = new Map<string, { row: ResolvedDirectRow<L>; count: number }>();
  for (const row of rows) {
    const key = cartLineKey(row.productId, row.detailId, row.inputs);
    const same = merged.get(key);
    const count = checkMergedCount(same?.count ?? 0, row.count);
    merged.set(key, { row: same?.row ?? row, count });
  }
  const demand = new Map<string, number>();
  for (const { row, count } of merged.values()) {
    const stockKey = row.detailId == null ? `p${row.productId}` : `d${row.detailId}`;
    const total = (demand.get(stockKey) ?? 0) + count;
    if (total > row.stock) throw outOfStock(row.productName, row.stock);
    demand.set(stockKey, total);
  }
  return [...merged.values()];
}
