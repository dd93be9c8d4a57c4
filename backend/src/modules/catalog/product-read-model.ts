import type { DeliveryType, OptionInputRule, ProductGroupDeliveryType, ProductType } from '../../../../domain/enums';
import { DeliveryTemplate } from './delivery-template.entity';
import { ProductCategoryTagged } from './product-category-tagged.entity';
import { ProductCategory } from './product-category.entity';
import { ProductDetail } from './product-detail.entity';
import { ProductGroupDelivery } from './product-group-delivery.entity';
import { ProductOptionDetail } from './product-option-detail.entity';
import { ProductOptionInput } from './product-option-input.entity';
import { ProductOption } from './product-option.entity';
import { ProductTag } from './product-tag.entity';
import { Product } from './product.entity';
import { attachRenditions, type RenditionRow } from '../product-images/image-renditions.service';

/*
 * The catalogue's read path. Hydrating managed entities costs MikroORM about 0.1 ms each (identity
 * map, change-tracking snapshot), which for a page of 20 products with tags and options was most of
 * a request (docs/decisions/0009-catalogue.md). Reads therefore select JSON shaped like the
 * entities and turn it into plain objects of the entities' shape. They are typed as the entities
 * because GraphQL's parent types are (codegen mappers), but they carry data only: the Product
 * resolvers use product-rules.ts rather than entity methods, relations carry only their id, and
 * read models never reach a unit of work.
 */

type Json = Record<string, unknown>;

/** A relation that is read for its id only. */
export function idOnly<T>(value: unknown): T {
  return value as T;
}

/** The one place a plain object stands in for an entity (see above). */
export function readModel<T extends object>(_Class: abstract new () => T, fields: Partial<T>): T {
  return fields as T;
}

const date = (value: unknown): Date => new Date(value as string);
const optionalDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/**
 * The sizes of the product's images (ADR 0045), read with the row so that a cached catalogue read
 * answers `Product.images` without a query of its own.
 */
const RENDITIONS_JSON = `(select coalesce(json_agg(json_build_object('url', r.source_url, 'width', r.width, 'height', r.height, 'variants', r.variants)), '[]'::json)
    from image_rendition r
    where r.source_url in (p.image, p.image2, p.image3) or r.source_url in (select jsonb_array_elements_text(p.detail_images)))`;

/** The product columns as camelCase JSON; relations as `{ id }`. */
export const PRODUCT_JSON = `json_build_object(
  'id', p.id, 'university', json_build_object('id', p.university_id), 'productType', p.product_type,
  'productVisible', p.product_visible,
  'productReviewGroup', case when p.product_review_group_id is null then null else json_build_object('id', p.product_review_group_id) end,
  'deliveryTemplate', json_build_object('id', p.delivery_template_id), 'name', p.name, 'description', p.description,
  'price', p.price, 'salePrice', p.sale_price, 'count', p.count, 'image', p.image, 'image2', p.image2, 'image3', p.image3,
  'detailImages', p.detail_images,
  'code', p.code, 'saleStartedAt', p.sale_started_at, 'saleEndedAt', p.sale_ended_at,
  'deliverStartedAt', p.deliver_started_at, 'deliverEndedAt', p.deliver_ended_at,
  'fastDeliverStartedAt', p.fast_deliver_started_at, 'fastDeliverEndedAt', p.fast_deliver_ended_at,
  'createdAt', p.created_at, 'updatedAt', p.updated_at,
  'renditions', ${RENDITIONS_JSON})`;

export function productFromJson(json: Json): Product {
  const product = readModel(Product, {
    id: json.id as number,
    university: idOnly(json.university),
    productType: json.productType as ProductType,
    productVisible: json.productVisible as number,
    productReviewGroup: idOnly(json.productReviewGroup),
    deliveryTemplate: idOnly(json.deliveryTemplate),
    name: json.name as string,
    description: json.description as string,
    price: json.price as number,
    salePrice: json.salePrice as number,
    count: json.count as number,
    image: json.image as string,
    image2: (json.image2 as string | null) ?? null,
    image3: (json.image3 as string | null) ?? null,
    detailImages: (json.detailImages as string[] | null) ?? [],
    code: json.code as string,
    saleStartedAt: optionalDate(json.saleStartedAt),
    saleEndedAt: optionalDate(json.saleEndedAt),
    deliverStartedAt: optionalDate(json.deliverStartedAt),
    deliverEndedAt: optionalDate(json.deliverEndedAt),
    fastDeliverStartedAt: optionalDate(json.fastDeliverStartedAt),
    fastDeliverEndedAt: optionalDate(json.fastDeliverEndedAt),
    createdAt: date(json.createdAt),
    updatedAt: date(json.updatedAt),
  });
  attachRenditions(product, (json.renditions as RenditionRow[] | undefined) ?? []);
  return product;
}

