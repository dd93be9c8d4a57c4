import { CART_LIMITS } from './cart-rules';

/*
 * How the lines of a released order go back into the member's cart (docs/decisions/0025), over
 * plain values, so that cart-restore.ts and the mocked API put back exactly the same lines.
 */

/** What makes two lines the same line: product, combination and the typed texts. */
export function cartLineKey(productId: number, detailId: number | null, inputs: readonly (string | null | undefined)[]): string {
  return JSON.stringify([productId, detailId, inputs.map((input) => input ?? null)]);
}

export interface RestorableCartLine {
  count: number;
  selected: boolean;
}

export interface ReleasedLine {
  id: number;
  count: number;
}

export interface CartRestore<C extends RestorableCartLine, L extends ReleasedLine> {
  /** The member's cart as it is now. */
  cart: readonly C[];
  keyOfCart: (cart: C) => string;
  keyOfLine: (line: L) => string;
  /** A new line for `line`, holding `count` units, selected; the caller stores it. */
  add: (line: L, count: number) => C;
  /** Called after `cart` took `line`'s units, for what else a merge changes (its delivery template). */
  merged?: (cart: C, line: L) => void;
}

/**
 * Puts released lines back, in the order they were ordered: an identical line takes the count (up
 * to the per-line cap) and is selected; any other comes back as a new selected line while the cart
 * has room for it (the rest stays out). Other lines' selection is left as it was. Returns how many
 * released lines are in the cart again.
 */
export function putLinesBack<C extends RestorableCartLine, L extends ReleasedLine>(
  lines: readonly L[],
  restore: CartRestore<C, L>,
): number {
  const byKey = new Map(restore.cart.map((cart) => [restore.keyOfCart(cart), cart]));
  let lineCount = restore.cart.length;
  let restored = 0;
  for (const line of [...lines].sort((a, b) => a.id - b.id)) {
    const key = restore.keyOfLine(line);
    const same = byKey.get(key);
    if (same) {
      same.count = Math.min(same.count + line.count, CART_LIMITS.maxCountPerLine);
      same.selected = true;
      restore.merged?.(same, line);
      restored += 1;
      continue;
    }
    if (lineCount >= CART_LIMITS.maxLines) continue;
    byKey.set(key, restore.add(line, Math.min(line.count, CART_LIMITS.maxCountPerLine)));
    lineCount += 1;
    restored += 1;
  }
  return restored;
}
