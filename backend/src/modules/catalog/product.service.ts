import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import { readCatalogue } from './catalogue-cache';
import { forViewer, sharedProduct, type SharedProduct } from './catalogue-viewer';
import { loadCategoryTree } from './category.service';
import type { DeliveryTemplate } from './delivery-template.entity';
import type { ProductCategory } from './product-category.entity';
import type { ProductCategoryTagged } from './product-category-tagged.entity';
import { productContentsOf, productSummaryOf, mapMaybe, type MaybePromise } from './product-facts';
import {
  contentsColumns,
  contentsFromRow,
  PRODUCT_JSON,
  productFromJson,
  SUMMARY_COLUMNS,
  SUMMARY_JOINS,
  summaryFromRow,
  type ContentsRow,
  type ProductContents,
  type ProductSummary,
  type SummaryRow,
} from './product-read-model';
import { Product } from './product.entity';
import { isPurchasable, isVisibleTo, PRODUCT_NOT_FOUND_MESSAGE } from '../../../../domain/catalog/product-rules';
import { viewerLevel, type ViewerLike } from '../../../../domain/catalog/visibility';

const DETAIL_SQL = `
select ${PRODUCT_JSON} as product,
  ${SUMMARY_COLUMNS},
  ${contentsColumns('true')}
from product p
${SUMMARY_JOINS}
where p.id = ?`;

/** The product page as every viewer sees it, whatever their level (checked per request), or null. */
async function loadProductPage(em: EntityManager, id: number): Promise<SharedProduct | null> {
  const [row] = await em.execute<(SummaryRow & ContentsRow & { product: Record<string, unknown> })[]>(DETAIL_SQL, [id]);
  if (!row) return null;
  const product = productFromJson(row.product);
  return sharedProduct(product, summaryFromRow(row), contentsFromRow(row, product.id));
}

/**
 * The product page in one statement: the row, its card facts and its page contents. NOT_FOUND
 * (never FORBIDDEN) when it does not exist, belongs to another university (tenant) sharing the
 * database, or the viewer may not see it, so none of those reveal that it exists. The shared read
 * is cached by id alone; tenant and level are checked here, on every request.
 */
export async function readProduct(
  em: EntityManager,
  id: number,
  viewer: ViewerLike | null,
  universityId: number,
): Promise<Product> {
  const shared = await readCatalogue(em, `product:${id}`, () => loadProductPage(em, id));
  const shown = shared && shared.product.university.id === universityId && isVisibleTo(shared.product, viewerLevel(viewer));
  if (!shown) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return forViewer([shared])[0]!;
}

/**
 * Any product of the university `universityId`, whatever its visibility level, read past the
 * catalogue cache (staff edit against its `updatedAt`, which must be the row's own); null when it
 * does not exist or belongs to another university.
 */
export async function readAnyProduct(em: EntityManager, id: number, universityId: number): Promise<Product | null> {
  const shared = await loadProductPage(em, id);
  if (!shared || shared.product.university.id !== universityId) return null;
  return forViewer([shared])[0] ?? null;
}

/** A managed product of the university `universityId` the viewer may see, for services that write rows pointing at it. */
export async function getVisibleProduct(
  em: EntityManager,
  id: number,
  viewer: ViewerLike | null,
  universityId: number,
): Promise<Product> {
  const product = await em.findOne(Product, {
    id,
    university: universityId,
    productVisible: { $lte: viewerLevel(viewer) },
  });
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return product;
}

export function productSummary(em: EntityManager, product: Product, viewer: ViewerLike | null): MaybePromise<ProductSummary> {
  return productSummaryOf(em, product, viewer?.userId ?? null);
}

export function productContents(em: EntityManager, product: Product, viewer: ViewerLike | null): MaybePromise<ProductContents> {
  return productContentsOf(em, product, viewer?.userId ?? null);
}

/** Stock in the product's own count, or over its option combinations when it has any. */
export function productStock(em: EntityManager, product: Product, viewer: ViewerLike | null): MaybePromise<number> {
  return mapMaybe(productSummary(em, product, viewer), (summary) => summary.stock);
}

export function isProductPurchasable(
  em: EntityManager,
  product: Product,
  viewer: ViewerLike | null,
  now: Date = new Date(),
): MaybePromise<boolean> {
  return mapMaybe(productStock(em, product, viewer), (stock) =>
    isPurchasable(product, { authority: viewerLevel(viewer), now, stock }),
  );
}

export function productDeliveryTemplate(
  em: EntityManager,
  product: Product,
  viewer: ViewerLike | null,
): MaybePromise<DeliveryTemplate> {
  return mapMaybe(productContents(em, product, viewer), (contents) => {
    if (!contents.deliveryTemplate) throw new Error(`Product ${product.id} has no delivery template row`);
    return contents.deliveryTemplate;
  });
}

/** A tagged category: read with the product page, or from the tenant's tree that a request loads once. */
export async function taggedCategory(em: EntityManager, tagged: ProductCategoryTagged): Promise<ProductCategory> {
  const category = tagged.productCategory;
  if (typeof category.content === 'string') return category;
  const tree = await loadCategoryTree(em, tagged.product.university.id);
  const found = tree.byId.get(category.id);
  if (!found) throw new Error(`Category ${category.id} is not in university ${tagged.product.university.id}`);
  return found;
}
