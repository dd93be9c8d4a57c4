// The delivery-fee rule of docs/product-rules.md#cart-and-delivery-fees, in one place: the cart, the order,
// the mocked API (mocks/store) and the mock data (mocks/factories, mocks/scenarios) all call these
// functions. Pure and import-free so that the browser bundle of the mocked API can load it without
// pulling in the backend.

export type DeliveryFeeType = 'FREE' | 'PAY' | 'CONDITIONALFREE' | 'BYQUANTITY';

/**
 * The fields of a delivery template the fee depends on (a DeliveryTemplate entity, a scenario
 * template and a GraphQL DeliveryTemplate all fit as they are).
 */
export interface DeliveryFeeRule {
  deliveryType: DeliveryFeeType;
  deliveryFee: number;
  /** CONDITIONALFREE: the discounted subtotal from which delivery is free. */
  condition: number;
  /** BYQUANTITY: charge deliveryFee per this many items; 0 means use the tiers (0 marks an unused tier). */
  quantity: number;
  quantityCount0: number;
  quantityCount1: number;
  quantityPrice0: number;
  quantityPrice1: number;
  quantityPrice2: number;
}

/** What a group ships: how many items and their discounted subtotal (sale price x count). */
export interface DeliveryLoad {
  quantity: number;
  subtotal: number;
}

/** One cart or order line as far as the fee is concerned. */
export interface DeliveryFeeLine {
  count: number;
  /** Sale price plus option extra, per unit. */
  unitSalePrice: number;
  /** Unselected cart lines are ignored; order lines leave it out. */
  selected?: boolean;
}

export interface DeliveryGroupFee extends DeliveryLoad {
  deliveryFee: number;
  /** CONDITIONALFREE only: how much more makes delivery free; null when free already or not applicable. */
  freeDeliveryRemaining: number | null;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * The fee of one delivery group. A group with nothing in it ships nothing and costs nothing,
 * whatever its rule: a cart whose lines of a template are all deselected adds no fee.
 */
export function deliveryFeeFor(rule: DeliveryFeeRule, load: DeliveryLoad): number {
  assertAmount('quantity', load.quantity);
  assertAmount('subtotal', load.subtotal);
  if (load.quantity === 0) return 0;
  switch (rule.deliveryType) {
    case 'FREE':
      return 0;
    case 'PAY':
      return rule.deliveryFee;
    case 'CONDITIONALFREE':
      return load.subtotal >= rule.condition ? 0 : rule.deliveryFee;
    case 'BYQUANTITY':
      if (rule.quantity > 0) return rule.deliveryFee * Math.ceil(load.quantity / rule.quantity);
      if (load.quantity <= rule.quantityCount0) return rule.quantityPrice0;
      if (load.quantity <= rule.quantityCount1) return rule.quantityPrice1;
      return rule.quantityPrice2;
  }
}

/** Quantity and discounted subtotal of the lines that count (selected ones, or all order lines). */
export function deliveryLoadOf(lines: readonly DeliveryFeeLine[]): DeliveryLoad {
  let quantity = 0;
  let subtotal = 0;
  for (const line of lines) {
    if (line.selected === false) continue;
    assertAmount('count', line.count);
    assertAmount('unitSalePrice', line.unitSalePrice);
    quantity += line.count;
    subtotal += line.unitSalePrice * line.count;
  }
  return { quantity, subtotal };
}

/** Fee, load and the "free from" hint of one group of lines sharing a delivery template. */
export function deliveryGroupFee(rule: DeliveryFeeRule, lines: readonly DeliveryFeeLine[]): DeliveryGroupFee {
  return deliveryFeeQuote(rule, deliveryLoadOf(lines));
}

/**
 * The same answer for a load given as numbers: the console's fee calculator asks what a group of
 * this many items and this subtotal would pay, through the very function the cart uses.
 */
export function deliveryFeeQuote(rule: DeliveryFeeRule, load: DeliveryLoad): DeliveryGroupFee {
  const deliveryFee = deliveryFeeFor(rule, load);
  const freeDeliveryRemaining =
    rule.deliveryType === 'CONDITIONALFREE' && load.quantity > 0 && deliveryFee > 0
      ? rule.condition - load.subtotal
      : null;
  return { ...load, deliveryFee, freeDeliveryRemaining };
}
