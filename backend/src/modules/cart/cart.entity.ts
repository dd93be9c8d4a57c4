import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { Product } from '../catalog/product.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { ClassOrder } from '../class-order/class-order.entity';

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
    /** A 구매하기 line: read only by the checkout opened from the option sheet, never by the cart (ADR 0057). */
    direct: p.boolean().default(false),
    /** A direct line put in by joining a class order (ADR 0065); its order line keeps the tag. */
    classOrder: () => p.manyToOne(ClassOrder).index().nullable().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  checks: [{ name: 'cart_count_positive', expression: 'count > 0' }],
});

// Prices and stock read the product and the chosen combination, so the line must be loaded with
// both (cart-lines.ts does); a bare reference would answer NaN rather than a wrong total.
export class Cart extends CartSchema.class {
  /** The filled free-text inputs in slot order. */
  optionInputs(): string[] {
    return [this.productOptionInput0, this.productOptionInput1, this.productOptionInput2].filter(
      (value): value is string => value != null,
    );
  }

  /** The texts by slot, null where a slot is empty, for matching an identical line. */
  inputSlots(): [string | null, string | null, string | null] {
    return [this.productOptionInput0 ?? null, this.productOptionInput1 ?? null, this.productOptionInput2 ?? null];
  }

  private optionExtra(): number {
    return this.productOptionDetail?.price ?? 0;
  }

  /** List price per unit: the product's price plus the combination's extra. */
  listPricePerUnit(): number {
    return this.product.price + this.optionExtra();
  }

  /** What the buyer pays per unit: the sale price plus the combination's extra. */
  salePricePerUnit(): number {
    return this.product.salePrice + this.optionExtra();
  }

  /** List price x count. */
  listTotal(): number {
    return this.listPricePerUnit() * this.count;
  }

  /** (list price - sale price) x count. */
  discountTotal(): number {
    return (this.listPricePerUnit() - this.salePricePerUnit()) * this.count;
  }

  /** Units left of what this line buys: the combination's stock, or the product's own without one. */
  stockLeft(): number {
    return this.productOptionDetail ? this.productOptionDetail.count : this.product.count;
  }
}
CartSchema.setClass(Cart);
