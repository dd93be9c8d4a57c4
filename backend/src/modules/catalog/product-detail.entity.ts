import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Product } from './product.entity';

export const ProductDetailSchema = defineEntity({
  name: 'ProductDetail',
  properties: {
    id: id(),
    product: () => p.oneToOne(Product).inversedBy('productDetail').owner().deleteRule('cascade'),
    story: p.text(),
    info: p.text(),
    faq: p.text(),
    createdAt: createdAt(),
  },
});

export class ProductDetail extends ProductDetailSchema.class {}
ProductDetailSchema.setClass(ProductDetail);
