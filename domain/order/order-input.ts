import { z } from 'zod';
import { BANKS } from '../reference/reference';
import { orderDeliverySchema } from './place-order-input';

/*
 * The buyer's order-change requests (cancel, options, address, refund account) as zod schemas
 * over plain values, shared by the order services and the mocked API.
 */

export function bankNameOf(code: string): string | null {
  return BANKS.find((bank) => bank.code === code)?.name ?? null;
}

const CANCEL_REASON_MESSAGE = '취소 사유를 2~200자로 입력해 주세요.';

export const cancelInput = z.object({
  orderProductId: z.number().int(),
  cancelReason: z
    .string({ error: CANCEL_REASON_MESSAGE })
    .trim()
    .refine((reason) => [...reason].length >= 2 && [...reason].length <= 200, { error: CANCEL_REASON_MESSAGE }),
});

const OPTION_INPUT_MESSAGE = '입력 옵션은 1~20자로 입력해 주세요.';

export const optionsInput = z.object({
  orderProductId: z.number().int(),
  productOptionDetailId: z.number().int().nullish(),
  productOptionInputs: z
    .array(
      z
        .string({ error: OPTION_INPUT_MESSAGE })
        .trim()
        .refine((text) => [...text].length >= 1 && [...text].length <= 20, { error: OPTION_INPUT_MESSAGE }),
    )
    .nullish(),
});

export const deliveryInput = z.object({
  orderId: z.number().int(),
  delivery: orderDeliverySchema,
});

const ACCOUNT_MESSAGE = '계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)';
const HOLDER_MESSAGE = '예금주 이름은 2~20자로 입력해 주세요.';

export const refundAccountInput = z.object({
  orderId: z.number().int(),
  refundBankCode: z
    .string({ error: '환불받을 은행을 선택해 주세요.' })
    .trim()
    .refine((code) => bankNameOf(code) !== null, { error: '환불받을 은행을 목록에서 다시 선택해 주세요.' }),
  // Stored as digits only: that is what the PG's refund_account takes.
  refundAccount: z
    .string({ error: ACCOUNT_MESSAGE })
    .trim()
    .regex(/^[\d-]+$/, { error: ACCOUNT_MESSAGE })
    .transform((account) => account.replaceAll('-', ''))
    .refine((digits) => digits.length >= 10 && digits.length <= 20, { error: ACCOUNT_MESSAGE }),
  refundHolder: z
    .string({ error: HOLDER_MESSAGE })
    .trim()
    .refine((holder) => [...holder].length >= 2 && [...holder].length <= 20, { error: HOLDER_MESSAGE }),
});
