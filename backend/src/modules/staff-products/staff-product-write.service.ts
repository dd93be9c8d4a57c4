import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import sanitizeHtml from 'sanitize-html';
import { AUTHORITY } from '../../../../domain/enums';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { cleanProductDetail } from '../../../../domain/catalog/rich-text-policy';
import {
  CATEGORY_PICK_MESSAGE,
  PICKUP_POINT_PICK_MESSAGE,
  DELIVERY_TEMPLATE_NOT_FOUND_MESSAGE,
  duplicateCode,
  duplicateName,
  expectedUpdatedAtSchema,
  PRODUCT_CODE_TAKEN_MESSAGE,
  productIdSchema,
  REVIEW_TYPE_PICK_MESSAGE,
  STAFF_PRODUCT_NOT_FOUND_MESSAGE,
  staffProductInput,
  checkVersion,
  visibilityLevelSchema,
  type StaffProductInput,
} from '../../../../domain/catalog/staff-product-input';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { ProductCategoryTagged } from '../catalog/product-category-tagged.entity';
import { ProductCategory } from '../catalog/product-category.entity';
import { ProductDetail } from '../catalog/product-detail.entity';
import { PickupPoint } from '../catalog/pickup-point.entity';
import { ProductGroupDelivery } from '../catalog/product-group-delivery.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { ProductOptionInput } from '../catalog/product-option-input.entity';
import { ProductOption } from '../catalog/product-option.entity';
import { refreshProductSearchKeys } from '../catalog/product-search-keys';
import { ProductTag } from '../catalog/product-tag.entity';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';
import { ReviewType } from '../review/review-type.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import {
  productCreateAudit,
  productDuplicateAudit,
  productUpdateAudit,
  productVisibilityAudit,
  type AuditedFields,
} from '../../../../domain/catalog/product-audit';

/*
 * The console's product writes (issue 15 item 1, docs/product-rules.md#staff): one transaction
 * each (the mutation wrapper's), tenant-scoped, refused whole on any bad field, audited. Options,
 * stock and images belong to their own screens and services.
 */

