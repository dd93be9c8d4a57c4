import type { AuditSnapshot } from '../staff/staff-audit';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';

/*
 * The audit entries of the console's catalogue setup (ADR 0046), written once for the API and the
 * mocked API: the action code, the Korean sentence, and the fields recorded before and after.
 */

interface CategorySnapshot {
  content: string;
  visible: boolean;
  parentId?: number | null;
  position?: number;
}

const categoryFields = (category: CategorySnapshot): AuditSnapshot => ({
  content: category.content,
  visible: category.visible,
  ...(category.parentId === undefined ? {} : { parentId: category.parentId }),
  ...(category.position === undefined ? {} : { position: category.position }),
});

export function categoryCreatedAudit(id: number, category: CategorySnapshot & { parentId: number | null }): StaffAuditEntryDraft {
  return {
    objectType: 'CATEGORY',
    objectId: id,
    action: 'category.create',
    summary: category.parentId === null ? '대분류 카테고리를 만들었어요' : '하위 카테고리를 만들었어요',
    after: categoryFields(category),
  };
}

export function categoryUpdatedAudit(id: number, before: CategorySnapshot, after: CategorySnapshot): StaffAuditEntryDraft {
  const hidden = before.visible && !after.visible;
  const shown = !before.visible && after.visible;
  const moved = before.parentId !== after.parentId;
  return {
    objectType: 'CATEGORY',
    objectId: id,
    action: moved ? 'category.move' : hidden ? 'category.hide' : shown ? 'category.show' : 'category.update',
    summary: moved
      ? '카테고리를 다른 대분류로 옮겼어요'
      : hidden
        ? '카테고리를 숨겼어요'
        : shown
          ? '카테고리를 다시 보이게 했어요'
          : '카테고리 이름을 고쳤어요',
    before: categoryFields(before),
    after: categoryFields(after),
  };
}

export function categoryDeletedAudit(id: number, before: CategorySnapshot): StaffAuditEntryDraft {
  return { objectType: 'CATEGORY', objectId: id, action: 'category.delete', summary: '카테고리를 지웠어요', before: categoryFields(before) };
}

/** Recorded against the parent (0 for the main categories), with the names in the old and new order. */
export function categoriesReorderedAudit(parentId: number | null, before: readonly string[], after: readonly string[]): StaffAuditEntryDraft {
  return {
    objectType: 'CATEGORY',
    objectId: parentId ?? 0,
    action: 'category.reorder',
    summary: parentId === null ? '대분류 카테고리 순서를 바꿨어요' : '하위 카테고리 순서를 바꿨어요',
    before: { order: [...before] },
    after: { order: [...after] },
  };
}

type Promoted = readonly { categoryId: number; title: string }[];
const promotedText = (entries: Promoted) => entries.map((entry) => `${entry.categoryId}:${entry.title}`);

export function promotedCategoriesAudit(universityId: number, before: Promoted, after: Promoted): StaffAuditEntryDraft {
  return {
    objectType: 'SHOP',
    objectId: universityId,
    action: 'shop.promoted-categories',
    summary: '홈 추천 카테고리를 바꿨어요',
    before: { promotedCategories: promotedText(before) },
    after: { promotedCategories: promotedText(after) },
  };
}

const TEMPLATE_SUMMARY = { create: '배송 템플릿을 만들었어요', update: '배송 템플릿을 고쳤어요', delete: '배송 템플릿을 지웠어요' } as const;
const POINT_SUMMARY = { create: '단체 수령지를 만들었어요', update: '단체 수령지를 고쳤어요', delete: '단체 수령지를 지웠어요' } as const;

export function deliveryTemplateAudit(
  step: keyof typeof TEMPLATE_SUMMARY,
  id: number,
  before: AuditSnapshot | null,
  after: AuditSnapshot | null,
): StaffAuditEntryDraft {
  return { objectType: 'DELIVERY_TEMPLATE', objectId: id, action: `delivery-template.${step}`, summary: TEMPLATE_SUMMARY[step], before, after };
}

export function pickupPointAudit(
  step: keyof typeof POINT_SUMMARY,
  id: number,
  before: AuditSnapshot | null,
  after: AuditSnapshot | null,
): StaffAuditEntryDraft {
  return { objectType: 'PICKUP_POINT', objectId: id, action: `pickup-point.${step}`, summary: POINT_SUMMARY[step], before, after };
}
