import type { CampaignChargeFieldsFragment, PayOrderMutation } from '../../lib/__generated__/graphql';
import { analyticsItem } from '../../lib/analytics/analytics-item';
import { trackEvent } from '../../lib/analytics/track';
import { readFreshForTab, saveForTab } from '../../lib/tab-storage';

/** The completion page's order; a registered billing key comes with its charge (ADR 0064). */
export type PaidOrder = PayOrderMutation['payOrder'] & { campaignCharge?: CampaignChargeFieldsFragment | null };

const trackedKey = (mUid: string) => `purchase-tracked.${mUid}`;

/** Long enough for any reload or return visit in the same tab. */
const TRACKED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function alreadyTracked(mUid: string, now: number): boolean {
  return readFreshForTab(trackedKey(mUid), { fields: [], stamp: 'trackedAt', ttlMs: TRACKED_TTL_MS, now }) !== null;
}

/**
 * GA4 `purchase` once per order and tab: reloading the completion page (or coming back to it)
 * verifies the payment again but must not count the sale twice. Only money received counts, so
 * an issued virtual account waits for its deposit (ADR 0029).
 */
export function trackPurchaseOnce(order: PaidOrder): void {
  const now = Date.now();
  if (order.orderSpecification.status !== 'PAID' || alreadyTracked(order.mUid, now)) return;
  saveForTab(trackedKey(order.mUid), { trackedAt: now });
  const lines = order.orderProducts.filter((line) => line.status !== 'CANCELLED');
  trackEvent('purchase', {
    transaction_id: order.mUid,
    value: order.paidPrice,
    currency: 'KRW',
    shipping: order.deliveryFee,
    items: lines.map((line) =>
      analyticsItem(
        { id: line.product.id, name: line.productName, price: line.price, salePrice: line.salePrice, productType: line.product.productType },
        { variant: line.optionText || undefined, quantity: line.count },
      ),
    ),
  });
}