async function lockedProduct(em: EntityManager, scope: StaffScope, id: unknown): Promise<Product> {
  const productId = parseInput(productIdSchema, id, 'id');
  const product = await em.findOne(
    Product,
    { id: productId, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!product) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

/** Everything the input names must be this university's (review types are shared by all). */
async function checkReferences(em: EntityManager, scope: StaffScope, input: StaffProductInput, productId: number | null): Promise<void> {
  const template = await em.count(DeliveryTemplate, { id: input.deliveryTemplateId, university: scope.universityId });
  if (template === 0) throw badUserInput(DELIVERY_TEMPLATE_NOT_FOUND_MESSAGE, 'deliveryTemplateId');
  if (input.productReviewGroupId !== null && (await em.count(ReviewType, { id: input.productReviewGroupId })) === 0) {
    throw badUserInput(REVIEW_TYPE_PICK_MESSAGE, 'productReviewGroupId');
  }
  if (input.categoryIds.length > 0) {
    const found = await em.count(ProductCategory, { id: { $in: input.categoryIds }, university: scope.universityId });
    if (found !== input.categoryIds.length) throw badUserInput(CATEGORY_PICK_MESSAGE, 'categoryIds');
  }
  const clash = await em.count(Product, {
    university: scope.universityId,
    code: input.code,
    ...(productId === null ? {} : { id: { $ne: productId } }),
  });
  if (clash > 0) throw badUserInput(PRODUCT_CODE_TAKEN_MESSAGE, 'code');
}

function assignFields(em: EntityManager, product: Product, input: StaffProductInput): void {
  product.productType = input.productType;
  product.productVisible = input.productVisible;
  product.productReviewGroup = input.productReviewGroupId === null ? null : em.getReference(ReviewType, input.productReviewGroupId);
  product.deliveryTemplate = em.getReference(DeliveryTemplate, input.deliveryTemplateId);
  product.name = input.name;
  product.description = input.description;
  product.price = input.price;
  product.salePrice = input.salePrice;
  product.code = input.code;
  product.saleStartedAt = input.saleStartedAt;
  product.saleEndedAt = input.saleEndedAt;
  product.deliverStartedAt = input.deliverStartedAt;
  product.deliverEndedAt = input.deliverEndedAt;
  product.fastDeliverStartedAt = input.fastDeliverStartedAt;
  product.fastDeliverEndedAt = input.fastDeliverEndedAt;
  // The version moves with every save, also one that changes only tags or categories.
  product.updatedAt = new Date();
}

/** Detail, tags, categories and pickup point as the input says: replaced, not merged. */
async function replaceChildren(em: EntityManager, product: Product, input: StaffProductInput): Promise<void> {
  const texts = cleanProductDetail(input.productDetail, sanitizeHtml);
  const detail = await em.findOne(ProductDetail, { product: product.id });
  if (detail) em.assign(detail, texts);
  else em.create(ProductDetail, { product, ...texts });
  await em.nativeDelete(ProductTag, { product: product.id });
  for (const content of input.tags) em.create(ProductTag, { product, content });
  await em.nativeDelete(ProductCategoryTagged, { product: product.id, productCategory: { $nin: input.categoryIds } });
  const kept = new Set((await em.find(ProductCategoryTagged, { product: product.id })).map((row) => row.productCategory.id));
  for (const categoryId of input.categoryIds) {
    if (!kept.has(categoryId)) em.create(ProductCategoryTagged, { product, productCategory: em.getReference(ProductCategory, categoryId) });
  }
  const pickup = await em.findOne(ProductGroupDelivery, { product: product.id });
  const place = input.productGroupDelivery && (await pickupPlace(em, product.university.id, input.productGroupDelivery));
  if (!place) {
    if (pickup) em.remove(pickup);
  } else if (pickup) {
    em.assign(pickup, place);
  } else {
    em.create(ProductGroupDelivery, { product, ...place });
  }
}

/**
 * The product's pickup place: a registered point's place (so the product follows the registry and
 * the order desk finds its lines by the point) with the product's own note, or the fields typed
 * for this product only.
 */
async function pickupPlace(em: EntityManager, universityId: number, input: NonNullable<StaffProductInput['productGroupDelivery']>) {
  const { pickupPointId, ...typed } = input;
  if (pickupPointId === null) return { ...typed, pickupPoint: null };
  const point = await em.findOne(PickupPoint, { id: pickupPointId, university: universityId });
  if (!point) throw badUserInput(PICKUP_POINT_PICK_MESSAGE, 'productGroupDelivery.pickupPointId');
  // The place is the registry's; the pickup note stays the product's own (docs/product-rules.md).
  const { name, postCode, address, detailAddress, tel } = point;
  return { productGroupDeliveryType: typed.productGroupDeliveryType, name, postCode, address, detailAddress, tel, note: typed.note, pickupPoint: point };
}

/**
 * Flushes; a code another save took between our check and this write (the unique index decides)
 * is the same field refusal as one taken before.
 */
async function flushCode(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw badUserInput(PRODUCT_CODE_TAKEN_MESSAGE, 'code');
    throw error;
  }
}

/** A new product: no stock and no image yet (their screens add them), detail cleaned. */
export async function createStaffProduct(em: EntityManager, scope: StaffScope, data: unknown): Promise<number> {
  const input = parseInput(staffProductInput, data);
  await checkReferences(em, scope, input, null);
  const product = em.create(Product, {
    university: em.getReference(University, scope.universityId),
    productType: input.productType,
    deliveryTemplate: em.getReference(DeliveryTemplate, input.deliveryTemplateId),
    name: input.name,
    description: input.description,
    price: input.price,
    salePrice: input.salePrice,
    code: input.code,
    count: 0,
    image: '',
  });
  assignFields(em, product, input);
  await flushCode(em);
  await replaceChildren(em, product, input);
  await em.flush();
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), [product.id]);
  recordStaffAudit(em, scope, productCreateAudit(product.id, input));
  invalidateCatalogue(em);
  return product.id;
}

/** Replaces the fields when nobody saved since `expectedUpdatedAt`; CONFLICT otherwise. */
export async function updateStaffProduct(
  em: EntityManager,
  scope: StaffScope,
  args: { id: unknown; expectedUpdatedAt: unknown; data: unknown },
): Promise<number> {
  const product = await lockedProduct(em, scope, args.id);
  const expected = parseInput(expectedUpdatedAtSchema, args.expectedUpdatedAt, 'expectedUpdatedAt');
  checkVersion(expected, product.updatedAt);
  const input = parseInput(staffProductInput, args.data);
  await checkReferences(em, scope, input, product.id);
  const before = await currentFields(em, product);
  assignFields(em, product, input);
  await flushCode(em);
  await replaceChildren(em, product, input);
  await em.flush();
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), [product.id]);
  recordStaffAudit(em, scope, productUpdateAudit(product.id, before, input));
  invalidateCatalogue(em);
  return product.id;
}

