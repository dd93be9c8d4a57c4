/*
 * The production freeze (docs/product-rules.md#group-purchases): from this moment the factory works
 * from the sheet, so a personalised line can no longer be changed or cancelled by its buyer. A
 * product's own freeze (staff froze it) wins over its campaign's planned one, whichever came first.
 */

/** The moment the product's production froze, or null when it has not been set. */
export function productionFreezeAt(productFrozenAt: Date | null | undefined, campaignFreezeAt: Date | null | undefined): Date | null {
  const moments = [productFrozenAt, campaignFreezeAt].filter((at): at is Date => at != null);
  if (moments.length === 0) return null;
  return new Date(Math.min(...moments.map((at) => at.getTime())));
}

/**
 * The campaign's planned freeze as it counts for the product: production starts then unless the
 * campaign failed, whose lines are all cancelled anyway (ADR 0062).
 */
export function campaignFreezeAt(campaign: { status: string; productionFreezeAt: Date } | null | undefined): Date | null {
  return campaign && campaign.status !== 'FAILED' ? campaign.productionFreezeAt : null;
}

/** Whether production is frozen at `now`. */
export function isProductionFrozen(freezeAt: Date | null, now: Date): boolean {
  return freezeAt !== null && freezeAt.getTime() <= now.getTime();
}


/** The staff audit entry of a freeze (a product change: its production froze and a version was made). */
export function freezeAudit(productId: number, version: number, frozenAt: Date) {
  return {
    objectType: 'PRODUCT' as const,
    objectId: productId,
    action: 'product.freezeProduction',
    summary: `제작을 확정하고 제작 시트 v${version}을 만들었어요`,
    after: { productionFrozenAt: frozenAt.toISOString(), sheetVersion: version },
  };
}
