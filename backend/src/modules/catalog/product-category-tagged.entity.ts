import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { Product } from './product.entity';
import { ProductCategory } from './product-category.entity';

export const ProductCategoryTaggedSchema = defineEntity({
  name: 'ProductCategoryTagged',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    productCategory: () => p.manyToOne(ProductCategory).index().deleteRule('cascade'),
    createdAt: createdAt(),
  },
  uniques: [
    { name: 'product_category_tagged_pair_unique', properties: ['product', 'productCategory'] },
  ],
});

export class ProductCategoryTagged extends ProductCategoryTaggedSchema.class {}
ProductCategoryTaggedSchema.setClass(ProductCategoryTagged);
