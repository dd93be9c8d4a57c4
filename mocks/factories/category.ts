// Categories: a main category with its visible sub categories, two levels deep and acyclic.
import type * as T from '../__generated__/types';
import { nextId, pick, withOverrides } from './random';
import { CATEGORY_TREE } from './vocabulary';

const UNIVERSITY_ID = 1;

function node(id: number, content: string, parent: T.ProductCategory | null): T.ProductCategory {
  return {
    __typename: 'ProductCategory',
    id,
    universityId: UNIVERSITY_ID,
    categoryId: parent?.id ?? null,
    category: parent,
    categories: [],
    content,
    visible: true,
    isGroup: false,
  };
}

/** A main category (아우터, 플리스 …) with its sub categories; `content` picks which one. */
export function buildProductCategory(overrides?: Partial<T.ProductCategory>): T.ProductCategory {
  const names = Object.keys(CATEGORY_TREE);
  const content = overrides?.content ?? pick(names);
  const id = overrides?.id ?? nextId('ProductCategory');
  const self = node(id, content, null);
  const parentLink = node(id, content, null);
  self.categories = (CATEGORY_TREE[content] ?? []).map((sub) => node(nextId('ProductCategory'), sub, parentLink));
  return withOverrides(self, overrides);
}

export function buildProductCategoryTagged(overrides?: Partial<T.ProductCategoryTagged>): T.ProductCategoryTagged {
  const category =
    overrides?.productCategory ?? buildProductCategory(overrides?.productCategoryId ? { id: overrides.productCategoryId } : undefined);
  return withOverrides(
    {
      __typename: 'ProductCategoryTagged',
      id: overrides?.id ?? nextId('ProductCategoryTagged'),
      productId: overrides?.productId ?? nextId('Product'),
      productCategoryId: category.id,
      productCategory: category,
    },
    overrides,
  );
}
