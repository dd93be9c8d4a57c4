import { useCallback } from 'react';
import type { PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import { useShopIntegrations } from '../../lib/shop-integrations';
import { openPaymentWindow } from './open-payment-window';

/**
 * `openPaymentWindow` with the tenant's merchant code from the cached ShopIntegrations (the shell
 * asked it already), so the pay button does not wait for another request.
 */
export function usePaymentWindow(): (payment: PaymentRequestFieldsFragment, orderId: number) => Promise<void> {
  const { data } = useShopIntegrations();
  const merchantCode = data?.portoneMerchantCode;
  return useCallback(
    (payment, orderId) => openPaymentWindow(payment, orderId, merchantCode === undefined ? {} : { merchantCode }),
    [merchantCode],
  );
}
