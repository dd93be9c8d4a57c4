import type { ProductType } from './__generated__/graphql';

/**
 * The type badge a card and the product page show. Regular stock (SINGLEFREE) gets none: it is
 * what a shop sells by default, and a badge on most cards would drown the ones that matter.
 */
export function productTypeLabel(type: ProductType): string | null {
  if (type === 'SINGLEORDER') return '공동구매';
  if (type === 'GROUPORDER') return '단체주문';
  return null;
}
