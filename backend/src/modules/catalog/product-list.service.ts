import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY, type ProductType } from '../../../../domain/enums';
import { readCatalogue } from './catalogue-cache';
import { forViewer, sharedProduct, type SharedProduct } from './catalogue-viewer';
import { productPageLimit } from '../../../../domain/catalog/product-list-input';
import { decodeCursor, encodeCursor, type ProductCursor } from './product-cursor';
import {
  PRODUCT_JSON,
  productFromJson,
  SUMMARY_COLUMNS,
  SUMMARY_JOINS,
  summaryFromRow,
  type SummaryRow,
} from './product-read-model';
import type { Product } from './product.entity';
import { viewerLevel, type ViewerLike } from '../../../../domain/catalog/visibility';

export interface ProductsQuery {
  universityId: number;
  cursor?: string | null;
  limit?: number | null;
  onlyAvailable?: boolean | null;
  categoryId?: number | null;
  subCategoryId?: number | null;
  groupCategoryId?: number | null;
  productType?: ProductType | null;
}

export interface ProductPage {
  items: Product[];
  total: number;
  nextCursor: string | null;
}

interface Fragment {
  sql: string;
  params: unknown[];
}

/**
 * The filters as SQL on the product aliased `p`. Every category filter also matches the
 * category's sub categories, so a product tagged only with 과잠 still shows under 과잠·점퍼.
 */
function productFilter(query: ProductsQuery, level: number, now: Date): Fragment {
  const conditions = ['p.university_id = ?', 'p.product_visible <= ?'];
  const params: unknown[] = [query.universityId, level];
  if (query.productType) {
    conditions.push('p.product_type = ?');
    params.push(query.productType);
  }
  // docs/product-rules.md#categories: students find nothing through a hidden category (or one under
  // a hidden main category); staff still do, to check what they hid.
  const shownOnly = level < AUTHORITY.ADMINHIDDEN
    ? ' and c.visible and coalesce((select m.visible from product_category m where m.id = c.category_id), true)'
    : '';
  for (const categoryId of [query.categoryId, query.subCategoryId, query.groupCategoryId]) {
    if (categoryId == null) continue;
    conditions.push(`exists (
      select 1 from product_category_tagged t join product_category c on c.id = t.product_category_id
      where t.product_id = p.id and (c.id = ? or c.category_id = ?)${shownOnly})`);
    params.push(categoryId, categoryId);
  }
  if (query.onlyAvailable) {
    // docs/product-rules.md#products: purchasable = visible (above), in the sale window, in stock.
    const at = now.toISOString();
    conditions.push(
      '(p.sale_started_at is null or p.sale_started_at <= ?::timestamptz)',
      '(p.sale_ended_at is null or p.sale_ended_at >= ?::timestamptz)',
      `(case when exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired)
        then exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired and d.count > 0)
        else p.count > 0 end)`,
    );
    params.push(at, at);
  }
  return { sql: conditions.join(' and '), params };
}

interface ListRow extends SummaryRow {
  product: Record<string, unknown>;
  cursor_created_at: string;
  total: number;
}

/**
 * One statement: the page's ids by keyset (rows inserted before the cursor's position cannot
 * shift later pages), the total, and each card's facts. Postgres renders the sort key with its
 * microseconds for the next cursor.
 */
function listSql(filter: Fragment, after: ProductCursor | null, limit: number): Fragment {
  const keyset = after ? 'and (p.created_at, p.id) < (?::timestamptz, ?)' : '';
  return {
    sql: `
select ${PRODUCT_JSON} as product,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_created_at,
  (select count(*)::int from product p where ${filter.sql}) as total,
  ${SUMMARY_COLUMNS}
from (
  select p.id from product p where ${filter.sql} ${keyset}
  order by p.created_at desc, p.id desc limit ?
) page
join product p on p.id = page.id
${SUMMARY_JOINS}
order by p.created_at desc, p.id desc`,
    params: [...filter.params, ...filter.params, ...(after ? [`${after.createdAt}Z`, after.id] : []), limit + 1],
  };
}

/** A page as every viewer of one level sees it (what the catalogue cache keeps). */
interface SharedPage {
  cards: SharedProduct[];
  total: number;
  nextCursor: string | null;
}

async function loadPage(
  em: EntityManager,
  query: ProductsQuery,
  level: number,
  after: ProductCursor | null,
  limit: number,
  now: Date,
): Promise<SharedPage> {
  const filter = productFilter(query, level, now);
  const statement = listSql(filter, after, limit);
  const rows = await em.execute<ListRow[]>(statement.sql, statement.params);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    cards: page.map((row) => sharedProduct(productFromJson(row.product), summaryFromRow(row))),
    total: rows[0]?.total ?? (after ? await countProducts(em, filter) : 0),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursor_created_at, id: last.product.id as number }) : null,
  };
}

/** Everything the page depends on besides the clock, so that equal keys mean equal pages. */
function pageKey(query: ProductsQuery, level: number, cursor: string | null, limit: number): string {
  return `products:${JSON.stringify([
    query.universityId,
    level,
    cursor,
    limit,
    query.onlyAvailable === true,
    query.categoryId ?? null,
    query.subCategoryId ?? null,
    query.groupCategoryId ?? null,
    query.productType ?? null,
  ])}`;
}

/** One page of the product list, newest first, with the total of everything the filters match. */
export async function listProducts(
  em: EntityManager,
  query: ProductsQuery,
  viewer: ViewerLike | null,
  now: Date = new Date(),
): Promise<ProductPage> {
  const limit = productPageLimit(query.limit);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const level = viewerLevel(viewer);
  const shared = await readCatalogue(em, pageKey(query, level, query.cursor || null, limit), () =>
    loadPage(em, query, level, after, limit, now),
  );
  return { items: await forViewer(em, shared.cards, viewer), total: shared.total, nextCursor: shared.nextCursor };
}

/** Only for a page past the end, where no row carried the total. */
async function countProducts(em: EntityManager, filter: Fragment): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from product p where ${filter.sql}`,
    filter.params,
  );
  return row?.total ?? 0;
}
