import { UniqueConstraintViolationException, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict, invalidState, notFound, unauthenticated } from '../../../../domain/errors/errors';
import { User } from '../account/user.entity';
import { pageWindow } from '../../../../domain/errors/input';
import { Product } from '../catalog/product.entity';
import { getVisibleProduct, productStock } from '../catalog/product.service';
import { viewerLevel, type TenantViewer } from '../../../../domain/catalog/visibility';
import { ProductRestockNotification } from './product-restock-notification.entity';
import { ALREADY_SUBSCRIBED_MESSAGE, NOT_SOLD_OUT_MESSAGE, RESTOCK_SIGN_IN_MESSAGE } from '../../../../domain/restock/restock-messages';
import {
  ALREADY_SUBSCRIBED_OPTION_MESSAGE,
  OPTION_NOT_SOLD_OUT_MESSAGE,
  RESTOCK_OPTION_NOT_FOUND_MESSAGE,
} from '../../../../domain/restock/restock-option-messages';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';


/** Who asks: the viewer (a member of this deployment's university), and whether a token of a suspended member was presented. */
export interface Asker {
  viewer: TenantViewer | null;
  viewerSuspended?: boolean;
}

function requireMember({ viewer, viewerSuspended }: Asker): TenantViewer {
  if (viewer) return viewer;
  // The client signs a suspended member out at once instead of offering the login page.
  if (viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  throw unauthenticated(RESTOCK_SIGN_IN_MESSAGE);
}

/**
 * docs/product-rules.md#restock-notifications: only for a sold-out product the member can see (or,
 * with `optionId`, one sold-out live combination of it), once per member, product and combination.
 * A second request (even one racing the first) is a CONFLICT, which the product page shows as
 * "already subscribed" (docs/decisions/0009-catalogue.md, 0059).
 */
export async function subscribeToRestock(
  em: EntityManager,
  asker: Asker,
  productId: number,
  optionId?: number | null,
): Promise<ProductRestockNotification> {
  const member = requireMember(asker);
  const product = await getVisibleProduct(em, productId, member, member.universityId);
  // Waits for a restock in flight (it holds the product row): either this subscription lands before
  // it and is told, or the stock it sets is seen here and the product is no longer sold out.
  await em.execute('select id from product where id = ? for share', [product.id]);
  const option = optionId == null ? null : await soldOutOption(em, product.id, optionId);
  if (!option && (await productStock(em, product, member)) > 0) throw invalidState(NOT_SOLD_OUT_MESSAGE);
  const already = option ? ALREADY_SUBSCRIBED_OPTION_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE;
  const existing = await em.count(ProductRestockNotification, { user: member.userId, product: productId, option: option?.id ?? null });
  if (existing > 0) throw conflict(already);
  const notification = em.create(ProductRestockNotification, {
    user: em.getReference(User, member.userId),
    product,
    option,
  });
  try {
    await em.flush();
  } catch (error) {
    // The unique (user, product, option) index settles a race between two taps; the loser's transaction rolls back.
    if (error instanceof UniqueConstraintViolationException) throw conflict(already);
    throw error;
  }
  return notification;
}

/** A live combination of this product with no stock, read fresh (a restock may just have committed). */
async function soldOutOption(em: EntityManager, productId: number, optionId: number): Promise<ProductOptionDetail> {
  const option = await em.findOne(ProductOptionDetail, { id: optionId, product: productId, retired: false }, { refresh: true });
  if (!option) throw notFound(RESTOCK_OPTION_NOT_FOUND_MESSAGE);
  if (option.count > 0) throw invalidState(OPTION_NOT_SOLD_OUT_MESSAGE);
  return option;
}

/** Withdraws the viewer's own subscription; false when there was none. */
export async function unsubscribeFromRestock(
  em: EntityManager,
  asker: Asker,
  productId: number,
  optionId?: number | null,
): Promise<boolean> {
  const member = requireMember(asker);
  const removed = await em.nativeDelete(ProductRestockNotification, { user: member.userId, product: productId, option: optionId ?? null });
  return removed > 0;
}

/** The viewer's subscriptions to products they may still see, newest first, 10 per page. */
export async function listRestockSubscriptions(
  em: EntityManager,
  asker: Asker,
  page: number | null | undefined,
): Promise<{ items: ProductRestockNotification[]; total: number }> {
  const member = requireMember(asker);
  const { limit, offset } = pageWindow(page);
  const [items, total] = await em.findAndCount(
    ProductRestockNotification,
    { user: member.userId, product: { university: member.universityId, productVisible: { $lte: viewerLevel(member) } } },
    { populate: ['product', 'option'], orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset },
  );
  return { items, total };
}

export async function subscribedProduct(em: EntityManager, notification: ProductRestockNotification): Promise<Product> {
  const { product } = notification;
  return wrap(product).isInitialized() ? product : em.findOneOrFail(Product, product.id);
}

export async function subscribedOption(em: EntityManager, notification: ProductRestockNotification): Promise<ProductOptionDetail | null> {
  const { option } = notification;
  if (!option) return null;
  return wrap(option).isInitialized() ? option : em.findOneOrFail(ProductOptionDetail, option.id);
}
