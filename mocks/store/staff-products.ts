// The console's products as the real staff-product services do them (docs/product-rules.md#staff):
// staff from ADMINHIDDEN read, ADMIN writes; the domain's input schema, version check, rich-text
// policy, stock level and visibility checklist decide, so both targets answer alike.
import { staffPickupPoints } from './catalog-setup';
import sanitizeHtml from 'sanitize-html';
import type { StaffProductSort} from '../../domain/enums';
import { AUTHORITY, type ProductType } from '../../domain/enums';
import { badUserInput, notFound } from '../../domain/errors/errors';
import { pageWindow, parseInput } from '../../domain/errors/input';
import { PAGE_SIZE } from '../../domain/paging';
import { isPurchasable } from '../../domain/catalog/product-rules';
import { cleanProductDetail } from '../../domain/catalog/rich-text-policy';
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
  STAFF_PRODUCT_PAGE_SIZE,
  checkVersion,
  staffProductInput,
  staffProductsInput,
  visibilityLevelSchema,
  type StaffProductInput,
} from '../../domain/catalog/staff-product-input';
import { stockLevelOf } from '../../domain/catalog/stock-level';
import { visibilityChecklist, type VisibilityCheck } from '../../domain/catalog/visibility-checklist';
import {
  productCreateAudit,
  productDuplicateAudit,
  productUpdateAudit,
  productVisibilityAudit,
  type AuditedFields,
} from '../../domain/catalog/product-audit';
import type * as T from '../__generated__/types';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { productVersion, touchProduct } from './product-version';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';

export interface MockStaffProduct {
  product: ScenarioProduct;
  updatedAt: string;
  visibilityChecklist: VisibilityCheck[];
}

const stockRowsOf = (product: ScenarioProduct) =>
  product.productOptionDetails.length > 0 ? product.productOptionDetails.map((detail) => detail.count) : [product.count];
const wholeStock = (product: ScenarioProduct) => stockRowsOf(product).reduce((sum, count) => sum + count, 0);

type ChildKind = 'product' | 'productDetail' | 'productTag' | 'productOption' | 'productOptionDetail' | 'productOptionInput' | 'productCategoryTagged' | 'productGroupDelivery';

/** New catalogue ids count up from the scenario's highest, like the store's other ids. */
function nextId(db: MockDb, kind: ChildKind): number {
  const products = db.catalogue.products;
  const highest: Record<ChildKind, () => number[]> = {
    product: () => products.map((row) => row.id),
    productDetail: () => products.map((row) => row.productDetail.id),
    productTag: () => products.flatMap((row) => row.productTags.map((tag) => tag.id)),
    productOption: () => products.flatMap((row) => row.productOptions.map((option) => option.id)),
    productOptionDetail: () => products.flatMap((row) => row.productOptionDetails.map((detail) => detail.id)),
    productOptionInput: () => products.flatMap((row) => row.productOptionInputs.map((input) => input.id)),
    productCategoryTagged: () => products.flatMap((row) => row.productCategoryTaggeds.map((tagged) => tagged.id)),
    productGroupDelivery: () => products.map((row) => row.productGroupDelivery?.id ?? 0),
  };
  const key = `catalogue.${kind}`;
  const next = (db.state.lastIds[key] ?? Math.max(0, ...highest[kind]())) + 1;
  db.state.lastIds[key] = next;
  return next;
}

