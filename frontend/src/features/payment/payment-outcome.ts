import type { PaymentReturn } from './payment-return';
import type { PaidOrder } from './purchase-tracking';

/**
 * What the completion page says, from the order as the backend left it (never from the address
 * alone, which anyone can edit): paid; a virtual account awaiting its deposit; released after the
 * window failed; cancelled otherwise; or still awaiting a payment the window did not complete.
 */
export type PaymentOutcome = 'paid' | 'vbank' | 'released' | 'cancelled' | 'unpaid' | 'pending' | 'keyRegistered' | 'keyFailed';

export function paymentOutcome(order: PaidOrder, payment: PaymentReturn): PaymentOutcome {
  const spec = order.orderSpecification;
  // A billing-key window (CHARGE_AT_CLOSE) charged nothing: registered, or not.
  if (payment.customerUid) {
    const charge = order.campaignCharge;
    return !payment.failed && charge && charge.status !== 'CANCELLED' ? 'keyRegistered' : 'keyFailed';
  }
  if (spec.status === 'PAID') return 'paid';
  if (spec.status === 'CANCELLED') return payment.failed ? 'released' : 'cancelled';
  if (spec.payMethod === 'vbank' && spec.vbankNum) return 'vbank';
  return payment.failed ? 'unpaid' : 'pending';
}

export const OUTCOME_TITLES: Record<PaymentOutcome, string> = {
  paid: '주문 완료',
  vbank: '입금 대기',
  released: '결제 실패',
  cancelled: '취소된 주문',
  unpaid: '결제 미완료',
  pending: '결제 확인 중',
  keyRegistered: '결제 수단 등록 완료',
  keyFailed: '결제 수단 등록 실패',
};
