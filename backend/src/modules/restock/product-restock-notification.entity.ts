import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Product } from '../catalog/product.entity';

export const ProductRestockNotificationSchema = defineEntity({
  name: 'ProductRestockNotification',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    user: () => p.manyToOne(User).deleteRule('cascade'),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    // One sold-out combination (docs/decisions/0059); null asks about the whole product.
    option: () => p.manyToOne(ProductOptionDetail).nullable().index().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  uniques: [
    {
      // Once per member, product and combination; NULLS NOT DISTINCT keeps the whole-product
      // request single too, so two taps racing each other land one row either way.
      name: 'product_restock_notification_user_product_option_unique',
      expression:
        'create unique index "product_restock_notification_user_product_option_unique" on "product_restock_notification" ("user_id", "product_id", "option_id") nulls not distinct',
    },
  ],
});

export class ProductRestockNotification extends ProductRestockNotificationSchema.class {}
ProductRestockNotificationSchema.setClass(ProductRestockNotification);