function ownProduct(db: MockDb, id: unknown): ScenarioProduct {
  const productId = parseInput(productIdSchema, id, 'id');
  const product = db.product(productId);
  if (!product || product.universityId !== db.universityId) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

function view(db: MockDb, product: ScenarioProduct): MockStaffProduct {
  const categories = db.catalogue.productCategories;
  const template = db.catalogue.deliveryTemplates.find((row) => row.id === product.deliveryTemplateId);
  return {
    product,
    updatedAt: productVersion(product),
    visibilityChecklist: visibilityChecklist(
      {
        productVisible: product.productVisible,
        saleStartedAt: product.saleStartedAt,
        saleEndedAt: product.saleEndedAt,
        image: product.image,
        stockRows: stockRowsOf(product),
        categories: product.productCategoryTaggeds.flatMap(({ productCategoryId }) => {
          const category = categories.find((row) => row.id === productCategoryId);
          if (!category) return [];
          const parent = categories.find((row) => row.id === category.categoryId);
          return [{ content: category.content, visible: category.visible, parentVisible: parent ? parent.visible : null }];
        }),
        deliveryTemplateName: template?.name ?? null,
      },
      db.now(),
    ),
  };
}

const ORDER: Record<StaffProductSort, (a: ScenarioProduct, b: ScenarioProduct) => number> = {
  NEWEST: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  NAME: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  PRICE: (a, b) => a.salePrice - b.salePrice || a.id - b.id,
  STOCK: (a, b) => wholeStock(a) - wholeStock(b) || a.id - b.id,
  SALE_START: (a, b) =>
    (a.saleStartedAt === null ? Infinity : Date.parse(a.saleStartedAt)) - (b.saleStartedAt === null ? Infinity : Date.parse(b.saleStartedAt)) ||
    a.id - b.id,
};

const onSaleNow = (product: ScenarioProduct, now: Date) =>
  isPurchasable(
    {
      productVisible: product.productVisible,
      saleStartedAt: product.saleStartedAt ? new Date(product.saleStartedAt) : null,
      saleEndedAt: product.saleEndedAt ? new Date(product.saleEndedAt) : null,
    },
    { authority: AUTHORITY.NORMAL, now, stock: wholeStock(product) },
  );

export function staffProducts(db: MockDb, viewer: StoreMember | null, data: T.StaffProductsInput | null | undefined) {
  requireStaffReader(viewer);
  const filter = parseInput(staffProductsInput, { ...data, page: undefined });
  const page = pageWindow(data?.page ?? null).offset / PAGE_SIZE + 1;
  const now = db.now();
  const search = filter.search?.toLowerCase() ?? null;
  const categoryIds = filter.categoryId === null
    ? null
    : new Set([filter.categoryId, ...db.catalogue.productCategories.filter((row) => row.categoryId === filter.categoryId).map((row) => row.id)]);
  const matching = db.catalogue.products.filter((product) => {
    const level = stockLevelOf(stockRowsOf(product));
    return (
      product.universityId === db.universityId &&
      (!search || product.name.toLowerCase().includes(search) || product.code.toLowerCase().includes(search)) &&
      (!filter.productType || product.productType === filter.productType) &&
      (!filter.visibility || (filter.visibility === 'PUBLIC') === (product.productVisible <= AUTHORITY.NORMAL)) &&
      (!categoryIds || product.productCategoryTaggeds.some((tagged) => categoryIds.has(tagged.productCategoryId))) &&
      (!filter.soldOut || level === 'SOLD_OUT') &&
      (!filter.lowStock || level === 'LOW') &&
      (!filter.onSaleNow || onSaleNow(product, now))
    );
  });
  const rows = matching.sort(ORDER[filter.sort]).slice((page - 1) * STAFF_PRODUCT_PAGE_SIZE, page * STAFF_PRODUCT_PAGE_SIZE);
  return {
    items: rows.map((product) => ({
      id: product.id,
      name: product.name,
      code: product.code,
      image: product.image,
      productType: product.productType as ProductType,
      productVisible: product.productVisible,
      price: product.price,
      salePrice: product.salePrice,
      stock: wholeStock(product),
      lowStock: stockLevelOf(stockRowsOf(product)) === 'LOW',
      onSaleNow: onSaleNow(product, now),
      saleStartedAt: product.saleStartedAt,
      saleEndedAt: product.saleEndedAt,
      createdAt: product.createdAt,
      updatedAt: productVersion(product),
    })),
    total: matching.length,
    page,
    pageSize: STAFF_PRODUCT_PAGE_SIZE,
  };
}

export function staffProduct(db: MockDb, viewer: StoreMember | null, id: unknown): MockStaffProduct {
  requireStaffReader(viewer);
  return view(db, ownProduct(db, id));
}

export function productPickers(db: MockDb, viewer: StoreMember | null) {
  requireStaffReader(viewer);
  const byName = <R extends { id: number }>(name: (row: R) => string) => (a: R, b: R) => name(a).localeCompare(name(b), 'ko') || a.id - b.id;
  return {
    deliveryTemplates: [...db.catalogue.deliveryTemplates].sort(byName((row) => row.name)),
    reviewTypes: [...db.catalogue.reviewTypes].sort(byName((row) => row.content)),
    pickupPoints: staffPickupPoints(db, viewer),
  };
}

function checkReferences(db: MockDb, input: StaffProductInput, productId: number | null): void {
  if (!db.catalogue.deliveryTemplates.some((row) => row.id === input.deliveryTemplateId)) {
    throw badUserInput(DELIVERY_TEMPLATE_NOT_FOUND_MESSAGE, 'deliveryTemplateId');
  }
  if (input.productReviewGroupId !== null && !db.catalogue.reviewTypes.some((row) => row.id === input.productReviewGroupId)) {
    throw badUserInput(REVIEW_TYPE_PICK_MESSAGE, 'productReviewGroupId');
  }
  if (!input.categoryIds.every((id) => db.catalogue.productCategories.some((row) => row.id === id))) {
    throw badUserInput(CATEGORY_PICK_MESSAGE, 'categoryIds');
  }
  const pointId = input.productGroupDelivery?.pickupPointId ?? null;
  if (pointId !== null && !db.catalogue.pickupPoints.some((row) => row.id === pointId)) {
    throw badUserInput(PICKUP_POINT_PICK_MESSAGE, 'productGroupDelivery.pickupPointId');
  }
  if (db.catalogue.products.some((row) => row.universityId === db.universityId && row.code === input.code && row.id !== productId)) {
    throw badUserInput(PRODUCT_CODE_TAKEN_MESSAGE, 'code');
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function assign(db: MockDb, product: ScenarioProduct, input: StaffProductInput): void {
  Object.assign(product, {
    productType: input.productType,
    productVisible: input.productVisible,
    productReviewGroupId: input.productReviewGroupId,
    deliveryTemplateId: input.deliveryTemplateId,
    name: input.name,
    description: input.description,
    price: input.price,
    salePrice: input.salePrice,
    code: input.code,
    saleStartedAt: iso(input.saleStartedAt),
    saleEndedAt: iso(input.saleEndedAt),
    deliverStartedAt: iso(input.deliverStartedAt),
    deliverEndedAt: iso(input.deliverEndedAt),
    fastDeliverStartedAt: iso(input.fastDeliverStartedAt),
    fastDeliverEndedAt: iso(input.fastDeliverEndedAt),
    updatedAt: db.nowIso(),
  });
  product.productDetail = { id: product.productDetail.id, ...cleanProductDetail(input.productDetail, sanitizeHtml) };
  product.productTags = input.tags.map((content) => ({ id: nextId(db, 'productTag'), content }));
  const kept = product.productCategoryTaggeds.filter((row) => input.categoryIds.includes(row.productCategoryId));
  product.productCategoryTaggeds = input.categoryIds.map(
    (productCategoryId) => kept.find((row) => row.productCategoryId === productCategoryId) ?? { id: nextId(db, 'productCategoryTagged'), productCategoryId },
  );
  const pickup = input.productGroupDelivery;
  // Like the real service: a registered point's place (the product follows the registry) with the
  // product's own note, or the place typed for this product only.
  const point = db.catalogue.pickupPoints.find((row) => row.id === pickup?.pickupPointId);
  const place = point
    ? { name: point.name, postCode: point.postCode, address: point.address, detailAddress: point.detailAddress, tel: point.tel }
    : null;
  product.productGroupDelivery = pickup
    ? { id: product.productGroupDelivery?.id ?? nextId(db, 'productGroupDelivery'), ...pickup, ...place, pickupPointId: point?.id ?? null }
    : null;
}

export function createProduct(db: MockDb, viewer: StoreMember | null, data: unknown): MockStaffProduct {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(staffProductInput, data);
  checkReferences(db, input, null);
  const now = db.nowIso();
  const product: ScenarioProduct = {
    key: `console-${now}`,
    id: nextId(db, 'product'),
    universityId: db.universityId,
    count: 0,
    image: '',
    image2: null,
    image3: null,
    createdAt: now,
    productDetail: { id: nextId(db, 'productDetail'), story: '', info: '', faq: '' },
    productOptions: [],
    productOptionDetails: [],
    productOptionInputs: [],
    productTags: [],
    productCategoryTaggeds: [],
    productGroupDelivery: null,
    art: { shape: 'tee', label: input.name, colors: ['#d9d9d9'], accent: '#8c8c8c' },
    // The input's fields; assign() below writes them all (and the detail, tags, categories).
    productType: input.productType,
    productVisible: input.productVisible,
    productReviewGroupId: null,
    deliveryTemplateId: input.deliveryTemplateId,
    name: input.name,
    description: input.description,
    price: input.price,
    salePrice: input.salePrice,
    code: input.code,
    saleStartedAt: null,
    saleEndedAt: null,
    deliverStartedAt: null,
    deliverEndedAt: null,
    fastDeliverStartedAt: null,
    fastDeliverEndedAt: null,
  };
  assign(db, product, input);
  db.catalogue.products.push(product);
  recordStaffAudit(db, staff, productCreateAudit(product.id, input));
  return view(db, product);
}

const date = (value: string | null) => (value === null ? null : new Date(value));

/** The stored product as the audit log compares it. */
function currentFields(product: ScenarioProduct): AuditedFields {
  return {
    ...product,
    productType: product.productType as StaffProductInput['productType'],
    saleStartedAt: date(product.saleStartedAt),
    saleEndedAt: date(product.saleEndedAt),
    deliverStartedAt: date(product.deliverStartedAt),
    deliverEndedAt: date(product.deliverEndedAt),
    fastDeliverStartedAt: date(product.fastDeliverStartedAt),
    fastDeliverEndedAt: date(product.fastDeliverEndedAt),
    productDetail: product.productDetail,
    tags: product.productTags.map((tag) => tag.content),
    categoryIds: product.productCategoryTaggeds.map((row) => row.productCategoryId),
  };
}

export function updateProduct(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffUpdateProductArgs): MockStaffProduct {
  const staff = requireStaffOperator(viewer);
  const product = ownProduct(db, args.id);
  checkVersion(parseInput(expectedUpdatedAtSchema, args.expectedUpdatedAt, 'expectedUpdatedAt'), productVersion(product));
  const input = parseInput(staffProductInput, args.data);
  checkReferences(db, input, product.id);
  const before = currentFields(product);
  assign(db, product, input);
  recordStaffAudit(db, staff, productUpdateAudit(product.id, before, input));
  return view(db, product);
}

export function duplicateProduct(db: MockDb, viewer: StoreMember | null, id: unknown): MockStaffProduct {
  const staff = requireStaffOperator(viewer);
  const source = ownProduct(db, id);
  const taken = new Set(db.catalogue.products.filter((row) => row.universityId === db.universityId).map((row) => row.code));
  const now = db.nowIso();
  const copy: ScenarioProduct = {
    ...structuredClone(source),
    key: `${source.key}-copy-${now}`,
    id: nextId(db, 'product'),
    name: duplicateName(source.name),
    code: duplicateCode(source.code, (code) => taken.has(code)),
    productVisible: AUTHORITY.ADMINHIDDEN,
    count: 0,
    createdAt: now,
    updatedAt: undefined,
  };
  copy.productDetail.id = nextId(db, 'productDetail');
  for (const option of copy.productOptions) option.id = nextId(db, 'productOption');
  for (const detail of copy.productOptionDetails) Object.assign(detail, { id: nextId(db, 'productOptionDetail'), count: 0 });
  for (const input of copy.productOptionInputs) input.id = nextId(db, 'productOptionInput');
  for (const tag of copy.productTags) tag.id = nextId(db, 'productTag');
  for (const tagged of copy.productCategoryTaggeds) tagged.id = nextId(db, 'productCategoryTagged');
  if (copy.productGroupDelivery) copy.productGroupDelivery.id = nextId(db, 'productGroupDelivery');
  db.catalogue.products.push(copy);
  recordStaffAudit(db, staff, productDuplicateAudit(source, copy));
  return view(db, copy);
}

export function setProductVisibility(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffSetProductVisibilityArgs): MockStaffProduct {
  const staff = requireStaffOperator(viewer);
  const product = ownProduct(db, args.id);
  const level = parseInput(visibilityLevelSchema, args.productVisible, 'productVisible');
  if (level === product.productVisible) return view(db, product);
  const before = product.productVisible;
  product.productVisible = level;
  touchProduct(db, product);
  recordStaffAudit(db, staff, productVisibilityAudit(product.id, before, level));
  return view(db, product);
}
