// Restock subscriptions: only ever on a sold-out product the viewer subscribed to.
import type * as T from '../__generated__/types';
import { buildSoldOutProduct } from './catalog';
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
