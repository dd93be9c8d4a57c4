import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScenarioProduct, StandardCatalogue } from '../../../../mocks/scenarios/standard';
import { DeliveryTemplate } from '../../modules/catalog/delivery-template.entity';
import { PickupPoint } from '../../modules/catalog/pickup-point.entity';
import { ProductCategoryTagged } from '../../modules/catalog/product-category-tagged.entity';
import { ProductCategory } from '../../modules/catalog/product-category.entity';
import { ProductDetail } from '../../modules/catalog/product-detail.entity';
import { ProductGroupDelivery } from '../../modules/catalog/product-group-delivery.entity';
import { ProductOptionDetail } from '../../modules/catalog/product-option-detail.entity';
import { ProductOptionInput } from '../../modules/catalog/product-option-input.entity';
import { ProductOption } from '../../modules/catalog/product-option.entity';
import { ProductTag } from '../../modules/catalog/product-tag.entity';
import { Product } from '../../modules/catalog/product.entity';

/** Tables this module fills with explicit ids (their sequences need a reset afterwards). */
export const catalogEntities = [
  ProductCategory,
  DeliveryTemplate,
  PickupPoint,
  Product,
  ProductDetail,
  ProductTag,
  ProductOption,
  ProductOptionDetail,
  ProductOptionInput,
  ProductCategoryTagged,
  ProductGroupDelivery,
];

const toDate = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

export async function seedCategories(em: EntityManager, catalogue: StandardCatalogue): Promise<void> {
  const universityId = catalogue.university.id;
  // Parents first and flushed on their own, so that no insert ever names a missing parent.
  const ordered = [...catalogue.productCategories].sort(
    (a, b) => Number(a.categoryId !== null) - Number(b.categoryId !== null),
  );
  for (const { key: _key, categoryId, ...category } of ordered) {
    em.create(ProductCategory, { ...category, university: universityId, category: categoryId });
  }
  await em.flush();
}

export function seedDeliveryTemplates(em: EntityManager, catalogue: StandardCatalogue): void {
  for (const { key: _key, ...template } of catalogue.deliveryTemplates) {
    em.create(DeliveryTemplate, { ...template, university: catalogue.university.id });
  }
}

export function seedPickupPoints(em: EntityManager, catalogue: StandardCatalogue): void {
  for (const { key: _key, ...point } of catalogue.pickupPoints) {
    em.create(PickupPoint, { ...point, university: catalogue.university.id });
  }
}

function seedProduct(em: EntityManager, product: ScenarioProduct): void {
  const createdAt = new Date(product.createdAt);
  em.create(Product, {
    id: product.id,
    university: product.universityId,
    productType: product.productType,
    productVisible: product.productVisible,
    productReviewGroup: product.productReviewGroupId,
    deliveryTemplate: product.deliveryTemplateId,
    name: product.name,
    description: product.description,
    price: product.price,
    salePrice: product.salePrice,
    count: product.count,
    image: product.image,
    image2: product.image2,
    image3: product.image3,
    code: product.code,
    saleStartedAt: toDate(product.saleStartedAt),
    saleEndedAt: toDate(product.saleEndedAt),
    deliverStartedAt: toDate(product.deliverStartedAt),
    deliverEndedAt: toDate(product.deliverEndedAt),
    fastDeliverStartedAt: toDate(product.fastDeliverStartedAt),
    fastDeliverEndedAt: toDate(product.fastDeliverEndedAt),
    createdAt,
    updatedAt: createdAt,
  });
  const owner = { product: product.id, createdAt };
  em.create(ProductDetail, { ...owner, ...product.productDetail });
  for (const tag of product.productTags) em.create(ProductTag, { ...owner, ...tag });
  for (const option of product.productOptions) em.create(ProductOption, { ...owner, ...option });
  for (const detail of product.productOptionDetails) {
    em.create(ProductOptionDetail, { ...owner, ...detail, productDetail: product.productDetail.id });
  }
  for (const input of product.productOptionInputs) em.create(ProductOptionInput, { ...owner, ...input });
  for (const { id, productCategoryId } of product.productCategoryTaggeds) {
    em.create(ProductCategoryTagged, { ...owner, id, productCategory: productCategoryId });
  }
  if (product.productGroupDelivery) {
    const { pickupPointId, ...delivery } = product.productGroupDelivery;
    em.create(ProductGroupDelivery, { ...owner, ...delivery, pickupPoint: pickupPointId });
  }
}

export function seedProducts(em: EntityManager, catalogue: StandardCatalogue): void {
  for (const product of catalogue.products) seedProduct(em, product);
}
