import { PaymentGatewayError, type GatewayPayment, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Logger } from '../../logger';

/** Whether any of the payment can still be sent back. */
export function isStillRefundable(payment: GatewayPayment): boolean {
  return payment.status === 'paid' && payment.cancelAmount < payment.amount;
}

export type RefundResult = 'refunded' | 'nothing-to-refund' | 'failed';

/**
 * Sends back a payment the shop must not keep: one whose amount was tampered with, or one made
 * after its order had already been released. The payment is read again first (the caller holds
 * the order's lock, so a concurrent applier has finished by now and may have refunded it), then
 * whatever is left is cancelled with a matching checksum, so a refund can never happen twice.
 * A refusal or an unreachable provider is logged for staff and reported as 'failed'.
 */
export async function refundUnwantedPayment(
  gateway: PaymentGateway,
  payment: GatewayPayment,
  { reason, log, orderId }: { reason: string; log: Logger; orderId: number },
): Promise<RefundResult> {
  const context = { orderId, impUid: payment.impUid, merchantUid: payment.merchantUid };
  try {
    const fresh = await gateway.getPayment(payment.impUid);
    if (!fresh || !isStillRefundable(fresh)) return 'nothing-to-refund';
    const rest = fresh.amount - fresh.cancelAmount;
    await gateway.cancel({ impUid: fresh.impUid, amount: rest, checksum: rest, reason });
    log.warn({ ...context, amount: rest, reason }, 'unwanted payment refunded');
    return 'refunded';
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    log.error({ ...context, err: error, reason }, 'automatic refund failed: staff must refund this payment');
    return 'failed';
  }
}
