import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { University } from '../content/university.entity';

export const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    /** The parent category (GraphQL `categoryId`); null for a main category. */
    category: () => p.manyToOne(ProductCategory).index().nullable().deleteRule('cascade'),
    categories: () => p.oneToMany(ProductCategory).mappedBy('category'),
    content: p.string(),
    visible: p.boolean().default(true),
    /** Categories of group products (departments ordering together). */
    isGroup: p.boolean().default(false),
    position: p.integer().default(0),
    createdAt: createdAt(),
    /** The version a console edit carries (ADR 0046). */
    updatedAt: updatedAt(),
  },
});

export class ProductCategory extends ProductCategorySchema.class {}
ProductCategorySchema.setClass(ProductCategory);
