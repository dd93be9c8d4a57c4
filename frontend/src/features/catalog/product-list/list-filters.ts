import type { ProductsInput } from '../../../lib/__generated__/graphql';
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
  };
}

export function listHref(filters: ListFilters): string {
  return paths.products({
    category: filters.categoryId,
    sub: filters.subCategoryId,
    group: filters.groupCategoryId,
    available: filters.onlyAvailable,
  });
}

export function toProductsInput(filters: ListFilters): ProductsInput {
  const input: ProductsInput = {};
  if (filters.categoryId !== null) input.categoryId = filters.categoryId;
  if (filters.subCategoryId !== null) input.subCategoryId = filters.subCategoryId;
  if (filters.groupCategoryId !== null) input.groupCategoryId = filters.groupCategoryId;
  if (filters.onlyAvailable) input.onlyAvailable = true;
  return input;
}
