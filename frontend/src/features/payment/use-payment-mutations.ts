import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderWithSpecificationDocument, PayOrderDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { forgetPoints } from '../../lib/point-queries';
import type { PaymentReturn } from './payment-return';
import { trackPurchaseOnce, type PaidOrder } from './purchase-tracking';

export interface ConfirmPaymentVariables {
  orderId: number;
  payment: PaymentReturn;
}

/**
 * What a payment touches besides the order: a failed one puts the lines back in the cart and
 * returns stock and points; a paid one changes the order lists and the points to be earned.
 * The points are forgotten rather than marked stale (lib/point-queries.ts).
 */
const CHANGED_BY_PAYMENT = new Set([
  'MyCart',
  'CartsCheckouted',
  'OrderList',
  'OrderDetail',
  'OrderWithSpecification',
  'OrderProductCount',
  'ProductDetail',
  'ProductList',
]);

/**
 * payOrder with what the payment window returned. An arrival without merchant_uid (a point-only
 * order the checkout sent straight here, or a PG that appends nothing) takes the order's own.
 */
async function confirmPayment({ orderId, payment }: ConfirmPaymentVariables): Promise<PaidOrder> {
  const merchantUid = payment.merchantUid ?? (await request(OrderWithSpecificationDocument, { id: orderId })).order.mUid;
  const { payOrder } = await request(PayOrderDocument, { data: { orderId, impUid: payment.impUid, merchantUid } });
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
      void queryClient.invalidateQueries({ predicate: (query) => CHANGED_BY_PAYMENT.has(String(query.queryKey[0])) });
      void forgetPoints(queryClient);
    },
  });
}
