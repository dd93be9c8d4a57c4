import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderWithSpecificationDocument, PayOrderDocument, RegisterBillingKeyDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forget, invalidate, queryGroups } from '../../lib/invalidation';
import type { PaymentReturn } from './payment-return';
import { trackPurchaseOnce, type PaidOrder } from './purchase-tracking';

export interface ConfirmPaymentVariables {
  orderId: number;
  payment: PaymentReturn;
}

/**
 * payOrder with what the payment window returned. An arrival without merchant_uid (a point-only
 * order the checkout sent straight here, or a PG that appends nothing) takes the order's own.
 */
async function confirmPayment({ orderId, payment }: ConfirmPaymentVariables): Promise<PaidOrder> {
  if (payment.customerUid && !payment.failed) {
    const { registerBillingKey } = await request(RegisterBillingKeyDocument, { data: { orderId, customerUid: payment.customerUid } });
    return registerBillingKey;
  }
  // A key window that failed charged nothing: the order as it is (its own merchant uid, no payment).
  const ownUid = payment.customerUid ? null : payment.merchantUid;
  const merchantUid = ownUid ?? (await request(OrderWithSpecificationDocument, { id: orderId })).order.mUid;
  const impUid = payment.customerUid ? null : payment.impUid;
  const { payOrder } = await request(PayOrderDocument, { data: { orderId, impUid, merchantUid } });
  return payOrder;
}

/** The completion page's one server call; the page shows its refusal itself (with a retry). */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    meta: { showError: false },
    onSuccess: (order) => {
      trackPurchaseOnce(order);
      // A failed payment returns points too, and a paid one changes those to be earned: forgotten, not stale.
      void invalidate(queryClient, queryGroups.payment);
      void forget(queryClient, queryGroups.points);
    },
  });
}
