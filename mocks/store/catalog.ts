// Products, stock and categories: the product list's filters and cursor, and the stock every
// cart and order line draws on (docs/product-rules.md#products, #stock, #paging).
import { outOfStock } from '../../domain/cart/cart-rules';
import { productListFilters, productPageLimit } from '../../domain/catalog/product-list-input';
import { matchesSearch, normaliseSearchQuery, productSearchKeys } from '../../domain/catalog/product-search';
import { compareProducts, DEFAULT_PRODUCT_SORT, POPULAR_COUNTED_STATUSES, type SortableProduct } from '../../domain/catalog/product-sort';
import { badUserInput } from '../../domain/errors/errors';
import { isCategoryShownToStudents } from '../../domain/catalog-setup/category-rules';
import type * as T from '../__generated__/types';
import { isPurchasable, isSoldOut } from '../scenarios/pricing';
import type {
  ScenarioProduct,
  ScenarioProductCategory,
  ScenarioProductOptionDetail,
} from '../scenarios/standard/types';
import type { MockDb } from './db';

/** Stock of the chosen combination, or of the product itself when it has no combinations. */
export function stockOf(product: ScenarioProduct, detail: ScenarioProductOptionDetail | null): number {
  return detail ? detail.count : product.count;
}

function syncProductCount(product: ScenarioProduct): void {
  if (product.productOptionDetails.length > 0) {
    product.count = product.productOptionDetails.reduce((sum, detail) => sum + detail.count, 0);
  }
}

export function setStock(product: ScenarioProduct, detail: ScenarioProductOptionDetail | null, count: number): void {
  if (detail) detail.count = count;
  else product.count = count;
  syncProductCount(product);
}

/** The one conditional decrement per line: never below zero. */
export function takeStock(product: ScenarioProduct, detail: ScenarioProductOptionDetail | null, count: number): void {
  const stock = stockOf(product, detail);
  if (stock < count) throw outOfStock(product.name, stock);
  setStock(product, detail, stock - count);
}

export function giveStockBack(product: ScenarioProduct, detail: ScenarioProductOptionDetail | null, count: number): void {
  setStock(product, detail, stockOf(product, detail) + count);
}

interface Cursor {
  createdAt: string;
  id: number;
}

function encodeCursor(product: ScenarioProduct): string {
  return btoa(JSON.stringify([product.createdAt, product.id]));
}

function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isInteger(value[1])) {
      return { createdAt: value[0], id: value[1] as number };
    }
  } catch {
    // Falls through to the refusal: a cursor the client did not get from us.
  }
  throw badUserInput('목록 위치 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.', 'cursor');
}

/** The facts the domain's sort reads (sold out last, then the sort's keys). */
function sortable(db: MockDb, product: ScenarioProduct): SortableProduct {
  const counted: readonly string[] = POPULAR_COUNTED_STATUSES;
  const popularity = db.state.orders
    .flatMap((order) => order.lines)
    .filter((line) => line.productId === product.id && counted.includes(line.status))
    .reduce((sum, line) => sum + line.count, 0);
  return { id: product.id, soldOut: isSoldOut(product), createdAt: product.createdAt, salePrice: product.salePrice, popularity };
}

/** The same keys the backend stores (domain/catalog/product-search.ts), from the scenario rows. */
function searchKeysOf(db: MockDb, product: ScenarioProduct) {
  const categories = product.productCategoryTaggeds
    .map((tagged) => db.catalogue.productCategories.find((row) => row.id === tagged.productCategoryId)?.content)
    .filter((name): name is string => name !== undefined);
  return productSearchKeys({ name: product.name, tags: product.productTags.map((tag) => tag.content), categories });
}

/**
 * A category id and its sub categories: a main category lists what its sub categories hold.
 * Students find nothing through a hidden one (docs/product-rules.md#categories); staff still do.
 */
function categoryAndChildren(db: MockDb, categoryId: number, authority: number): Set<number> {
  const rows = db.catalogue.productCategories;
  const shown = (row: ScenarioProductCategory) =>
    seesHidden(authority) || isCategoryShownToStudents(row, rows.find((parent) => parent.id === row.categoryId) ?? null);
  return new Set(rows.filter((row) => (row.id === categoryId || row.categoryId === categoryId) && shown(row)).map((row) => row.id));
}

