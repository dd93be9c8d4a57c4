import { z } from 'zod';
import { DeliveryType } from '../enums';
import { invalidState } from '../errors/errors';
import type { DeliveryFeeRule } from '../cart/delivery-fee';

/*
 * Delivery templates as staff write them (docs/product-rules.md#cart-and-delivery-fees, ADR 0046).
 * Each DeliveryType needs its own fields; the ones it does not use are stored as 0, so that a
 * template reads as exactly the rule the cart applies (domain/cart/delivery-fee.ts).
 */

/** Far above any parcel fee; a typo with an extra zero or three is refused. */
export const FEE_MAX = 1_000_000;
/** The largest subtotal a free-delivery condition may name. */
export const CONDITION_MAX = 100_000_000;
/** The largest item count a quantity rule may name (a cart line holds at most 999). */
export const QUANTITY_MAX = 10_000;
export const TEMPLATE_NAME_MAX = 40;
export const ADDRESS_MAX = 200;

export const TEMPLATE_NOT_FOUND_MESSAGE = '배송 템플릿을 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const TEMPLATE_IN_USE_MESSAGE = '상품이 쓰고 있는 배송 템플릿은 지울 수 없어요. 상품의 배송 템플릿을 먼저 바꿔 주세요.';
export const TEMPLATE_NAME_MESSAGE = `배송 템플릿 이름을 1~${TEMPLATE_NAME_MAX}자로 입력해 주세요.`;
export const DELIVERY_TYPE_MESSAGE = '배송비 방식을 무료, 유료, 조건부 무료, 수량별 중에서 골라 주세요.';
export const PAY_FEE_MESSAGE = `배송비를 1원 이상 ${FEE_MAX.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`;
export const CONDITION_MESSAGE = `무료배송 기준 금액을 1원 이상 ${CONDITION_MAX.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`;
export const REPEAT_UNIT_MESSAGE = `배송비를 매길 수량 단위를 1~${QUANTITY_MAX.toLocaleString('ko-KR')}개로 입력해 주세요.`;
export const TIER_COUNTS_MESSAGE = '수량 구간은 첫 구간보다 둘째 구간의 수량이 커야 해요. 예: 10개까지, 30개까지.';
export const TIER_FIRST_MESSAGE = `첫 구간의 수량을 1~${QUANTITY_MAX.toLocaleString('ko-KR')}개로 입력해 주세요.`;
export const TIER_LAST_MESSAGE = '마지막 구간의 수량은 0(제한 없음)이거나 둘째 구간보다 커야 해요.';
export const FEE_RANGE_MESSAGE = `금액은 0원 이상 ${FEE_MAX.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`;
export const SHIPPING_ADDRESS_MESSAGE = `출고지 주소를 1~${ADDRESS_MAX}자로 입력해 주세요.`;
export const RETURN_ADDRESS_MESSAGE = `반품 받을 주소를 1~${ADDRESS_MAX}자로 입력해 주세요.`;

const won = (message: string, max = FEE_MAX) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });
const count = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(QUANTITY_MAX, { error: message });
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const templateFields = z.object({
  name: text(TEMPLATE_NAME_MESSAGE, TEMPLATE_NAME_MAX),
  deliveryType: z.enum(DeliveryType, { error: DELIVERY_TYPE_MESSAGE }),
  deliveryFee: won(PAY_FEE_MESSAGE),
  condition: won(CONDITION_MESSAGE, CONDITION_MAX),
  quantity: count(REPEAT_UNIT_MESSAGE),
  quantityCount0: count(TIER_FIRST_MESSAGE),
  quantityCount1: count(TIER_COUNTS_MESSAGE),
  quantityCount2: count(TIER_LAST_MESSAGE),
  quantityPrice0: won(FEE_RANGE_MESSAGE),
  quantityPrice1: won(FEE_RANGE_MESSAGE),
  quantityPrice2: won(FEE_RANGE_MESSAGE),
  shippingAddress: text(SHIPPING_ADDRESS_MESSAGE, ADDRESS_MAX),
  returnAddress: text(RETURN_ADDRESS_MESSAGE, ADDRESS_MAX),
  returnFee: won(FEE_RANGE_MESSAGE),
  exchangeFee: won(FEE_RANGE_MESSAGE),
});

