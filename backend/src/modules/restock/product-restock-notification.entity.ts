import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';

export const ProductRestockNotificationSchema = defineEntity({
  name: 'ProductRestockNotification',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    user: () => p.manyToOne(User).deleteRule('cascade'),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  uniques: [
    { name: 'product_restock_notification_user_product_unique', properties: ['user', 'product'] },
  ],
});

export class ProductRestockNotification extends ProductRestockNotificationSchema.class {}
ProductRestockNotificationSchema.setClass(ProductRestockNotification);
