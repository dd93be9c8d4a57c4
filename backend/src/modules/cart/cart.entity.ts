import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { Product } from '../catalog/product.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';

export const CartSchema = defineEntity({
  name: 'Cart',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    productOptionDetail: () => p.manyToOne(ProductOptionDetail).index().nullable().deleteRule('cascade'),
    /** The option axes (ProductOption ids) the buyer chose from. */
    productOptionId0: p.integer().nullable(),
    productOptionId1: p.integer().nullable(),
    productOptionId2: p.integer().nullable(),
    /** Answers to the product's free-text inputs, by slot. */
    productOptionInput0: p.string().nullable(),
    productOptionInput1: p.string().nullable(),
    productOptionInput2: p.string().nullable(),
    deliveryTemplate: () => p.manyToOne(DeliveryTemplate).index(),
    count: p.integer(),
    selected: p.boolean().default(true),
    createdAt: createdAt(),
  },
  checks: [{ name: 'cart_count_positive', expression: 'count > 0' }],
});

export class Cart extends CartSchema.class {
  /** The filled free-text inputs in slot order. */
  optionInputs(): string[] {
    return [this.productOptionInput0, this.productOptionInput1, this.productOptionInput2].filter(
      (value): value is string => value != null,
    );
  }
}
CartSchema.setClass(Cart);