export type DeliveryTemplateFields = z.output<typeof templateFields>;

/** The fee fields a rule does not use, as 0. */
const UNUSED = {
  deliveryFee: 0,
  condition: 0,
  quantity: 0,
  quantityCount0: 0,
  quantityCount1: 0,
  quantityCount2: 0,
  quantityPrice0: 0,
  quantityPrice1: 0,
  quantityPrice2: 0,
} as const;

/**
 * Whether a BYQUANTITY template charges per started unit of `quantity` items (rather than the three
 * tiers): the same test delivery-fee.ts makes.
 */
export const chargesPerUnit = (rule: Pick<DeliveryFeeRule, 'quantity'>) => rule.quantity > 0;

function issue(context: z.RefinementCtx, path: string, message: string): void {
  context.addIssue({ code: 'custom', path: [path], message });
}

/** Each type's fields, checked in the order the editor shows them; the rest become 0. */
function checkRule(fields: DeliveryTemplateFields, context: z.RefinementCtx): void {
  switch (fields.deliveryType) {
    case 'FREE':
      return;
    case 'PAY':
      if (fields.deliveryFee < 1) issue(context, 'deliveryFee', PAY_FEE_MESSAGE);
      return;
    case 'CONDITIONALFREE':
      if (fields.deliveryFee < 1) issue(context, 'deliveryFee', PAY_FEE_MESSAGE);
      if (fields.condition < 1) issue(context, 'condition', CONDITION_MESSAGE);
      return;
    case 'BYQUANTITY':
      if (chargesPerUnit(fields)) {
        if (fields.deliveryFee < 1) issue(context, 'deliveryFee', PAY_FEE_MESSAGE);
        return;
      }
      if (fields.quantityCount0 < 1) issue(context, 'quantityCount0', TIER_FIRST_MESSAGE);
      else if (fields.quantityCount1 <= fields.quantityCount0) issue(context, 'quantityCount1', TIER_COUNTS_MESSAGE);
      else if (fields.quantityCount2 !== 0 && fields.quantityCount2 <= fields.quantityCount1) issue(context, 'quantityCount2', TIER_LAST_MESSAGE);
      return;
  }
}

function normalize(fields: DeliveryTemplateFields): DeliveryTemplateFields {
  switch (fields.deliveryType) {
    case 'FREE':
      return { ...fields, ...UNUSED };
    case 'PAY':
      return { ...fields, ...UNUSED, deliveryFee: fields.deliveryFee };
    case 'CONDITIONALFREE':
      return { ...fields, ...UNUSED, deliveryFee: fields.deliveryFee, condition: fields.condition };
    case 'BYQUANTITY':
      return chargesPerUnit(fields)
        ? { ...fields, ...UNUSED, deliveryFee: fields.deliveryFee, quantity: fields.quantity }
        : { ...fields, deliveryFee: 0, condition: 0, quantity: 0 };
  }
}

/** A template's fields as staff send them, checked per type and with unused fee fields set to 0. */
export const deliveryTemplateInput = templateFields.superRefine(checkRule).transform(normalize);

const templateId = z.number({ error: TEMPLATE_NOT_FOUND_MESSAGE }).int({ error: TEMPLATE_NOT_FOUND_MESSAGE }).positive({ error: TEMPLATE_NOT_FOUND_MESSAGE });

export const updateDeliveryTemplateInput = z.object({
  id: templateId,
  expectedUpdatedAt: z.union([z.string(), z.date()], { error: '수정 기준 시각이 없어요. 새로고침한 뒤 다시 저장해 주세요.' }),
  template: deliveryTemplateInput,
});

export const deleteDeliveryTemplateInput = z.object({ id: templateId });

/** A template products use is kept: their cart lines and orders would have no fee rule. */
export function checkDeliveryTemplateDelete(productCount: number): void {
  if (productCount > 0) throw invalidState(TEMPLATE_IN_USE_MESSAGE);
}

/** The Korean names of the fee rules, for the editor and the list. */
export const DELIVERY_TYPE_LABEL = {
  FREE: '무료',
  PAY: '유료',
  CONDITIONALFREE: '조건부 무료',
  BYQUANTITY: '수량별',
} as const satisfies Record<DeliveryType, string>;