/** What a product card needs beyond the product row: tags, stock, review figures, subscription. */
export interface ProductSummary {
  tags: ProductTag[];
  /** The sum over the option combinations when there are any, else the product's own count. */
  stock: number;
  reviewAverage: number;
  reviewCount: number;
  restockSubscribed: boolean;
}

/** What a product page needs beyond the card. */
export interface ProductContents {
  productDetail: ProductDetail | null;
  options: ProductOption[];
  optionDetails: ProductOptionDetail[];
  optionInputs: ProductOptionInput[];
  categoryTaggeds: ProductCategoryTagged[];
  deliveryTemplate: DeliveryTemplate | null;
  groupDelivery: ProductGroupDelivery | null;
}

const jsonArray = (table: string, fields: string, orderBy: string, where = 'true') =>
  `(select coalesce(json_agg(json_build_object(${fields}) order by ${orderBy}), '[]'::json) from ${table} c where c.product_id = p.id and ${where})`;

/**
 * Card columns for the product aliased `p`, the same for every viewer. Stock and review figures
 * come from lateral subqueries joined by SUMMARY_JOINS.
 */
export const SUMMARY_COLUMNS = `
  ${jsonArray('product_tag', `'id', c.id, 'content', c.content`, 'c.id')} as tags,
  case when stock.option_detail_count > 0 then stock.option_stock else p.count end as stock,
  reviews.review_count, reviews.review_average`;

/** The one card column about the viewer; its placeholder is the viewer's id (null when signed out). */
export const RESTOCK_SUBSCRIBED_COLUMN = `
  exists (select 1 from product_restock_notification n where n.product_id = p.id and n.user_id = ?) as restock_subscribed`;

export const SUMMARY_JOINS = `
cross join lateral (
  select count(*)::int as option_detail_count, coalesce(sum(d.count), 0)::int as option_stock
  from product_option_detail d where d.product_id = p.id and not d.retired
) stock
cross join lateral (
  select count(*)::int as review_count, coalesce(round(avg(v.rating)::numeric, 1), 0)::float8 as review_average
  from review v where v.product_id = p.id and v.status = 'APPLIED'
) reviews`;

/** A category row as JSON with its parent (`parent` is SQL for the parent's JSON, or null). */
const categoryJson = (alias: string, parent: string) =>
  `json_build_object('id', ${alias}.id, 'universityId', ${alias}.university_id, 'content', ${alias}.content,
    'visible', ${alias}.visible, 'isGroup', ${alias}.is_group, 'position', ${alias}.position,
    'parentId', ${alias}.category_id, 'parent', ${parent})`;

/** Page columns for the product aliased `p`; `when` decides per row whether they are computed. */
export function contentsColumns(when: string): string {
  const column = (sql: string, alias: string) => `case when ${when} then ${sql} end as ${alias}`;
  return [
    'p.university_id',
    column(
      `(select json_build_object('id', c.id, 'story', c.story, 'info', c.info, 'faq', c.faq) from product_detail c where c.product_id = p.id)`,
      'product_detail',
    ),
    column(jsonArray('product_option', `'id', c.id, 'key', c.key, 'value', c.value, 'position', c.position`, 'c.position, c.id'), 'options'),
    column(
      jsonArray(
        'product_option_detail',
        `'id', c.id, 'productDetailId', c.product_detail_id, 'option0', c.option0, 'option1', c.option1,
         'option2', c.option2, 'price', c.price, 'count', c.count`,
        'c.id',
        // Retired combinations are history only (ADR 0044): students never see or pick them.
        'not c.retired',
      ),
      'option_details',
    ),
    column(jsonArray('product_option_input', `'id', c.id, 'key', c.key, 'position', c.position, 'rule', c.rule`, 'c.position, c.id'), 'option_inputs'),
    column(
      jsonArray(
        'product_category_tagged',
        `'id', c.id, 'productCategory', (
           select ${categoryJson('pc', `(select ${categoryJson('pp', 'null')} from product_category pp where pp.id = pc.category_id)`)}
           from product_category pc where pc.id = c.product_category_id)`,
        'c.id',
      ),
      'category_taggeds',
    ),
    column(`(select to_jsonb(c) from delivery_template c where c.id = p.delivery_template_id)`, 'delivery_template'),
    column(`(select to_jsonb(c) from product_group_delivery c where c.product_id = p.id)`, 'group_delivery'),
  ].join(',\n  ');
}

export interface SummaryRow {
  tags: Json[];
  stock: number;
  review_count: number;
  review_average: number;
  /** Only where RESTOCK_SUBSCRIBED_COLUMN was selected. */
  restock_subscribed?: boolean;
}

export interface ContentsRow {
  university_id: number;
  product_detail: Json | null;
  options: Json[] | null;
  option_details: Json[] | null;
  option_inputs: Json[] | null;
  category_taggeds: Json[] | null;
  delivery_template: Json | null;
  group_delivery: Json | null;
}