/** The product's fields as an input, for the audit log's "before". */
async function currentFields(em: EntityManager, product: Product): Promise<AuditedFields> {
  const [detail, tags, categories, pickup] = await Promise.all([
    em.findOne(ProductDetail, { product: product.id }),
    em.find(ProductTag, { product: product.id }, { orderBy: { id: 'asc' } }),
    em.find(ProductCategoryTagged, { product: product.id }, { orderBy: { id: 'asc' } }),
    em.findOne(ProductGroupDelivery, { product: product.id }),
  ]);
  return {
    ...product,
    productReviewGroupId: product.productReviewGroup?.id ?? null,
    deliveryTemplateId: product.deliveryTemplate.id,
    productDetail: { story: detail?.story ?? '', info: detail?.info ?? '', faq: detail?.faq ?? '' },
    tags: tags.map((tag) => tag.content),
    categoryIds: categories.map((row) => row.productCategory.id),
    productGroupDelivery: pickup,
  };
}

/**
 * A new season's product from last year's: fields, options, combinations (stock 0), inputs,
 * detail, tags, categories and pickup point copied under a new code, hidden from students
 * (ADMINHIDDEN, so every staff member sees it) until staff show it.
 */
export async function duplicateStaffProduct(em: EntityManager, scope: StaffScope, id: unknown): Promise<number> {
  const source = await lockedProduct(em, scope, id);
  const taken = new Set(
    (await em.find(Product, { university: scope.universityId, code: { $like: `${source.code}-COPY%` } }, { fields: ['code'] })).map(
      (row) => row.code,
    ),
  );
  const [detail, options, combinations, inputs, tags, categories, pickup] = await Promise.all([
    em.findOne(ProductDetail, { product: source.id }),
    em.find(ProductOption, { product: source.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.find(ProductOptionDetail, { product: source.id }, { orderBy: { id: 'asc' } }),
    em.find(ProductOptionInput, { product: source.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.find(ProductTag, { product: source.id }, { orderBy: { id: 'asc' } }),
    em.find(ProductCategoryTagged, { product: source.id }, { orderBy: { id: 'asc' } }),
    em.findOne(ProductGroupDelivery, { product: source.id }),
  ]);
  const copy = em.create(Product, {
    university: source.university,
    productType: source.productType,
    productVisible: AUTHORITY.ADMINHIDDEN,
    productReviewGroup: source.productReviewGroup,
    deliveryTemplate: source.deliveryTemplate,
    name: duplicateName(source.name),
    description: source.description,
    price: source.price,
    salePrice: source.salePrice,
    count: 0,
    image: source.image,
    image2: source.image2 ?? null,
    image3: source.image3 ?? null,
    code: duplicateCode(source.code, (code) => taken.has(code)),
    saleStartedAt: source.saleStartedAt ?? null,
    saleEndedAt: source.saleEndedAt ?? null,
    deliverStartedAt: source.deliverStartedAt ?? null,
    deliverEndedAt: source.deliverEndedAt ?? null,
    fastDeliverStartedAt: source.fastDeliverStartedAt ?? null,
    fastDeliverEndedAt: source.fastDeliverEndedAt ?? null,
  });
  if (detail) em.create(ProductDetail, { product: copy, story: detail.story, info: detail.info, faq: detail.faq });
  for (const option of options) em.create(ProductOption, { product: copy, key: option.key, value: option.value, position: option.position });
  for (const row of combinations) {
    em.create(ProductOptionDetail, { product: copy, option0: row.option0, option1: row.option1, option2: row.option2, price: row.price, count: 0 });
  }
  for (const input of inputs) em.create(ProductOptionInput, { product: copy, key: input.key, position: input.position });
  for (const tag of tags) em.create(ProductTag, { product: copy, content: tag.content });
  for (const row of categories) em.create(ProductCategoryTagged, { product: copy, productCategory: row.productCategory });
  if (pickup) {
    const { productGroupDeliveryType, name, postCode, address, detailAddress, tel, note, pickupPoint } = pickup;
    em.create(ProductGroupDelivery, { product: copy, productGroupDeliveryType, name, postCode, address, detailAddress, tel, note, pickupPoint });
  }
  await em.flush();
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), [copy.id]);
  recordStaffAudit(em, scope, productDuplicateAudit(source, copy));
  invalidateCatalogue(em);
  return copy.id;
}

/** Hides (a level above NORMAL) or shows (NORMAL) a product; the same level again changes nothing. */
export async function setStaffProductVisibility(
  em: EntityManager,
  scope: StaffScope,
  args: { id: unknown; productVisible: unknown },
): Promise<number> {
  const product = await lockedProduct(em, scope, args.id);
  const level = parseInput(visibilityLevelSchema, args.productVisible, 'productVisible');
  if (level === product.productVisible) return product.id;
  const before = product.productVisible;
  product.productVisible = level;
  product.updatedAt = new Date();
  await em.flush();
  recordStaffAudit(em, scope, productVisibilityAudit(product.id, before, level));
  invalidateCatalogue(em);
  return product.id;
}
