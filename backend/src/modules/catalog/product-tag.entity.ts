import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Product } from './product.entity';

export const ProductTagSchema = defineEntity({
  name: 'ProductTag',
  properties: {
    id: id(),
    product: () => p.manyToOne(Product).index().deleteRule('cascade'),
    content: p.string(),
    createdAt: createdAt(),
  },
});

export class ProductTag extends ProductTagSchema.class {}
ProductTagSchema.setClass(ProductTag);
