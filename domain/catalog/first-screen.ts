// The queries a visitor's first screen of a page route runs, which the server answers inside the
// first HTML (docs/decisions/0072). The screens build the same keys from their own filters and
// options; a web test (frontend/src/lib/first-screen.test.ts) fails when the two drift apart.
import { PRODUCT_PAGE_SIZE } from '../paging';

/** The operations the server may answer ahead: read-only catalogue and tenant queries. */
export type FirstScreenOperation = 'University' | 'Ads' | 'ProductCategories' | 'ProductList' | 'ProductDetail';

export interface FirstScreenQuery {
  operation: FirstScreenOperation;
  variables: Record<string, unknown>;
  /** An infinite query's first page (the product list): cached as `{ pages, pageParams }`. */
  pages?: true;
}

/** The id of the page's JSON data block holding the answers (`<script type="application/json">`). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** An answered query as the page carries it: the query and its `data`. */
export interface FirstScreenAnswer extends FirstScreenQuery {
  data: unknown;
}

/**
 * The product list's cards a first screen shows (two rows of two on a phone, the first row of four
 * on a laptop): their photos load at once and ahead of the rest, and the first HTML preloads them.
 */
export const LEAD_CARDS = 4;

/**
 * Home's promoted rows a phone's first screen reaches: only the first. The rows below ask for
 * themselves, so the first render is not forty cards in one long task (TBT).
 */
export const FIRST_SCREEN_PROMOTED_ROWS = 1;

/** A home page row of a promoted category shows this many products ("전체보기" takes over after). */
export const PROMOTED_ROW_SIZE = 10;

/**
 * How wide each kind of picture is drawn (an `<img>`'s `sizes`), for the browser to pick a file
 * before layout; the server's preload of a lead image names the same, so both pick one file.
 */
export const PICTURE_SIZES = {
  /** A product card: two columns on a phone, a fixed tile on wider screens. */
  card: '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw',
  /** The product page's gallery: the screen's width on a phone, half of a laptop's. */
  gallery: '(min-width: 1024px) 560px, 100vw',
  /** The story tab's long images: the column's width. */
  story: '(min-width: 768px) 720px, 100vw',
  /** A thumbnail of about 64 px. */
  thumb: '96px',
} as const;

const PRODUCT_PAGE = /^\/products\/([1-9]\d{0,9})$/;

/** The tenant's settings every page's header reads. */
export const TENANT_QUERY: FirstScreenQuery = { operation: 'University', variables: {} };

/**
 * The first screen's queries of `pathname` (and `search`, without its `?`) for a visitor, beyond
 * the tenant's: home needs its banners and its first promoted row (known from the tenant's
 * answer), the list its categories and, unfiltered, its first page, a product page its product.
 * Any other route, or a filtered list's page, is left to the screen.
 */
export function firstScreenQueries(pathname: string, search: string, promotedCategoryIds: readonly number[]): FirstScreenQuery[] {
  if (pathname === '/') {
    return [
      { operation: 'Ads', variables: {} },
      ...promotedCategoryIds
        .slice(0, FIRST_SCREEN_PROMOTED_ROWS)
        .map((categoryId): FirstScreenQuery => ({ operation: 'ProductList', variables: { data: { categoryId, limit: PROMOTED_ROW_SIZE } } })),
    ];
  }
  if (pathname === '/products') {
    return [
      { operation: 'ProductCategories', variables: { data: { isGroup: false } } },
      { operation: 'ProductCategories', variables: { data: { isGroup: true } } },
      ...(search === '' ? [{ operation: 'ProductList', variables: { data: { limit: PRODUCT_PAGE_SIZE, cursor: null } }, pages: true } as const] : []),
    ];
  }
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (id !== undefined && Number(id) <= 2_147_483_647) return [{ operation: 'ProductDetail', variables: { id: Number(id) } }];
  return [];
}
