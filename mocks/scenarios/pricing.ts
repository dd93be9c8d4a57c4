// PRODUCT.md's money and availability rules over the plain catalogue shapes, shared by the
// scenarios, the factories and the mocked API so that every mocked screen adds up the same way
// the real server does. Delivery fees are the server's own function
// (backend/src/modules/cart/delivery-fee.ts), so they are not repeated here.
import type { ScenarioProduct, ScenarioProductOptionDetail } from './standard/types';

/** Unit list price and unit sale price of a product with its chosen combination's extra. */
export function unitPrices(
  product: Pick<ScenarioProduct, 'price' | 'salePrice'>,
  detail: Pick<ScenarioProductOptionDetail, 'price'> | null,
): { price: number; salePrice: number } {
  const extra = detail?.price ?? 0;
  return { price: product.price + extra, salePrice: product.salePrice + extra };
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
