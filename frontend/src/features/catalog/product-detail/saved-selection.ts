import { z } from 'zod';

/*
 * A signed-out 장바구니/구매하기 tap keeps the sheet's rows for this tab (issue 19): login, and
 * sign-up from there, bring the student back to the product page, which reopens the sheet with
 * them. sessionStorage rather than localStorage: a selection belongs to one visit, and a shared
 * computer's next user should not find it.
 */

const savedRowSchema = z.object({
  detailId: z.number().int().nullable(),
  inputs: z.array(z.string().max(100)).max(3),
  quantity: z.number().int().min(1),
});

export type SavedRow = z.infer<typeof savedRowSchema>;

const keyOf = (productId: number) => `buy-sheet:${productId}`;

export function saveSelection(productId: number, rows: readonly SavedRow[]): void {
  try {
    sessionStorage.setItem(keyOf(productId), JSON.stringify(rows));
  } catch {
    // Private modes may refuse storage: the student then chooses again, as before.
  }
}

/** The rows saved for the product; null when there are none (or they no longer parse). */
export function readSavedSelection(productId: number): SavedRow[] | null {
  try {
    const raw = sessionStorage.getItem(keyOf(productId));
    if (raw === null) return null;
    const parsed = z.array(savedRowSchema).safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Once restored, the rows are the sheet's; a later visit starts empty. */
export function forgetSavedSelection(productId: number): void {
  try {
    sessionStorage.removeItem(keyOf(productId));
  } catch {
    // Nothing to forget where storage is refused.
  }
}
