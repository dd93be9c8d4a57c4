import { AUTHORITY, StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';
import type { StaffProductInput } from './staff-product-input';

/*
 * The audit entries of the console's product writes (docs/product-rules.md#staff), written once
 * for the API and the mocked API: the action codes, the Korean sentences and the fields compared.
 */

type DateField = 'saleStartedAt' | 'saleEndedAt' | 'deliverStartedAt' | 'deliverEndedAt' | 'fastDeliverStartedAt' | 'fastDeliverEndedAt';

export type AuditedFields = Omit<StaffProductInput, 'productGroupDelivery' | DateField> & {
  [Field in DateField]?: Date | null;
} & {
  productGroupDelivery: { name: string; address: string } | null;
};

/**
 * The fields the audit log compares, as plain JSON: the rich texts by length only (the log is
 * read for who changed what, and a 50,000-character page twice over would bury it).
 */
export function auditFields(fields: AuditedFields): Record<string, unknown> {
  const date = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return {
    productType: fields.productType,
    productVisible: fields.productVisible,
    productReviewGroupId: fields.productReviewGroupId,
    deliveryTemplateId: fields.deliveryTemplateId,
    name: fields.name,
    description: fields.description,
    price: fields.price,
    salePrice: fields.salePrice,
    code: fields.code,
    saleStartedAt: date(fields.saleStartedAt),
    saleEndedAt: date(fields.saleEndedAt),
    deliverStartedAt: date(fields.deliverStartedAt),
    deliverEndedAt: date(fields.deliverEndedAt),
    fastDeliverStartedAt: date(fields.fastDeliverStartedAt),
    fastDeliverEndedAt: date(fields.fastDeliverEndedAt),
    storyLength: fields.productDetail.story.length,
    infoLength: fields.productDetail.info.length,
    faqLength: fields.productDetail.faq.length,
    tags: fields.tags,
    categoryIds: fields.categoryIds,
    pickupPoint: fields.productGroupDelivery ? `${fields.productGroupDelivery.name} (${fields.productGroupDelivery.address})` : null,
  };
}

const entry = (objectId: number, action: string, summary: string, rest: Partial<StaffAuditEntryDraft> = {}): StaffAuditEntryDraft => ({
  objectType: StaffAuditObjectType.PRODUCT,
  objectId,
  action,
  summary,
  ...rest,
});

export function productCreateAudit(productId: number, fields: AuditedFields): StaffAuditEntryDraft {
  return entry(productId, 'product.create', `상품 '${fields.name}'을(를) 만들었어요`, { after: auditFields(fields) });
}

export function productUpdateAudit(productId: number, before: AuditedFields, after: AuditedFields): StaffAuditEntryDraft {
  return entry(productId, 'product.update', '상품 정보를 고쳤어요', { before: auditFields(before), after: auditFields(after) });
}

export function productDuplicateAudit(
  source: { id: number; name: string; code: string },
  copy: { id: number; name: string; code: string; productVisible: number },
): StaffAuditEntryDraft {
  return entry(copy.id, 'product.duplicate', `'${source.name}'(${source.code})을(를) 복사해 새 상품을 만들었어요`, {
    after: { sourceId: source.id, code: copy.code, name: copy.name, productVisible: copy.productVisible },
  });
}

export function productVisibilityAudit(productId: number, before: number, after: number): StaffAuditEntryDraft {
  const hidden = after > AUTHORITY.NORMAL;
  return entry(productId, hidden ? 'product.hide' : 'product.show', hidden ? '상품을 학생에게 숨겼어요' : '상품을 학생에게 보였어요', {
    before: { productVisible: before },
    after: { productVisible: after },
  });
}
