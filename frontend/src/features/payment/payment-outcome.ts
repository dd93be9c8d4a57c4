import type { PaymentReturn } from './payment-return';
import type { PaidOrder } from './purchase-tracking';

/**
 * What the completion page says, from the order as the backend left it (never from the address
 * alone, which anyone can edit): paid; a virtual account awaiting its deposit; released after the
 * window failed; cancelled otherwise; or still awaiting a payment the window did not complete.
 */
export type PaymentOutcome = 'paid' | 'vbank' | 'released' | 'cancelled' | 'unpaid' | 'pending';

export function paymentOutcome(order: PaidOrder, payment: PaymentReturn): PaymentOutcome {
  const spec = order.orderSpecification;
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
};
