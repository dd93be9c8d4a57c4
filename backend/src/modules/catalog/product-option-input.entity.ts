import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { OptionInputRule } from '../../../../domain/enums';
import { Product } from './product.entity';

/** A free-text field the buyer must fill in (e.g. 이니셜 for embroidery). */
export const ProductOptionInputSchema = defineEntity({
  name: 'ProductOptionInput',
  properties: {
    id: id(),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    key: p.string(),
    /** Slot 0-2: productOptionInput0..2 on cart and order lines follow this order. */
    position: p.integer().default(0),
    /** How the buyer's text is checked (domain/catalog/option-input-rule.ts, ADR 0065). */
    rule: p.enum(() => OptionInputRule).default(OptionInputRule.FREE),
    createdAt: createdAt(),
  },
});

export class ProductOptionInput extends ProductOptionInputSchema.class {}
ProductOptionInputSchema.setClass(ProductOptionInput);
