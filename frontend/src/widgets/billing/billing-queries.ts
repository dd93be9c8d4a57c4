import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CheckoutSettleModesDocument,
  OrderCampaignChargeDocument,
  RequestBillingKeyDocument,
  type BillingKeyMethod,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { queryOptionsFor } from '../../lib/query-options';
import { useShopIntegrations } from '../../lib/shop-integrations';
import { openBillingKeyWindow } from '../../widgets/payment-window/open-billing-key-window';

/**
 * Whether the checkout's lines take part in a CHARGE_AT_CLOSE group purchase. A separate query, so
 * a shop whose API cannot say falls back to paying now rather than losing the checkout.
 */
export function useChargesAtClose({ direct = false }: { direct?: boolean } = {}): boolean {
  const { data } = useQuery(
    queryOptionsFor(CheckoutSettleModesDocument, direct ? { direct: true } : {}, { retry: false, meta: { showError: false } }),
  );
  return (
    data?.cartsCheckouted.cartsGroupedByDeliveryTemplate.some((group) =>
      group.carts.some((line) => line.product.campaign?.settleMode === 'CHARGE_AT_CLOSE'),
    ) ?? false
  );
}

/** The order's billing-key charge (결제 예약), for the order detail. */
export function useOrderCharge(orderId: number) {
  return useQuery(queryOptionsFor(OrderCampaignChargeDocument, { id: orderId }));
}

/** requestBillingKey, then the window that issues the key; it leaves the page unless it cannot open. */
export function useOpenBillingKeyWindow() {
  const { data } = useShopIntegrations();
  const merchantCode = data?.portoneMerchantCode;
  return useMutation({
    mutationFn: async ({ orderId, method }: { orderId: number; method: BillingKeyMethod }) => {
      const { requestBillingKey } = await request(RequestBillingKeyDocument, { data: { orderId, method } });
      await openBillingKeyWindow(requestBillingKey, merchantCode === undefined ? {} : { merchantCode });
    },
    meta: { showError: false },
  });
}
