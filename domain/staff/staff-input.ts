import { z } from 'zod';
import { OrderProductStatus, ReviewStatus } from '../enums';
import { invalidState, type AppError } from '../errors/errors';
import { LINE_STATUS_TEXT } from './staff-status-text';

/*
 * Staff requests as zod schemas and the sentences staff are told, over plain values (no ORM), so
 * that the staff services and the mocked API accept and refuse alike (docs/decisions/0019).
 */

export const STAFF_LINE_NOT_FOUND_MESSAGE = '주문 상품을 찾을 수 없어요. 주문 상품 번호를 다시 확인해 주세요.';
export const COMPANY_NOT_FOUND_MESSAGE = '택배사를 다시 선택해 주세요.';
export const STAFF_REVIEW_NOT_FOUND_MESSAGE = '리뷰를 찾을 수 없어요. 리뷰 번호를 다시 확인해 주세요.';
export const STOCK_PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없어요. 상품 번호를 다시 확인해 주세요.';
export const NOT_THIS_PRODUCTS_OPTION_MESSAGE = '이 상품의 옵션이 아니에요. 옵션을 다시 선택해 주세요.';
export const STOCK_BY_OPTION_MESSAGE = '옵션별로 재고를 관리하는 상품이에요. 재고를 바꿀 옵션을 선택해 주세요.';

/** What each line step expects, said before the line's actual status. */
export const STEP_EXPECTS = {
  confirm: '결제 완료 상태인 주문 상품만 주문 확인할 수 있어요.',
  ship: '상품 준비 중인 주문 상품만 발송 처리할 수 있어요. 먼저 주문 확인을 해 주세요.',
  completePickup: '단체 수령 주문 상품은 상품 준비 중이거나 배송 중일 때 완료 처리할 수 있어요.',
  complete: '배송 중인 주문 상품만 완료 처리할 수 있어요. 먼저 발송 처리를 해 주세요.',
} as const;

/** A line step refused because the line is in another status (line-process.ts raises it). */
export function wrongState(line: { productName: string; status: OrderProductStatus }, expected: string): AppError {
  return invalidState(`${expected} '${line.productName}' 상품은 지금 '${LINE_STATUS_TEXT[line.status]}' 상태예요.`);
}

export const lineIdSchema = z
  .number({ error: '주문 상품 번호를 숫자로 입력해 주세요.' })
  .int({ error: '주문 상품 번호를 숫자로 입력해 주세요.' })
  .positive({ error: '주문 상품 번호를 숫자로 입력해 주세요.' });

export const staffLinesInput = z.object({
  status: z
    .enum(OrderProductStatus, { error: `주문 상태는 ${Object.keys(OrderProductStatus).join(', ')} 중 하나로 골라 주세요.` })
    .nullish(),
});

export const shipInput = z.object({
  orderProductId: lineIdSchema,
  orderDeliveryCompanyId: z.number().int({ error: COMPANY_NOT_FOUND_MESSAGE }),
  // Scanners and people type waybill numbers with spaces or dashes; the carriers' pages want digits.
  shippingNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,20}$/, { error: '송장 번호를 8~20자리 숫자로 정확히 입력해 주세요.' })),
});

/** Far above any shelf; keeps a typo (an extra zero or five) from going live. */
export const MAX_STOCK = 100_000;

export const stockInput = z.object({
  productId: z.number().int({ error: '상품 번호를 숫자로 입력해 주세요.' }),
  productOptionDetailId: z.number().int({ error: '옵션을 다시 선택해 주세요.' }).nullish(),
  count: z
    .number({ error: '재고 수량을 숫자로 입력해 주세요.' })
    .int({ error: '재고 수량은 0 이상의 정수로 입력해 주세요.' })
    .min(0, { error: '재고 수량은 0 이상의 정수로 입력해 주세요.' })
    .max(MAX_STOCK, { error: `재고 수량은 ${MAX_STOCK.toLocaleString('ko-KR')}개 이하로 입력해 주세요.` }),
});

export const FEEDBACK_MIN = 2;
export const FEEDBACK_MAX = 500;
export const ANSWER_MAX = 1_000;

const reviewId = z.number().int({ error: '리뷰 번호를 숫자로 입력해 주세요.' });

export const moderateInput = z
  .object({
    reviewId,
    status: z.enum([ReviewStatus.APPLIED, ReviewStatus.REJECT], {
      error: '승인(APPLIED) 또는 반려(REJECT) 중 하나를 선택해 주세요.',
    }),
    feedback: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null),
    pinned: z.boolean().nullish(),
  })
  .superRefine((input, context) => {
    if (input.status !== ReviewStatus.REJECT) return;
    const length = input.feedback?.length ?? 0;
    if (length < FEEDBACK_MIN || length > FEEDBACK_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['feedback'],
        message: `반려 사유를 ${FEEDBACK_MIN}~${FEEDBACK_MAX}자로 입력해 주세요. 회원에게 그대로 보여져요.`,
      });
    }
    if (input.pinned) {
      context.addIssue({ code: 'custom', path: ['pinned'], message: '반려하는 리뷰는 상단에 고정할 수 없어요.' });
    }
  });

export const answerInput = z.object({
  reviewId,
  content: z
    .string()
    .trim()
    .min(1, { error: '답변 내용을 입력해 주세요.' })
    .max(ANSWER_MAX, { error: `답변은 ${ANSWER_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.` }),
});
