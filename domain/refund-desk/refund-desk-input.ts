import { z } from 'zod';
import { OrderCancelRequestStatus, StaffRefundStatus } from '../enums';
import { cancelInput, refundAccountInput } from '../order/order-input';
import { lineIdSchema } from '../staff/staff-input';

/*
 * The cancellations and refunds desk's requests (docs/decisions/0052), parsed alike by the
 * backend and the mocked API; the sentences staff and members read are in refund-desk-messages.ts.
 */

export const MAX_CANCEL_LINES = 50;
const LINES_MESSAGE = `취소할 주문 상품을 1~${MAX_CANCEL_LINES}개 골라 주세요.`;

const reasonSchema = cancelInput.shape.cancelReason;

export const staffCancelLinesSchema = z
  .array(lineIdSchema, { error: LINES_MESSAGE })
  .min(1, { error: LINES_MESSAGE })
  .max(MAX_CANCEL_LINES, { error: LINES_MESSAGE })
  .transform((ids) => [...new Set(ids)]);

/** Where a virtual-account order's refund goes when the buyer never registered one (staff enter it). */
export const staffRefundAccountSchema = refundAccountInput.omit({ orderId: true });

export const staffCancelInput = z.object({
  orderProductIds: staffCancelLinesSchema,
  reason: reasonSchema,
  refundAccount: staffRefundAccountSchema.nullish(),
});

export const cancelRequestInput = z.object({
  orderProductId: lineIdSchema,
  reason: reasonSchema,
});

const ANSWER_MESSAGE = '거절하는 이유를 2~500자로 적어 주세요. 회원에게 그대로 보여요.';
export const refuseCancelRequestInput = z.object({
  id: z.number().int().positive(),
  answer: z
    .string({ error: ANSWER_MESSAGE })
    .trim()
    .refine((answer) => [...answer].length >= 2 && [...answer].length <= 500, { error: ANSWER_MESSAGE }),
});

export const staffRefundsInput = z.object({
  status: z.enum(StaffRefundStatus, { error: '환불 상태는 PENDING, DONE, FAILED 중 하나로 골라 주세요.' }).nullish(),
});

export const staffCancelRequestsInput = z.object({
  status: z
    .enum(OrderCancelRequestStatus, { error: '요청 상태는 REQUESTED, APPROVED, REFUSED, WITHDRAWN 중 하나로 골라 주세요.' })
    .nullish(),
});
