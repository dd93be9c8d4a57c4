import type { ProductOptionFieldsFragment } from '../../../lib/__generated__/graphql';

/**
 * The option picker's rules (docs/product-rules.md#options): up to three axes whose values are comma-
 * separated; every combination is an option detail with its own extra price and stock. Axes may be
 * chosen in any order: a value is offered only when some combination with it and the other axes'
 * choices is still in stock, so every choice the picker allows leads to something to buy.
 */

type OptionDetail = ProductOptionFieldsFragment['productOptionDetails'][number];
type OptionSource = Pick<ProductOptionFieldsFragment, 'productOptions' | 'productOptionDetails'>;

export interface OptionAxis {
  key: string;
  values: string[];
}

/** One value per axis; null until chosen. */
export type OptionSelection = readonly (string | null)[];

export interface OptionValueState {
  value: string;
  /** Some matching combination has stock. */
  available: boolean;
  /** The extra price, once the value decides the combination (every other axis chosen); else null. */
  extra: number | null;
  /** Stock of that combination, under the same condition. */
  stock: number | null;
}

/** Without combinations the product sells on its own stock, whatever axes it still lists. */
export function optionAxes(product: OptionSource): OptionAxis[] {
  if (product.productOptionDetails.length === 0) return [];
  return product.productOptions.slice(0, 3).map((option) => ({
    key: option.key,
    values: [...new Set(option.value.split(',').map((value) => value.trim()))].filter((value) => value !== ''),
  }));
}

function valueOf(detail: OptionDetail, axis: number): string | null {
  const value = axis === 0 ? detail.option0 : axis === 1 ? detail.option1 : detail.option2;
  return value?.trim() ?? null;
}

/** The detail agrees with every chosen axis except `except` (-1: with all of them). */
function matches(detail: OptionDetail, selection: OptionSelection, except = -1): boolean {
  return selection.every((chosen, axis) => axis === except || chosen == null || valueOf(detail, axis) === chosen);
}

export function emptySelection(axes: readonly OptionAxis[]): OptionSelection {
  return axes.map(() => null);
}

/** The values of one axis given the other axes' choices, each with whether it can still be bought. */
export function axisValueStates(product: OptionSource, axes: readonly OptionAxis[], selection: OptionSelection, axis: number): OptionValueState[] {
  const others = product.productOptionDetails.filter((detail) => matches(detail, selection, axis));
  const decides = axes.every((_, other) => other === axis || selection[other] != null);
  return (axes[axis]?.values ?? []).map((value) => {
    const candidates = others.filter((detail) => valueOf(detail, axis) === value);
    const only = decides && candidates.length === 1 ? candidates[0] : undefined;
    return {
      value,
      available: candidates.some((detail) => detail.count > 0),
      extra: only ? only.price : null,
      stock: only ? only.count : null,
    };
  });
}

/**
 * Sets one axis. A value the picker offers always fits the other choices; one that does not (the
 * stock changed under the page) starts the other axes over rather than keep a dead combination.
 */
export function chooseOption(product: OptionSource, axes: readonly OptionAxis[], selection: OptionSelection, axis: number, value: string): OptionSelection {
  const fits = axisValueStates(product, axes, selection, axis).some((state) => state.value === value && state.available);
  return selection.map((chosen, index) => (index === axis ? value : fits ? chosen : null));
}

/** The combination every axis names, or null while one is still open. */
export function chosenDetail(product: OptionSource, axes: readonly OptionAxis[], selection: OptionSelection): OptionDetail | null {
  if (axes.length === 0 || selection.some((value) => value == null)) return null;
  return product.productOptionDetails.find((detail) => matches(detail, selection)) ?? null;
}

/** The first axis still open, for the "사이즈를 선택해 주세요" message. */
export function firstOpenAxis(axes: readonly OptionAxis[], selection: OptionSelection): number {
  return axes.findIndex((_, axis) => selection[axis] == null);
}

/** "네이비 / M", as the cart and order lines print a combination. */
export function selectionText(selection: OptionSelection): string {
  return selection.filter((value): value is string => value != null).join(' / ');
}
