// PRODUCT.md's money and availability rules over the plain catalogue shapes, shared by the
// scenarios, the factories and the mocked API so that every mocked screen adds up the same way
// the real server does.
import type { ScenarioDeliveryTemplate, ScenarioProduct, ScenarioProductOptionDetail } from './standard/types';

/** Unit list price and unit sale price of a product with its chosen combination's extra. */
export function unitPrices(
  product: Pick<ScenarioProduct, 'price' | 'salePrice'>,
  detail: Pick<ScenarioProductOptionDetail, 'price'> | null,
): { price: number; salePrice: number } {
  const extra = detail?.price ?? 0;
  return { price: product.price + extra, salePrice: product.salePrice + extra };
}

/** The fee rule subset a delivery fee needs (catalogue and GraphQL templates both fit). */
export type FeeTemplate = Pick<
  ScenarioDeliveryTemplate,
  | 'deliveryType'
  | 'deliveryFee'
  | 'condition'
  | 'quantity'
  | 'quantityCount0'
  | 'quantityCount1'
  | 'quantityPrice0'
  | 'quantityPrice1'
  | 'quantityPrice2'
>;

/** One delivery group's fee over its counted lines: `items` units worth `subtotal` after discount. */
export function groupDeliveryFee(template: FeeTemplate, items: number, subtotal: number): number {
  if (items <= 0) return 0;
  switch (template.deliveryType) {
    case 'FREE':
      return 0;
    case 'PAY':
      return template.deliveryFee;
    case 'CONDITIONALFREE':
      return subtotal >= template.condition ? 0 : template.deliveryFee;
    case 'BYQUANTITY':
      if (template.quantity > 0) return template.deliveryFee * Math.ceil(items / template.quantity);
      if (items <= template.quantityCount0) return template.quantityPrice0;
      if (items <= template.quantityCount1) return template.quantityPrice1;
      return template.quantityPrice2;
  }
}

/** How much more makes a CONDITIONALFREE group free; null when already free or not applicable. */
export function freeDeliveryRemaining(template: FeeTemplate, items: number, subtotal: number): number | null {
  if (template.deliveryType !== 'CONDITIONALFREE' || items <= 0) return null;
  return subtotal >= template.condition ? null : template.condition - subtotal;
}

/** The chosen values as the order line shows them, for example "네이비 / L". */
export function optionText(
  detail: Pick<ScenarioProductOptionDetail, 'option0' | 'option1' | 'option2'> | null,
): string {
  if (!detail) return '';
  return [detail.option0, detail.option1, detail.option2].filter((value) => value !== null).join(' / ');
}

/** Both bounds inclusive; a null bound is open (PRODUCT.md "Products"). */
export function isInSaleWindow(
  product: Pick<ScenarioProduct, 'saleStartedAt' | 'saleEndedAt'>,
  now: Date,
): boolean {
  const t = now.getTime();
  if (product.saleStartedAt !== null && t < Date.parse(product.saleStartedAt)) return false;
  if (product.saleEndedAt !== null && t > Date.parse(product.saleEndedAt)) return false;
  return true;
}

export function isSoldOut(product: Pick<ScenarioProduct, 'count' | 'productOptionDetails'>): boolean {
  return product.productOptionDetails.length === 0
    ? product.count <= 0
    : product.productOptionDetails.every((detail) => detail.count <= 0);
}

/** Visible to the authority level, inside the sale window and in stock. */
export function isPurchasable(product: ScenarioProduct, now: Date, authority = 0): boolean {
  return authority >= product.productVisible && isInSaleWindow(product, now) && !isSoldOut(product);
}

/** Whole-percent discount, rounded down so that the badge never overstates it. */
export function discountRate(price: number, salePrice: number): number {
  return price > 0 ? Math.floor(((price - salePrice) * 100) / price) : 0;
}

/** Purchase points: 1% of a line's paidPrice, rounded down (PRODUCT.md "Points"). */
export function purchasePoint(paidPrice: number): number {
  return Math.floor(paidPrice / 100);
}
