// The page sizes of docs/product-rules.md#paging, free of zod so that the screens import them
// without shipping the input schemas: the API, the mocked API and the pagers count alike.

/** Orders, reviews, points and restock notifications show 10 per page. */
export const PAGE_SIZE = 10;

/** Products come 20 per page (a cursor page); a caller may ask for fewer. */
export const PRODUCT_PAGE_SIZE = 20;
