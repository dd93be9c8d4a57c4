import type { StaffProductInput } from '../../../../domain/catalog/staff-product-input';

type DateField = 'saleStartedAt' | 'saleEndedAt' | 'deliverStartedAt' | 'deliverEndedAt' | 'fastDeliverStartedAt' | 'fastDeliverEndedAt';

type AuditedFields = Omit<StaffProductInput, 'productGroupDelivery' | DateField> & {
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
