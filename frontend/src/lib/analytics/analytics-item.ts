import type { AnalyticsParams } from './track';
import type { ProductCardFragment } from '../__generated__/graphql';
import { productTypeLabel } from '../product-labels';

type ItemProduct = Pick<ProductCardFragment, 'id' | 'name' | 'price' | 'salePrice' | 'productType'>;

export interface ItemExtras {
  index?: number;
  itemListId?: string;
  itemListName?: string;
  /** The chosen option values, e.g. "네이비 / M". */
  variant?: string;
  quantity?: number;
  /** The unit price paid, when options add to the sale price. */
  price?: number;
  /** The unit list price with the same option extras. */
  listPrice?: number;
}

/** One GA4 `items[]` entry; prices in KRW like the event's `currency`. */
export function analyticsItem(product: ItemProduct, extras: ItemExtras = {}): AnalyticsParams {
  const price = extras.price ?? product.salePrice;
  const listPrice = extras.listPrice ?? product.price;
  const item: AnalyticsParams = {
    item_id: String(product.id),
    item_name: product.name,
    item_category: productTypeLabel(product.productType) ?? '일반',
    price,
    discount: Math.max(0, listPrice - price),
  };
  if (extras.index !== undefined) item.index = extras.index;
  if (extras.itemListId !== undefined) item.item_list_id = extras.itemListId;
  if (extras.itemListName !== undefined) item.item_list_name = extras.itemListName;
  if (extras.variant) item.item_variant = extras.variant;
  if (extras.quantity !== undefined) item.quantity = extras.quantity;
  return item;
}