export function summaryFromRow(row: SummaryRow): ProductSummary {
  return {
    tags: row.tags.map((tag) => readModel(ProductTag, { id: tag.id as number, content: tag.content as string })),
    stock: row.stock,
    reviewAverage: row.review_average,
    reviewCount: row.review_count,
    restockSubscribed: row.restock_subscribed ?? false,
  };
}

function deliveryTemplateFromJson(json: Json): DeliveryTemplate {
  return readModel(DeliveryTemplate, {
    id: json.id as number,
    university: idOnly(json.university_id == null ? null : { id: json.university_id }),
    name: json.name as string,
    deliveryType: json.delivery_type as DeliveryType,
    deliveryFee: json.delivery_fee as number,
    condition: json.condition as number,
    quantity: json.quantity as number,
    quantityCount0: json.quantity_count0 as number,
    quantityCount1: json.quantity_count1 as number,
    quantityCount2: json.quantity_count2 as number,
    quantityPrice0: json.quantity_price0 as number,
    quantityPrice1: json.quantity_price1 as number,
    quantityPrice2: json.quantity_price2 as number,
    shippingAddress: json.shipping_address as string,
    returnAddress: json.return_address as string,
    returnFee: json.return_fee as number,
    exchangeFee: json.exchange_fee as number,
    createdAt: date(json.created_at),
    updatedAt: date(json.updated_at),
  });
}

function groupDeliveryFromJson(json: Json, product: ProductStub): ProductGroupDelivery {
  return readModel(ProductGroupDelivery, {
    id: json.id as number,
    product: idOnly(product),
    productGroupDeliveryType: json.product_group_delivery_type as ProductGroupDeliveryType,
    name: json.name as string,
    postCode: json.post_code as string,
    address: json.address as string,
    detailAddress: json.detail_address as string,
    tel: json.tel as string,
    note: json.note as string,
    pickupPoint: json.pickup_point_id == null ? null : idOnly({ id: json.pickup_point_id as number }),
    createdAt: date(json.created_at),
  });
}

/** What a child row knows of its product: the tenant lets tagged categories come from its tree. */
interface ProductStub {
  id: number;
  university: { id: number };
}

/**
 * A tagged category with its parent, so that a product page needs no category query of its own.
 * A grandparent is left as an id-only reference, which ProductCategory.category resolves from the
 * tenant's tree (category.service.ts).
 */
function categoryFromJson(json: Json): ProductCategory {
  const parentId = json.parentId as number | null;
  return readModel(ProductCategory, {
    id: json.id as number,
    university: idOnly({ id: json.universityId }),
    content: json.content as string,
    visible: json.visible as boolean,
    isGroup: json.isGroup as boolean,
    position: json.position as number,
    category: json.parent ? categoryFromJson(json.parent as Json) : parentId == null ? null : idOnly({ id: parentId }),
  });
}

export function contentsFromRow(row: ContentsRow, productId: number): ProductContents {
  const product: ProductStub = { id: productId, university: { id: row.university_id } };
  return {
    productDetail: row.product_detail
      ? readModel(ProductDetail, {
          id: row.product_detail.id as number,
          product: idOnly(product),
          story: row.product_detail.story as string,
          info: row.product_detail.info as string,
          faq: row.product_detail.faq as string,
        })
      : null,
    options: (row.options ?? []).map((json) =>
      readModel(ProductOption, {
        id: json.id as number,
        product: idOnly(product),
        key: json.key as string,
        value: json.value as string,
        position: json.position as number,
      }),
    ),
    optionDetails: (row.option_details ?? []).map((json) =>
      readModel(ProductOptionDetail, {
        id: json.id as number,
        product: idOnly(product),
        productDetail: idOnly(json.productDetailId == null ? null : { id: json.productDetailId }),
        option0: (json.option0 as string | null) ?? null,
        option1: (json.option1 as string | null) ?? null,
        option2: (json.option2 as string | null) ?? null,
        price: json.price as number,
        count: json.count as number,
      }),
    ),
    optionInputs: (row.option_inputs ?? []).map((json) =>
      readModel(ProductOptionInput, {
        id: json.id as number,
        product: idOnly(product),
        key: json.key as string,
        position: json.position as number,
        rule: json.rule as OptionInputRule,
      }),
    ),
    categoryTaggeds: (row.category_taggeds ?? []).map((json) =>
      readModel(ProductCategoryTagged, {
        id: json.id as number,
        product: idOnly(product),
        productCategory: categoryFromJson(json.productCategory as Json),
      }),
    ),
    deliveryTemplate: row.delivery_template ? deliveryTemplateFromJson(row.delivery_template) : null,
    groupDelivery: row.group_delivery ? groupDeliveryFromJson(row.group_delivery, product) : null,
  };
}
