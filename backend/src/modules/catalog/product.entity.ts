import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { AUTHORITY, ProductType } from '../../../../domain/enums';
import { University } from '../content/university.entity';
import { ReviewType } from '../review/review-type.entity';
import { DeliveryTemplate } from './delivery-template.entity';
import { ProductCategoryTagged } from './product-category-tagged.entity';
import { ProductDetail } from './product-detail.entity';
import { ProductGroupDelivery } from './product-group-delivery.entity';
import { ProductOption } from './product-option.entity';
import { ProductOptionDetail } from './product-option-detail.entity';
import { ProductOptionInput } from './product-option-input.entity';
import { ProductTag } from './product-tag.entity';
import { discountRate, isInSaleWindow, isPurchasable, isVisibleTo } from '../../../../domain/catalog/product-rules';

export const ProductSchema = defineEntity({
  name: 'Product',
  properties: {
    id: id(),
    // No own index: it leads the composite index/unique below.
    university: () => p.manyToOne(University),
    productType: p.enum(() => ProductType),
    /** Minimum viewer authority level that may list and open the product. */
    productVisible: p.integer().default(AUTHORITY.NORMAL),
    /** GraphQL `productReviewGroupId`: the questions asked in its reviews. */
    productReviewGroup: () => p.manyToOne(ReviewType).index().nullable(),
    deliveryTemplate: () => p.manyToOne(DeliveryTemplate).index(),
    name: p.string(),
    description: p.text(),
    /** List price (KRW). */
    price: p.integer(),
    salePrice: p.integer(),
    /** Stock when the product has no option details. */
    count: p.integer().default(0),
    image: p.string(),
    image2: p.string().nullable(),
    image3: p.string().nullable(),
    /** The story tab's long images in order (docs/decisions/0045). */
    detailImages: p.json<string[]>().defaultRaw(`'[]'::jsonb`),
    code: p.string(),
    saleStartedAt: p.datetime().nullable(),
    saleEndedAt: p.datetime().nullable(),
    deliverStartedAt: p.datetime().nullable(),
    deliverEndedAt: p.datetime().nullable(),
    fastDeliverStartedAt: p.datetime().nullable(),
    fastDeliverEndedAt: p.datetime().nullable(),
    productTags: () => p.oneToMany(ProductTag).mappedBy('product'),
    productDetail: () => p.oneToOne(ProductDetail).mappedBy('product').nullable(),
    productOptions: () => p.oneToMany(ProductOption).mappedBy('product'),
    productOptionDetails: () => p.oneToMany(ProductOptionDetail).mappedBy('product'),
    productOptionInputs: () => p.oneToMany(ProductOptionInput).mappedBy('product'),
    productCategoryTaggeds: () => p.oneToMany(ProductCategoryTagged).mappedBy('product'),
    productGroupDelivery: () => p.oneToOne(ProductGroupDelivery).mappedBy('product').nullable(),
    /** Search keys from domain/catalog/product-search.ts over name, tags and category names (ADR 0058). */
    searchText: p.text().default(''),
    searchJamo: p.text().default(''),
    searchInitials: p.text().default(''),
    /** When staff froze production (ADR 0066): personalised lines are final for their buyers from then on. */
    productionFrozenAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [{ name: 'product_university_code_unique', properties: ['university', 'code'] }],
  indexes: [
    {
      // Cursor paging of the product list: newest first, id breaks ties. Ascending on
      // purpose: Postgres scans it backwards for "desc, desc", and the schema diff stays clean.
      name: 'product_university_created_at_id_index',
      properties: ['university', 'createdAt', 'id'],
    },
    // Trigram search over the ASCII search keys (ADR 0058): substring `like` and `<%` typos. One
    // index per key: Postgres costs a three-column GIN index far above a scan of the table.
    {
      name: 'product_search_text_trgm_index',
      expression: 'create index "product_search_text_trgm_index" on "product" using gin ("search_text" gin_trgm_ops)',
    },
    {
      name: 'product_search_jamo_trgm_index',
      expression: 'create index "product_search_jamo_trgm_index" on "product" using gin ("search_jamo" gin_trgm_ops)',
    },
    {
      name: 'product_search_initials_trgm_index',
      expression: 'create index "product_search_initials_trgm_index" on "product" using gin ("search_initials" gin_trgm_ops)',
    },
  ],
  checks: [{ name: 'product_count_non_negative', expression: 'count >= 0' }],
});

export class Product extends ProductSchema.class {
  isInSaleWindow(now: Date): boolean {
    return isInSaleWindow(this, now);
  }

  isVisibleTo(authority: number = AUTHORITY.NORMAL): boolean {
    return isVisibleTo(this, authority);
  }

  /** KRW saved per unit against the list price. */
  unitDiscount(): number {
    return this.price - this.salePrice;
  }

  discountRate(): number {
    return discountRate(this);
  }

  isPurchasable(state: { authority: number; now: Date; stock: number }): boolean {
    return isPurchasable(this, state);
  }
}
ProductSchema.setClass(Product);
