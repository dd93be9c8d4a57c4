import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, unauthenticated } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import { viewerLevel, type TenantViewer } from '../../../../domain/catalog/visibility';
import { WISH_SIGN_IN_MESSAGE } from '../../../../domain/wishlist/wishlist-messages';
import { getVisibleProduct } from '../catalog/product.service';
import { Product } from '../catalog/product.entity';
import { Wish } from './wish.entity';

/** Who asks: the viewer (a member of this deployment's university), and whether a token of a suspended member was presented. */
export interface WishAsker {
  viewer: TenantViewer | null;
  viewerSuspended?: boolean;
}

function requireMember({ viewer, viewerSuspended }: WishAsker): TenantViewer {
  if (viewer) return viewer;
  if (viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  throw unauthenticated(WISH_SIGN_IN_MESSAGE);
}

/**
 * docs/product-rules.md#wishlist: a member wishes any product they can see, sold out or not.
 * Wishing twice is no error (the button is a toggle, and a second tab may be behind): the unique
 * (user, product) index with ON CONFLICT DO NOTHING makes two racing taps land one row.
 */
export async function addWish(em: EntityManager, asker: WishAsker, productId: number): Promise<Product> {
  const member = requireMember(asker);
  const product = await getVisibleProduct(em, productId, member, member.universityId);
  await em.execute('insert into wish (user_id, product_id) values (?, ?) on conflict (user_id, product_id) do nothing', [
    member.userId,
    product.id,
  ]);
  forgetWishes(em);
  return product;
}

/** Takes the product off the viewer's own wishlist; nothing to remove is no error. */
export async function removeWish(em: EntityManager, asker: WishAsker, productId: number): Promise<Product> {
  const member = requireMember(asker);
  const product = await getVisibleProduct(em, productId, member, member.universityId);
  await em.nativeDelete(Wish, { user: member.userId, product: product.id });
  forgetWishes(em);
  return product;
}

/** The viewer's wishes of products they may still see, newest first, 10 per page. */
export async function listWishes(
  em: EntityManager,
  asker: WishAsker,
  page: number | null | undefined,
): Promise<{ items: Wish[]; total: number }> {
  const member = requireMember(asker);
  const { limit, offset } = pageWindow(page);
  const [items, total] = await em.findAndCount(
    Wish,
    { user: member.userId, product: { university: member.universityId, productVisible: { $lte: viewerLevel(member) } } },
    { populate: ['product'], orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset },
  );
  return { items, total };
}

export async function wishedProduct(em: EntityManager, wish: Wish): Promise<Product> {
  const { product } = wish;
  return wrap(product).isInitialized() ? product : em.findOneOrFail(Product, product.id);
}

// Product.isWished over a page of products: one read of the member's wished ids per request
// (the EntityManager is the request's own fork), not one per product.
const wishedIds = new WeakMap<EntityManager, Promise<ReadonlySet<number>>>();

function forgetWishes(em: EntityManager): void {
  wishedIds.delete(em);
}

export async function isWished(em: EntityManager, userId: number | null | undefined, productId: number): Promise<boolean> {
  if (!userId) return false;
  let ids = wishedIds.get(em);
  if (!ids) {
    ids = em
      .execute<{ product_id: number }[]>('select product_id from wish where user_id = ?', [userId])
      .then((rows) => new Set(rows.map((row) => Number(row.product_id))));
    wishedIds.set(em, ids);
  }
  return (await ids).has(productId);
}
