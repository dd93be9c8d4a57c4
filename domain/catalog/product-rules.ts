import { AUTHORITY } from '../enums';

/*
 * The product rules of docs/product-rules.md#products as functions of plain fields, so that the managed entity and the
 * catalogue's read models (product-read-model.ts) answer them the same way; the mocked API too.
 */

/** A product missing, of another university, or hidden from the viewer: the same words for all. */
export const PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없어요. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.';

export interface ProductPrices {
  price: number;
  salePrice: number;
}

export interface ProductAvailability {
  productVisible: number;
  saleStartedAt?: Date | null;
  saleEndedAt?: Date | null;
}

/** Both bounds are inclusive; a missing bound leaves that side open. */
export function isInSaleWindow(product: ProductAvailability, now: Date): boolean {
  const t = now.getTime();
  if (product.saleStartedAt && t < product.saleStartedAt.getTime()) return false;
  if (product.saleEndedAt && t > product.saleEndedAt.getTime()) return false;
  return true;
}

/** Anonymous viewers count as NORMAL. */
export function isVisibleTo(product: Pick<ProductAvailability, 'productVisible'>, authority: number = AUTHORITY.NORMAL): boolean {
  return authority >= product.productVisible;
}

/** Whole percent, rounded down so that the badge never overstates the discount. */
export function discountRate(product: ProductPrices): number {
  if (product.price <= 0 || product.salePrice >= product.price) return 0;
  return Math.floor(((product.price - product.salePrice) * 100) / product.price);
}

/**
 * Visible to the viewer, inside the sale window and in stock. `stock` is the option combinations'
 * total when the product has any (callers read them in batches).
 */
export function isPurchasable(
  product: ProductAvailability,
  { authority, now, stock }: { authority: number; now: Date; stock: number },
): boolean {
  return isVisibleTo(product, authority) && isInSaleWindow(product, now) && stock > 0;
}
