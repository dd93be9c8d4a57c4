import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT_LABELS } from '../../../../../domain/catalog/product-sort';
import { normaliseSearchQuery } from '../../../../../domain/catalog/product-search';
import type { ProductSort, ProductsInput } from '../../../lib/__generated__/graphql';
import { paths } from '../../../lib/paths';

/**
 * The product list's filters as they live in the URL (`/products?category=75&sub=76&group=90&
 * available=1`), so back/forward, a refresh and a shared link all show the same list.
 */
export interface ListFilters {
  categoryId: number | null;
  subCategoryId: number | null;
  groupCategoryId: number | null;
  onlyAvailable: boolean;
  /** Search words (`q`), sort and price range (ADR 0058); left out (undefined) when not chosen. */
  q?: string | undefined;
  sort?: ProductSort | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export const NO_FILTERS: ListFilters = { categoryId: null, subCategoryId: null, groupCategoryId: null, onlyAvailable: false };

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Unknown or malformed parameters are ignored: a hand-edited link still opens a list. */
export function parseListFilters(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const categoryId = positiveInt(params.get('category'));
  return {
    categoryId,
    // A sub category only narrows its main category; without one it would float free of the menu.
    subCategoryId: categoryId === null ? null : positiveInt(params.get('sub')),
    groupCategoryId: positiveInt(params.get('group')),
    onlyAvailable: params.get('available') === '1',
    q: normaliseSearchQuery(params.get('q')) ?? undefined,
    sort: parseSort(params.get('sort')),
    minPrice: price(params.get('min')),
    maxPrice: price(params.get('max')),
  };
}

function price(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

function parseSort(value: string | null): ProductSort | undefined {
  return value !== null && value !== DEFAULT_PRODUCT_SORT && Object.hasOwn(PRODUCT_SORT_LABELS, value) ? (value as ProductSort) : undefined;
}

export function listHref(filters: ListFilters): string {
  return paths.products({
    category: filters.categoryId,
    sub: filters.subCategoryId,
    group: filters.groupCategoryId,
    available: filters.onlyAvailable,
    q: filters.q ?? null,
    sort: filters.sort ?? null,
    min: filters.minPrice ?? null,
    max: filters.maxPrice ?? null,
  });
}

export function toProductsInput(filters: ListFilters): ProductsInput {
  const input: ProductsInput = {};
  if (filters.categoryId !== null) input.categoryId = filters.categoryId;
  if (filters.subCategoryId !== null) input.subCategoryId = filters.subCategoryId;
  if (filters.groupCategoryId !== null) input.groupCategoryId = filters.groupCategoryId;
  if (filters.onlyAvailable) input.onlyAvailable = true;
  if (filters.q) input.q = filters.q;
  if (filters.sort) input.sort = filters.sort;
  if (filters.minPrice !== undefined) input.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) input.maxPrice = filters.maxPrice;
  return input;
}
