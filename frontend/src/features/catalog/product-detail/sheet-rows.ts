import { CART_LIMITS } from '../../../../../domain/cart/cart-rules';
import type { ProductDetailFieldsFragment } from '../../../lib/__generated__/graphql';
import type { SavedRow } from './saved-selection';

type Detail = ProductDetailFieldsFragment['productOptionDetails'][number];

/** One chosen combination in the option sheet (issue 19): its count and its own embroidery texts. */
export interface SheetRow {
  /** The combination; null for a product without options (then the sheet has exactly one row). */
  detailId: number | null;
  inputs: string[];
  quantity: number;
}

export interface PricedRow extends SheetRow {
  variant: string;
  unitPrice: number;
  unitListPrice: number;
  /** The most this row may count: its stock, within the per-line cap. */
  max: number;
}

const detailOf = (product: ProductDetailFieldsFragment, detailId: number | null): Detail | undefined =>
  detailId === null ? undefined : product.productOptionDetails.find((detail) => detail.id === detailId);

export const variantOf = (detail: Detail | undefined) =>
  detail ? [detail.option0, detail.option1, detail.option2].filter((value) => value != null && value !== '').join(' / ') : '';

export function priceRow(product: ProductDetailFieldsFragment, row: SheetRow): PricedRow {
  const detail = detailOf(product, row.detailId);
  const extra = detail?.price ?? 0;
  const stock = detail ? detail.count : product.count;
  return {
    ...row,
    variant: variantOf(detail),
    unitPrice: product.salePrice + extra,
    unitListPrice: product.price + extra,
    max: Math.max(1, Math.min(stock, CART_LIMITS.maxCountPerLine)),
  };
}

const emptyInputs = (product: ProductDetailFieldsFragment) => product.productOptionInputs.map(() => '');

/** The rows a sheet opens with: a product without options always has its one row. */
export function initialRows(product: ProductDetailFieldsFragment, hasAxes: boolean, saved: readonly SavedRow[] | null): SheetRow[] {
  const inputCount = product.productOptionInputs.length;
  const restored = (saved ?? [])
    .filter((row) => (hasAxes ? row.detailId !== null && detailOf(product, row.detailId) !== undefined : row.detailId === null))
    .map((row) => ({ detailId: row.detailId, quantity: row.quantity, inputs: emptyInputs(product).map((_, index) => row.inputs[index] ?? '').slice(0, inputCount) }));
  if (!hasAxes) return restored.slice(0, 1).length > 0 ? restored.slice(0, 1) : [{ detailId: null, inputs: emptyInputs(product), quantity: 1 }];
  return restored;
}

/** Choosing a combination already in the sheet adds one to its row instead of a second row. */
export function addCombination(product: ProductDetailFieldsFragment, rows: readonly SheetRow[], detailId: number): SheetRow[] {
  const index = rows.findIndex((row) => row.detailId === detailId);
  if (index < 0) return [...rows, { detailId, inputs: emptyInputs(product), quantity: 1 }];
  return rows.map((row, i) => (i === index ? { ...row, quantity: Math.min(row.quantity + 1, priceRow(product, row).max) } : row));
}
