import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { ADDRESS_REQUIRED_MESSAGE, DELIVERY_ADDRESS_LIMITS, DELIVERY_TEL_MESSAGE, POSTCODE_MESSAGE } from './delivery-address-limits';

// Pure (no ORM, no Node built-ins): the mocked API imports it in the browser through checkout's input.

const { nameMax, addressMax, detailAddressMax, noteMax } = DELIVERY_ADDRESS_LIMITS;

/**
 * A delivery address as the saved-address form and checkout both take it (checkout extends it), in
 * the same words. The phone number is stored in E.164 like every number the shop keeps.
 */
export const deliveryAddressSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((name) => [...name].length >= 1 && [...name].length <= nameMax, { error: `받는 분 이름은 1~${nameMax}자로 입력해 주세요.` }),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: POSTCODE_MESSAGE }),
  address: z
    .string()
    .trim()
    .min(1, { error: ADDRESS_REQUIRED_MESSAGE })
    .max(addressMax, { error: `주소는 ${addressMax}자까지 입력할 수 있어요.` }),
  detailAddress: z.string().trim().max(detailAddressMax, { error: `상세 주소는 ${detailAddressMax}자까지 입력할 수 있어요.` }),
  tel: z
    .string()
    .trim()
    .transform((tel, ctx) => {
      const parsed = parsePhoneNumberFromString(tel, 'KR');
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: DELIVERY_TEL_MESSAGE });
        return z.NEVER;
      }
      return parsed.number;
    }),
  note: z
    .string()
    .trim()
    .max(noteMax, { error: `배송 메모는 ${noteMax}자까지 입력할 수 있어요.` })
    .nullish()
    .transform((note) => note || null),
});
