// Restock subscriptions: only ever on a sold-out product the viewer subscribed to.
import type * as T from '../__generated__/types';
import { buildProduct, buildSoldOutProduct } from './catalog';
import { daysBefore } from './clock';
import { int, nextId, withOverrides } from './random';

export function buildProductRestockNotification(
  overrides?: Partial<T.ProductRestockNotification>,
): T.ProductRestockNotification {
  const product = overrides?.product ?? buildSoldOutProduct({ isRestockSubscribed: true });
  return withOverrides(
    {
      __typename: 'ProductRestockNotification',
      id: nextId('ProductRestockNotification'),
      userId: 1,
      productId: product.id,
      optionId: null,
      option: null,
      product,
      createdAt: daysBefore(int(0, 14)),
    },
    overrides,
  );
}

export function buildProductRestockNotificationPage(
  overrides?: Partial<T.ProductRestockNotificationPage>,
): T.ProductRestockNotificationPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildProductRestockNotification());
  return withOverrides({ __typename: 'ProductRestockNotificationPage', items, total: items.length }, overrides);
}

/** A wished product (찜): any product the viewer can see, sold out or not. */
export function buildWishlistItem(overrides?: Partial<T.WishlistItem>): T.WishlistItem {
  const product = overrides?.product ?? buildProduct({ isWished: true });
  return withOverrides(
    { __typename: 'WishlistItem', id: nextId('WishlistItem'), productId: product.id, product, createdAt: daysBefore(int(0, 30)) },
    overrides,
  );
}

export function buildWishlistPage(overrides?: Partial<T.WishlistPage>): T.WishlistPage {
  const items = overrides?.items ?? [
    buildWishlistItem(),
    buildWishlistItem({ product: buildSoldOutProduct({ isWished: true }) }),
    buildWishlistItem(),
  ];
  return withOverrides({ __typename: 'WishlistPage', items, total: items.length }, overrides);
}
