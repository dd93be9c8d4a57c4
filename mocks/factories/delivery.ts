// Delivery templates, one of each fee rule with the numbers a co-op really uses.
import type { DeliveryFeeRule } from '../../domain/cart/delivery-fee';
import type * as T from '../__generated__/types';
import { daysBefore } from './clock';
import { nextId, pick, withOverrides } from './random';

const SHIPPING_ADDRESS = '대전광역시 유성구 한빛대학로 123 학생회관 1층 생협 물류실 (34134)';
const RETURN_ADDRESS = '대전광역시 대덕구 대화로 160 대전물류센터 3층 한빛생협 반품담당 (34368)';

type FeeRule = Pick<T.DeliveryTemplate, 'name' | 'quantityCount2' | keyof DeliveryFeeRule>;

const NO_TIERS = { quantityCount0: 0, quantityCount1: 0, quantityCount2: 0, quantityPrice0: 0, quantityPrice1: 0, quantityPrice2: 0 };

/** The fields each fee rule uses; the others stay 0 as the admin screen stores them. */
export const FEE_RULES: Record<T.DeliveryType, FeeRule> = {
  FREE: { name: '무료배송', deliveryType: 'FREE', deliveryFee: 0, condition: 0, quantity: 0, ...NO_TIERS },
  PAY: { name: '기본 배송비 3,000원', deliveryType: 'PAY', deliveryFee: 3000, condition: 0, quantity: 0, ...NO_TIERS },
  CONDITIONALFREE: {
    name: '5만원 이상 무료배송',
    deliveryType: 'CONDITIONALFREE',
    deliveryFee: 3000,
    condition: 50000,
    quantity: 0,
    ...NO_TIERS,
  },
  BYQUANTITY: { name: '5개마다 배송비 3,000원', deliveryType: 'BYQUANTITY', deliveryFee: 3000, condition: 0, quantity: 5, ...NO_TIERS },
};

/** A template; pass `deliveryType` to get that rule with its matching numbers. */
export function buildDeliveryTemplate(overrides?: Partial<T.DeliveryTemplate>): T.DeliveryTemplate {
  const rule = FEE_RULES[overrides?.deliveryType ?? pick(['FREE', 'PAY', 'CONDITIONALFREE', 'BYQUANTITY'] as const)];
  const createdAt = daysBefore(365);
  return withOverrides(
    {
      __typename: 'DeliveryTemplate',
      id: nextId('DeliveryTemplate'),
      ...rule,
      shippingAddress: SHIPPING_ADDRESS,
      returnAddress: RETURN_ADDRESS,
      returnFee: 3000,
      exchangeFee: 6000,
      createdAt,
      updatedAt: createdAt,
    },
    overrides,
  );
}
