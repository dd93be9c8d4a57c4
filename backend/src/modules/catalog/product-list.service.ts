import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY, ProductSort, type ProductType } from '../../../../domain/enums';
import { readCatalogue } from './catalogue-cache';
import { forViewer, sharedProduct, type SharedProduct } from './catalogue-viewer';
import { productListFilters, productPageLimit } from '../../../../domain/catalog/product-list-input';
import { normaliseSearchQuery, searchTerms } from '../../../../domain/catalog/product-search';
import { DEFAULT_PRODUCT_SORT, POPULAR_COUNTED_STATUSES } from '../../../../domain/catalog/product-sort';
import { decodeListCursor, encodeListCursor, type ListCursor } from './product-cursor';
import { intArray } from './product-facts';
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
  q?: string | null;
  sort?: ProductSort | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  ids?: readonly number[] | null;
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
  const search = searchFilter(query.q);
  conditions.push(...search.conditions);
  params.push(...search.params);
  if (query.minPrice != null) {
    conditions.push('p.sale_price >= ?');
    params.push(query.minPrice);
  }
  if (query.maxPrice != null) {
    conditions.push('p.sale_price <= ?');
    params.push(query.maxPrice);
  }
  if (query.ids) {
    conditions.push('p.id = any(?::int[])');
    params.push(intArray(query.ids));
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

/** docs/product-rules.md#search: every word must match; the keys are ASCII (domain/catalog/product-search.ts). */
export function searchFilter(q: string | null | undefined): { conditions: string[]; params: unknown[] } {
  const search = normaliseSearchQuery(q);
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const term of search ? searchTerms(search) : []) {
    if (term.kind === 'initials') conditions.push('p.search_initials like ?');
    else if (term.kind === 'text') conditions.push('p.search_text like ?');
    else conditions.push('(p.search_jamo like ? or ? <% p.search_jamo)');
    params.push(`%${term.key}%`, ...(term.kind === 'jamo' ? [term.key] : []));
  }
  return { conditions, params };
}

interface ListRow extends SummaryRow {
  product: Record<string, unknown>;
  cursor_created_at: string;
  sold_out: boolean;
  sort_key: number;
  total: number;
}

/** Stock 0 (docs/product-rules.md#products), for "sold out last" in every order. */
const SOLD_OUT = `(case when exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired)
  then not exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired and d.count > 0)
  else p.count <= 0 end)`;

/** The sort's own key (domain/catalog/product-sort.ts SORT_KEYS) and its direction. */
function sortKey(sort: ProductSort): { sql: string; descending: boolean } {
  switch (sort) {
    case ProductSort.POPULAR:
      return {
        sql: `(select coalesce(sum(o.count), 0)::int from order_product o where o.product_id = p.id
          and o.status in (${POPULAR_COUNTED_STATUSES.map((status) => `'${status}'`).join(', ')}))`,
        descending: true,
      };
    case ProductSort.PRICE_ASC:
      return { sql: 'p.sale_price', descending: false };
    case ProductSort.PRICE_DESC:
      return { sql: 'p.sale_price', descending: true };
    case ProductSort.NEWEST:
      return { sql: '0', descending: true };
  }
}

/**
 * One statement: the page's ids by keyset over (sold out, the sort's key, created_at, id), the
 * total, and each card's facts. Postgres renders created_at with its microseconds for the cursor.
 */
function listSql(filter: Fragment, sort: ProductSort, after: ListCursor | null, limit: number): Fragment {
  const key = sortKey(sort);
  const direction = key.descending ? 'desc' : 'asc';
  const keyset = after
    ? `and (k.sold_out::int > ? or (k.sold_out::int = ? and (k.sort_key ${key.descending ? '<' : '>'} ? or (k.sort_key = ?
        and (p.created_at, p.id) < (?::timestamptz, ?)))))`
    : '';
  const keysetParams = after
    ? [after.soldOut, after.soldOut, after.key, after.key, `${after.createdAt}Z`, after.id]
    : [];
  return {
    sql: `
select ${PRODUCT_JSON} as product,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_created_at,
  page.sold_out, page.sort_key,
  (select count(*)::int from product p where ${filter.sql}) as total,
  ${SUMMARY_COLUMNS}
from (
  select p.id, k.sold_out, k.sort_key from product p
  cross join lateral (select ${SOLD_OUT} as sold_out, ${key.sql} as sort_key) k
  where ${filter.sql} ${keyset}
  order by k.sold_out, k.sort_key ${direction}, p.created_at desc, p.id desc limit ?
) page
join product p on p.id = page.id
${SUMMARY_JOINS}
order by page.sold_out, page.sort_key ${direction}, p.created_at desc, p.id desc`,
    params: [...filter.params, ...filter.params, ...keysetParams, limit + 1],
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
  after: ListCursor | null,
  limit: number,
  now: Date,
): Promise<SharedPage> {
  const filter = productFilter(query, level, now);
  const statement = listSql(filter, query.sort ?? DEFAULT_PRODUCT_SORT, after, limit);
  const rows = await em.execute<ListRow[]>(statement.sql, statement.params);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    cards: page.map((row) => sharedProduct(productFromJson(row.product), summaryFromRow(row))),
    total: rows[0]?.total ?? (after ? await countProducts(em, filter) : 0),
    nextCursor:
      rows.length > limit && last
        ? encodeListCursor({
            soldOut: last.sold_out ? 1 : 0,
            key: last.sort_key,
            createdAt: last.cursor_created_at,
            id: last.product.id as number,
          })
        : null,
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
    normaliseSearchQuery(query.q),
    query.sort ?? DEFAULT_PRODUCT_SORT,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    query.ids ?? null,
  ])}`;
}

/** One page of the product list in its order (sold out last), with the total of everything the filters match. */
export async function listProducts(
  em: EntityManager,
  query: ProductsQuery,
  viewer: ViewerLike | null,
  now: Date = new Date(),
): Promise<ProductPage> {
  const limit = productPageLimit(query.limit);
  productListFilters(query);
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  const level = viewerLevel(viewer);
  const shared = await readCatalogue(em, pageKey(query, level, query.cursor || null, limit), () =>
    loadPage(em, query, level, after, limit, now),
  );
  return { items: forViewer(shared.cards), total: shared.total, nextCursor: shared.nextCursor };
}

/** Only for a page past the end, where no row carried the total. */
async function countProducts(em: EntityManager, filter: Fragment): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from product p where ${filter.sql}`,
    filter.params,
  );
  return row?.total ?? 0;
}

/** The first page's statement as a signed-out student's list runs it (the search index test explains it). */
export function listSqlForExplain(query: ProductsQuery, sort: ProductSort): Fragment {
  return listSql(productFilter(query, AUTHORITY.NORMAL, new Date()), sort, null, productPageLimit(null));
}
