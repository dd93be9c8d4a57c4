import { z } from 'zod';
import { PayMethod } from '../enums';
import { deliveryAddressSchema } from '../account/delivery-address-input';

/** An order's delivery address: the saved-address fields, plus whether to save it as the default. */
export const orderDeliverySchema = deliveryAddressSchema.extend({
  saveAsDefault: z.boolean().nullish().transform((save) => save === true),
});

export type OrderDeliveryFields = z.output<typeof orderDeliverySchema>;

export const placeOrderSchema = z.object({
  // The cart's own rules check the ids (cart-validation.ts: how many, whose, still orderable).
  cartIds: z.array(z.number()),
  payMethod: z.enum(PayMethod, { error: '결제 수단을 선택해 주세요.' }),
  pointUsing: z
    .number({ error: '사용할 포인트를 숫자로 입력해 주세요.' })
    .int({ error: '포인트는 1P 단위로 사용할 수 있어요.' })
    .min(0, { error: '사용할 포인트는 0P 이상으로 입력해 주세요.' })
    .max(Number.MAX_SAFE_INTEGER, { error: '사용할 포인트가 너무 커요.' }),
  // Checked only when some line ships to an address: group pickups need none.
  delivery: z.unknown().nullish(),
  // Checked by the plan only when a line is made to order (domain/production/personalised-consent.ts).
  personalisedConsent: z.boolean().nullish(),
  // Checked only for products behind an open waiting room (domain/waiting-room, ADR 0073).
  waitingRoomPasses: z.array(z.string().max(1_000)).max(50).nullish(),
});

export type PlaceOrderFields = z.output<typeof placeOrderSchema>;
