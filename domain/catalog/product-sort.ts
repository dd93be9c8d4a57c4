import { ProductSort } from '../enums';

/** The list's sort names as the shop shows them (docs/product-rules.md#search). */
export const PRODUCT_SORT_LABELS = {
  POPULAR: '인기순',
  NEWEST: '신상품',
  PRICE_ASC: '낮은 가격순',
  PRICE_DESC: '높은 가격순',
} as const satisfies Record<ProductSort, string>;

export const DEFAULT_PRODUCT_SORT: ProductSort = ProductSort.NEWEST;

/** Units ordered on lines that were not cancelled: what 인기순 ranks by. */
export const POPULAR_COUNTED_STATUSES = ['PAID', 'PREPARING', 'DELIVERING', 'COMPLETED'] as const;

export interface SortableProduct {
  id: number;
  soldOut: boolean;
  /** ISO time. */
  createdAt: string;
  salePrice: number;
  /** Units ordered (see POPULAR_COUNTED_STATUSES). */
  popularity: number;
}

type Key = (product: SortableProduct) => number | string;
type Direction = 'asc' | 'desc';

/**
 * Each order as keys after "sold out last", with their direction; newest then id break every tie. The
 * backend's SQL orders by the same list (product-list.service.ts), the mocked API by `compareProducts`.
 */
const SORT_KEYS = {
  POPULAR: [['popularity', 'desc'], ['createdAt', 'desc'], ['id', 'desc']],
  NEWEST: [['createdAt', 'desc'], ['id', 'desc']],
  PRICE_ASC: [['salePrice', 'asc'], ['createdAt', 'desc'], ['id', 'desc']],
  PRICE_DESC: [['salePrice', 'desc'], ['createdAt', 'desc'], ['id', 'desc']],
} as const satisfies Record<ProductSort, readonly (readonly [keyof SortableProduct, Direction])[]>;

export function compareProducts(sort: ProductSort): (a: SortableProduct, b: SortableProduct) => number {
  const keys: (readonly [Key, Direction])[] = [
    [(p) => (p.soldOut ? 1 : 0), 'asc'],
    ...SORT_KEYS[sort].map(([name, direction]) => [(p: SortableProduct) => p[name] as number | string, direction] as const),
  ];
  return (a, b) => {
    for (const [key, direction] of keys) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      const order = x < y ? -1 : 1;
      return direction === 'asc' ? order : -order;
    }
    return 0;
  };
}
