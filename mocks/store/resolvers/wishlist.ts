import type * as T from '../../__generated__/types';
import type { ScenarioProduct } from '../../scenarios/standard/types';
import type { StoreRestock, StoreWish } from '../types';
import * as wishlist from '../wishlist';
import { optionDetailView } from './catalog-types';
import { memberOf, type MockContext } from './context';

const productOf = (db: MockContext['db'], productId: number) => db.product(productId);

export const wishlistQueries = {
  myWishlist: (_root: unknown, args: T.QueryMyWishlistArgs, context: MockContext) => wishlist.wishesOf(context.db, memberOf(context), args.page),
};

export const wishlistMutations = {
  addWish: (_root: unknown, args: T.MutationAddWishArgs, context: MockContext) => wishlist.addWish(context.db, memberOf(context), args.productId),
  removeWish: (_root: unknown, args: T.MutationRemoveWishArgs, context: MockContext) =>
    wishlist.removeWish(context.db, memberOf(context), args.productId),
};

/** The viewer's own flags on catalogue objects, and the wishlist's and restock list's links (docs/decisions/0059). */
export const wishlistTypeResolvers = {
  isWished: (product: ScenarioProduct, _args: unknown, { db, viewer }: MockContext) => wishlist.isWished(db, viewer, product.id),
  WishlistItem: {
    product: (row: StoreWish, _args: unknown, { db }: MockContext) => productOf(db, row.productId),
  },
  ProductOptionDetail: {
    isRestockSubscribed: (detail: { id: number }, _args: unknown, { db, viewer }: MockContext) =>
      viewer !== null && db.state.restocks.some((row) => row.userId === viewer.id && row.optionId === detail.id),
  },
  ProductRestockNotification: {
    option: (row: StoreRestock, _args: unknown, { db }: MockContext) => {
      const product = productOf(db, row.productId);
      const detail = product && row.optionId !== null ? db.optionDetail(product, row.optionId) : null;
      return product && detail ? optionDetailView(product.id, detail) : null;
    },
  },
};
