import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { PayMethod } from '../../db/enums';

/** The smallest amount a PG takes for a card, transfer, virtual account or KakaoPay payment. */
export const MIN_PG_AMOUNT = 100;

const NOTE_MAX = 100;

/**
 * An order's delivery address, with the messages of the saved-address form (the same fields in
 * the same words). The phone number is stored in E.164 like every number the shop keeps.
 */
export const orderDeliverySchema = z.object({
  name: z
    .string()
    .trim()
    .refine((name) => [...name].length >= 1 && [...name].length <= 20, { error: '받는 분 이름은 1~20자로 입력해 주세요.' }),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리로 입력해 주세요. 주소 검색으로 찾을 수 있습니다.' }),
  address: z
    .string()
    .trim()
    .min(1, { error: '주소를 입력해 주세요. 주소 검색으로 찾을 수 있습니다.' })
    .max(200, { error: '주소는 200자까지 입력할 수 있습니다.' }),
  detailAddress: z.string().trim().max(100, { error: '상세 주소는 100자까지 입력할 수 있습니다.' }),
  tel: z
    .string()
    .trim()
    .transform((tel, ctx) => {
      const parsed = parsePhoneNumberFromString(tel, 'KR');
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678' });
        return z.NEVER;
      }
      return parsed.number;
    }),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, { error: `배송 메모는 ${NOTE_MAX}자까지 입력할 수 있습니다.` })
    .nullish()
    .transform((note) => note || null),
  saveAsDefault: z.boolean().nullish().transform((save) => save === true),
});

export type OrderDeliveryFields = z.output<typeof orderDeliverySchema>;

export const placeOrderSchema = z.object({
  // The cart's own rules check the ids (cart-validation.ts: how many, whose, still orderable).
  cartIds: z.array(z.number()),
  payMethod: z.enum(PayMethod, { error: '결제 수단을 선택해 주세요.' }),
  pointUsing: z
    .number({ error: '사용할 포인트를 숫자로 입력해 주세요.' })
    .int({ error: '포인트는 1P 단위로 사용할 수 있습니다.' })
    .min(0, { error: '사용할 포인트는 0P 이상으로 입력해 주세요.' })
    .max(Number.MAX_SAFE_INTEGER, { error: '사용할 포인트가 너무 큽니다.' }),
  // Checked only when some line ships to an address: group pickups need none.
  delivery: z.unknown().nullish(),
});

export type PlaceOrderFields = z.output<typeof placeOrderSchema>;
