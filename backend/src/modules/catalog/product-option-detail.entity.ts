import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Product } from './product.entity';
import { ProductDetail } from './product-detail.entity';

/** One combination of option choices, with its own extra price and stock. */
export const ProductOptionDetailSchema = defineEntity({
  name: 'ProductOptionDetail',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    productDetail: () => p.manyToOne(ProductDetail).index().nullable().deleteRule('set null'),
    option0: p.string().nullable(),
    option1: p.string().nullable(),
    option2: p.string().nullable(),
    /** Extra KRW on top of the product's price and sale price. */
    price: p.integer().default(0),
    count: p.integer().default(0),
    /** Left the grid while a cart or order line names it: hidden from students, kept for history (ADR 0044). */
    retired: p.boolean().default(false),
    createdAt: createdAt(),
  },
  uniques: [
    {
      // NULLS NOT DISTINCT: a product with one or two axes leaves the rest null, and those
      // combinations must still be unique.
      name: 'product_option_detail_combination_unique',
      expression:
        'create unique index "product_option_detail_combination_unique" on "product_option_detail" ("product_id", "option0", "option1", "option2") nulls not distinct',
    },
  ],
  checks: [{ name: 'product_option_detail_count_non_negative', expression: 'count >= 0' }],
});

export class ProductOptionDetail extends ProductOptionDetailSchema.class {
  /** What the buyer pays per unit: sale price plus this combination's extra. */
  unitPrice(product: Pick<Product, 'salePrice'>): number {
    return product.salePrice + this.price;
  }

  /** Per-unit list price: list price plus this combination's extra. */
  listPrice(product: Pick<Product, 'price'>): number {
    return product.price + this.price;
  }

  isInStock(quantity = 1): boolean {
    return this.count >= quantity;
  }

  /** The chosen values in axis order, e.g. ['블랙', 'L']. */
  optionValues(): string[] {
    return [this.option0, this.option1, this.option2].filter(
      (value): value is string => value != null && value !== '',
    );
  }
}
ProductOptionDetailSchema.setClass(ProductOptionDetail);
