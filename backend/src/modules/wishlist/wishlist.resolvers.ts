import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer, type ViewerContext } from '../account/viewer';
import { addWish, isWished, listWishes, removeWish, wishedProduct } from './wishlist.service';

const askerOf = (context: ViewerContext) => ({ viewer: tenantViewer(context), viewerSuspended: context.viewerSuspended });

export const wishlistResolvers: Resolvers = {
  Query: {
    myWishlist: (_parent, { page }, context) => listWishes(context.em, askerOf(context), page),
  },
  Mutation: {
    addWish: (_parent, { productId }, context) => addWish(context.em, askerOf(context), productId),
    removeWish: (_parent, { productId }, context) => removeWish(context.em, askerOf(context), productId),
  },
  Product: {
    isWished: (product, _args, context) => isWished(context.em, tenantViewer(context)?.userId, product.id),
  },
  WishlistItem: {
    productId: (wish) => wish.product.id,
    product: (wish, _args, { em }) => wishedProduct(em, wish),
  },
};
