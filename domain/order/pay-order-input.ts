import { z } from 'zod';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';

/*
 * payOrder's input and what the buyer is told when a payment cannot be applied, over plain values
 * (no ORM), shared by pay-order.service.ts, payment.service.ts and the mocked API.
 */

export const VERIFICATION_FAILED_MESSAGE =
  '결제 정보가 주문과 일치하지 않아 결제를 확인하지 못했어요. 결제된 금액이 있다면 자동으로 취소되며, 궁금한 점은 고객센터로 문의해 주세요.';
export const PAYMENT_NOT_FOUND_MESSAGE = '결제 내역을 찾지 못했어요. 결제를 다시 진행해 주세요.';
export const PAID_TOO_LATE_MESSAGE =
  '결제 기한이 지나 주문이 취소되었어요. 결제하신 금액은 자동으로 환불되며, 상품은 다시 주문해 주세요.';

/** Why an unpaid order was released: the provider reported its payment failed, or cancelled before paying. */
export function releaseReasonOf(payment: { status: string; failReason: string | null }): string {
  return payment.status === 'failed'
    ? `결제 실패${payment.failReason ? `: ${payment.failReason}` : ''}`
    : '결제가 완료되기 전에 취소되었어요.';
}

export const payOrderSchema = z.object({
  orderId: z.number().int().positive({ error: ORDER_NOT_FOUND_MESSAGE }),
  impUid: z
    .string()
    .trim()
    .max(100, { error: '결제 번호가 올바르지 않아요. 결제를 다시 진행해 주세요.' })
    .nullish()
    .transform((impUid) => impUid || null),
  merchantUid: z.string().trim().min(1, { error: '주문 번호가 없어요. 주문 내역에서 다시 확인해 주세요.' }),
});
