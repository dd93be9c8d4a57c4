import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Product } from './product.entity';

/** One option axis: `key` names it (색상), `value` lists its choices ("블랙,네이비"). */
export const ProductOptionSchema = defineEntity({
  name: 'ProductOption',
  properties: {
    id: id(),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    key: p.string(),
    value: p.text(),
    /** Axis number 0-2: option0..option2 of the details follow this order. */
    position: p.integer().default(0),
    createdAt: createdAt(),
  },
});

export class ProductOption extends ProductOptionSchema.class {
  /** The comma-separated choices, trimmed, empty ones dropped. */
  choices(): string[] {
    return this.value
      .split(',')
      .map((choice) => choice.trim())
      .filter((choice) => choice.length > 0);
  }
}
ProductOptionSchema.setClass(ProductOption);
