import { AUTHORITY } from '../../../../../domain/enums';
import { visibilityLevelName } from '../../../../../domain/catalog/visibility-checklist';
import type { ProductType, StaffProductSort } from '../../../lib/__generated__/graphql';

/** The console's names of the product types (the storefront shows only two of them as badges). */
export const PRODUCT_TYPE_NAMES = {
  SINGLEFREE: '일반 판매',
  SINGLEORDER: '공동구매',
  GROUPORDER: '단체주문',
} as const satisfies Record<ProductType, string>;

export const SORT_NAMES = {
  NEWEST: '최신 등록순',
  NAME: '이름순',
  PRICE: '판매가 낮은순',
  STOCK: '재고 적은순',
  SALE_START: '판매 시작 빠른순',
} as const satisfies Record<StaffProductSort, string>;

export const VISIBILITY_OPTIONS = Object.values(AUTHORITY).map((level) => ({ value: String(level), label: visibilityLevelName(level) }));
