// The money and availability rules of docs/product-rules.md over the plain catalogue shapes, shared by the
// scenarios, the factories and the mocked API so that every mocked screen adds up the same way
// the real server does. The rules themselves live in domain/ (catalog/product-rules.ts, and
// cart/delivery-fee.ts for fees); this file only reads the scenario's shapes.
import * as productRules from '../../domain/catalog/product-rules';
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

type Availability = Pick<ScenarioProduct, 'productVisible' | 'saleStartedAt' | 'saleEndedAt'>;

/** The product's visibility and sale window as the backend's product-rules.ts reads them. */
export function availabilityOf(product: Availability): productRules.ProductAvailability {
  return {
    productVisible: product.productVisible,
    saleStartedAt: product.saleStartedAt ? new Date(product.saleStartedAt) : null,
    saleEndedAt: product.saleEndedAt ? new Date(product.saleEndedAt) : null,
  };
}

/** Both bounds inclusive; a null bound is open (docs/product-rules.md#products). */
export function isInSaleWindow(product: Pick<ScenarioProduct, 'saleStartedAt' | 'saleEndedAt'>, now: Date): boolean {
  return productRules.isInSaleWindow(availabilityOf({ productVisible: 0, ...product }), now);
}

/** The product's whole stock: its own count, or the sum over its combinations when it has any. */
export function wholeStockOf(product: Pick<ScenarioProduct, 'count' | 'productOptionDetails'>): number {
  return product.productOptionDetails.length > 0
    ? product.productOptionDetails.reduce((sum, detail) => sum + detail.count, 0)
    : product.count;
}

export function isSoldOut(product: Pick<ScenarioProduct, 'count' | 'productOptionDetails'>): boolean {
  return wholeStockOf(product) <= 0;
}

/** Visible to the authority level, inside the sale window and in stock. */
export function isPurchasable(product: ScenarioProduct, now: Date, authority = 0): boolean {
  return productRules.isPurchasable(availabilityOf(product), { authority, now, stock: wholeStockOf(product) });
}

/** Whole-percent discount, rounded down so that the badge never overstates it. */
export function discountRate(price: number, salePrice: number): number {
  return productRules.discountRate({ price, salePrice });
}
