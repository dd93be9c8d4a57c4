/*
 * A signed-out 장바구니/구매하기 tap keeps the sheet's rows for this tab (issue 19): login, and
 * sign-up from there, bring the student back to the product page, which reopens the sheet with
 * them. sessionStorage rather than localStorage: a selection belongs to one visit, and a shared
 * computer's next user should not find it.
 */

export interface SavedRow {
  detailId: number | null;
  inputs: string[];
  quantity: number;
}

/** Embroidery fields a row carries at most, and their longest text (the sheet's own limits). */
const MAX_INPUTS = 3;
const MAX_INPUT_LENGTH = 100;

/**
 * The row as stored, or null when it is not one. A type guard rather than zod: zod is 23 KB gzip
 * that the product page would otherwise load before its first paint for this one check of its
 * own storage (ADR 0072); the screens' input rules keep using the domain's zod schemas.
 */
function savedRowOf(value: unknown): SavedRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { detailId, inputs, quantity } = value as Record<string, unknown>;
  const detailOk = detailId === null || Number.isInteger(detailId);
  const inputsOk =
    Array.isArray(inputs) && inputs.length <= MAX_INPUTS && inputs.every((input) => typeof input === 'string' && input.length <= MAX_INPUT_LENGTH);
  const quantityOk = typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1;
  return detailOk && inputsOk && quantityOk ? { detailId: detailId as number | null, inputs: [...(inputs as string[])], quantity } : null;
}

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
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0) return null;
    const rows = parsed.map(savedRowOf);
    return rows.every((row) => row !== null) ? rows : null;
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