function isTagged(product: ScenarioProduct, ids: ReadonlySet<number>): boolean {
  return product.productCategoryTaggeds.some((tagged) => ids.has(tagged.productCategoryId));
}

export interface ProductPage {
  items: ScenarioProduct[];
  total: number;
  nextCursor: string | null;
}

export function listProducts(db: MockDb, authority: number, input: T.ProductsInput | null | undefined): ProductPage {
  const limit = productPageLimit(input?.limit);
  const universityId = input?.universityId ?? db.universityId;
  const now = db.now();
  const filters: ((product: ScenarioProduct) => boolean)[] = [
    (product) => product.universityId === universityId && authority >= product.productVisible,
  ];
  if (input?.categoryId != null) {
    const ids = categoryAndChildren(db, input.categoryId, authority);
    filters.push((product) => isTagged(product, ids));
  }
  for (const id of [input?.subCategoryId, input?.groupCategoryId]) {
    if (id == null) continue;
    const ids = categoryAndChildren(db, id, authority);
    filters.push((product) => isTagged(product, ids));
  }
  if (input?.productType) {
    const type = input.productType;
    filters.push((product) => product.productType === type);
  }
  if (input?.onlyAvailable) filters.push((product) => isPurchasable(product, now, authority));
  const range = productListFilters(input ?? {});
  if (range.minPrice != null) filters.push((product) => product.salePrice >= range.minPrice!);
  if (range.maxPrice != null) filters.push((product) => product.salePrice <= range.maxPrice!);
  if (range.ids) filters.push((product) => range.ids!.includes(product.id));
  const query = normaliseSearchQuery(input?.q);
  if (query) filters.push((product) => matchesSearch(searchKeysOf(db, product), query));

  const compare = compareProducts(input?.sort ?? DEFAULT_PRODUCT_SORT);
  const matching = db.catalogue.products
    .filter((product) => filters.every((keep) => keep(product)))
    .map((product) => ({ product, key: sortable(db, product) }))
    .sort((a, b) => compare(a.key, b.key))
    .map((entry) => entry.product);
  const cursor = input?.cursor ? decodeCursor(input.cursor) : null;
  // The page after the cursor's product in this order (a mock keeps no keyset).
  const rest = cursor ? matching.slice(matching.findIndex((product) => product.id === cursor.id) + 1) : matching;
  const items = rest.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    total: matching.length,
    nextCursor: rest.length > limit && last ? encodeCursor(last) : null,
  };
}

/** Staff (ADMINHIDDEN and up) also see hidden categories, like the real category service. */
const seesHidden = (authority: number) => authority >= 2;

function byPosition(a: ScenarioProductCategory, b: ScenarioProductCategory): number {
  return a.position - b.position || a.id - b.id;
}

export function listCategories(
  db: MockDb,
  authority: number,
  input: T.ProductCategoriesInput | null | undefined,
): ScenarioProductCategory[] {
  if ((input?.universityId ?? db.universityId) !== db.universityId) return [];
  const wantGroup = input?.isGroup === true;
  return db.catalogue.productCategories
    .filter((row) => row.categoryId === null && row.isGroup === wantGroup && (row.visible || seesHidden(authority)))
    .sort(byPosition);
}

export function childCategories(db: MockDb, categoryId: number, authority: number): ScenarioProductCategory[] {
  return db.catalogue.productCategories
    .filter((row) => row.categoryId === categoryId && (row.visible || seesHidden(authority)))
    .sort(byPosition);
}

export function category(db: MockDb, id: number | null, authority: number): ScenarioProductCategory | null {
  if (id === null) return null;
  const rows = db.catalogue.productCategories;
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return null;
  const parent = rows.find((candidate) => candidate.id === row.categoryId) ?? null;
  return isCategoryShownToStudents(row, parent) || seesHidden(authority) ? row : null;
}

/** A category's parent, shown even when hidden: the child itself was visible. */
export function parentCategory(db: MockDb, parentId: number | null): ScenarioProductCategory | null {
  if (parentId === null) return null;
  return db.catalogue.productCategories.find((row) => row.id === parentId) ?? null;
}
