import type * as Sdl from '../__generated__/schema-enums';
import { AUTHORITY } from '../enums';
import { isInSaleWindow, isVisibleTo } from './product-rules';
import { saleWindowState, saleWindowSummary, type SaleWindow } from './sale-window';
import { LOW_STOCK_THRESHOLD, stockLevelOf } from './stock-level';

/*
 * "Why is it not visible?" (issue 15 item 4, docs/product-rules.md#staff): every reason a student
 * (a NORMAL member or a visitor) would or would not see and buy a product now, as a list of checks
 * staff read on the product editor. Pure, so that the backend and the mocked API answer alike.
 */

/** The SDL's ProductVisibilityCheckKey: each value is one function below. */
export type VisibilityCheckKey = Sdl.ProductVisibilityCheckKey;

export interface VisibilityCheck {
  key: VisibilityCheckKey;
  ok: boolean;
  /** True when failing this check keeps the student from seeing or buying the product. */
  blocking: boolean;
  message: string;
}

export interface ChecklistCategory {
  content: string;
  visible: boolean;
  /** The parent main category's visibility; null for a main category. */
  parentVisible: boolean | null;
}

export interface ChecklistProduct extends SaleWindow {
  productVisible: number;
  image: string;
  /** The combinations' counts, or the product's own count when it has none. */
  stockRows: readonly number[];
  categories: readonly ChecklistCategory[];
  /** The delivery template's name; null when none is set (or it is gone). */
  deliveryTemplateName: string | null;
}

const LEVEL_NAMES: Record<number, string> = {
  [AUTHORITY.NORMAL]: '모든 학생',
  [AUTHORITY.HIDDEN]: '특별 회원 이상',
  [AUTHORITY.ADMINHIDDEN]: '운영진(열람) 이상',
  [AUTHORITY.ADMIN]: '운영진(관리자)만',
};

/** The Korean name of a visibility level, for the editor's picker and the checklist. */
export function visibilityLevelName(level: number): string {
  return LEVEL_NAMES[level] ?? `${level}등급 이상`;
}

function visibilityCheck(product: ChecklistProduct): VisibilityCheck {
  const ok = isVisibleTo(product, AUTHORITY.NORMAL);
  return {
    key: 'VISIBILITY',
    ok,
    blocking: true,
    message: ok
      ? '공개 범위가 모든 학생이에요.'
      : `공개 범위가 '${visibilityLevelName(product.productVisible)}'(이)라 학생에게는 목록에도 상품 페이지에도 보이지 않아요.`,
  };
}

function saleWindowCheck(product: ChecklistProduct, now: Date): VisibilityCheck {
  const ok = isInSaleWindow(
    { productVisible: product.productVisible, saleStartedAt: toDate(product.saleStartedAt), saleEndedAt: toDate(product.saleEndedAt) },
    now,
  );
  const summary = saleWindowSummary(saleWindowState(product, now));
  return {
    key: 'SALE_WINDOW',
    ok,
    blocking: true,
    message: ok ? `지금 판매 기간이에요. 학생에게는 '${summary}'(으)로 보여요.` : `지금은 판매 기간이 아니라 살 수 없어요. 학생에게는 '${summary}'(으)로 보여요.`,
  };
}

function stockCheck(product: ChecklistProduct): VisibilityCheck {
  const total = product.stockRows.reduce((sum, count) => sum + count, 0);
  const level = stockLevelOf(product.stockRows);
  if (level === 'SOLD_OUT') {
    return { key: 'STOCK', ok: false, blocking: true, message: '재고가 없어서 품절로 보이고 살 수 없어요. 옵션·재고 화면에서 재고를 넣어 주세요.' };
  }
  const low = level === 'LOW' ? ` 재고가 ${LOW_STOCK_THRESHOLD}개 이하인 ${product.stockRows.length > 1 ? '옵션이 있어요' : '상품이에요'}.` : '';
  return { key: 'STOCK', ok: true, blocking: true, message: `재고가 ${total}개 있어요.${low}` };
}

function categoryCheck(product: ChecklistProduct): VisibilityCheck {
  const shown = product.categories.filter((category) => category.visible && category.parentVisible !== false);
  if (product.categories.length === 0) {
    return {
      key: 'CATEGORY',
      ok: false,
      blocking: false,
      message: '카테고리가 없어서 카테고리 메뉴에서는 찾을 수 없어요. 전체 상품 목록에서만 보여요.',
    };
  }
  if (shown.length === 0) {
    return {
      key: 'CATEGORY',
      ok: false,
      blocking: false,
      message: `카테고리(${product.categories.map((category) => category.content).join(', ')})가 모두 숨김이라 카테고리 메뉴에서는 찾을 수 없어요.`,
    };
  }
  return { key: 'CATEGORY', ok: true, blocking: false, message: `${shown.map((category) => category.content).join(', ')} 카테고리에서 보여요.` };
}

function deliveryTemplateCheck(product: ChecklistProduct): VisibilityCheck {
  const ok = product.deliveryTemplateName !== null;
  return {
    key: 'DELIVERY_TEMPLATE',
    ok,
    blocking: true,
    message: ok ? `'${product.deliveryTemplateName}' 배송 템플릿으로 배송비를 계산해요.` : '배송 템플릿이 없어서 주문할 수 없어요. 배송 템플릿을 골라 주세요.',
  };
}

function imageCheck(product: ChecklistProduct): VisibilityCheck {
  const ok = product.image.trim() !== '';
  return {
    key: 'IMAGE',
    ok,
    blocking: false,
    message: ok ? '대표 이미지가 있어요.' : '대표 이미지가 없어서 목록에 빈 사진으로 보여요. 이미지 화면에서 올려 주세요.',
  };
}

function toDate(value: string | Date | null): Date | null {
  return value == null ? null : new Date(value);
}

/** The checks in the order staff read them: seen at all, then buyable, then found and shown well. */
export function visibilityChecklist(product: ChecklistProduct, now: Date): VisibilityCheck[] {
  return [
    visibilityCheck(product),
    saleWindowCheck(product, now),
    stockCheck(product),
    deliveryTemplateCheck(product),
    categoryCheck(product),
    imageCheck(product),
  ];
}

export type StudentVerdict = 'BUYABLE' | 'VISIBLE_NOT_BUYABLE' | 'HIDDEN';

/** The headline over the checklist, from the checks themselves. */
export function studentVerdict(checks: readonly Pick<VisibilityCheck, 'key' | 'ok' | 'blocking'>[]): StudentVerdict {
  if (checks.some((check) => check.key === 'VISIBILITY' && !check.ok)) return 'HIDDEN';
  return checks.some((check) => check.blocking && !check.ok) ? 'VISIBLE_NOT_BUYABLE' : 'BUYABLE';
}

export const STUDENT_VERDICT_TEXT: Record<StudentVerdict, string> = {
  BUYABLE: '지금 학생이 보고 살 수 있어요.',
  VISIBLE_NOT_BUYABLE: '학생에게 보이지만 지금은 살 수 없어요.',
  HIDDEN: '학생에게 보이지 않아요.',
};
