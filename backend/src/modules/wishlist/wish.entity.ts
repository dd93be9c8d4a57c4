import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';

/** A product a member saved to their wishlist (찜), docs/decisions/0059. */
export const WishSchema = defineEntity({
  name: 'Wish',
  properties: {
    id: id(),
    // No own index: it leads the unique below, which also serves "my wishlist, newest first".
    user: () => p.manyToOne(User).deleteRule('cascade'),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  // Two taps (or two tabs) at once land one row: the loser's insert does nothing.
  uniques: [{ name: 'wish_user_product_unique', properties: ['user', 'product'] }],
});

export class Wish extends WishSchema.class {}
WishSchema.setClass(Wish);
