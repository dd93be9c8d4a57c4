import type { ScenarioDeliveryTemplate } from './types';

export const DeliveryTemplateId = {
  FREE: 1,
  PAY: 2,
  CONDITIONAL_FREE: 3,
  PER_FIVE: 4,
  GROUP_TIERS: 5,
} as const;

const SHIPPING_ADDRESS = '대전광역시 유성구 한빛대학로 123 학생회관 1층 생협 물류실 (34134)';
const RETURN_ADDRESS = '대전광역시 대덕구 대화로 160 대전물류센터 3층 한빛생협 반품담당 (34368)';

const base = {
  condition: 0,
  quantity: 0,
  quantityCount0: 0,
  quantityCount1: 0,
  quantityCount2: 0,
  quantityPrice0: 0,
  quantityPrice1: 0,
  quantityPrice2: 0,
  shippingAddress: SHIPPING_ADDRESS,
  returnAddress: RETURN_ADDRESS,
  returnFee: 3000,
  exchangeFee: 6000,
} satisfies Partial<ScenarioDeliveryTemplate>;

export const deliveryTemplates: ScenarioDeliveryTemplate[] = [
  {
    ...base,
    key: 'delivery-template.free',
    id: DeliveryTemplateId.FREE,
    name: '무료배송',
    deliveryType: 'FREE',
    deliveryFee: 0,
  },
  {
    ...base,
    key: 'delivery-template.pay',
    id: DeliveryTemplateId.PAY,
    name: '기본 배송비 3,000원',
    deliveryType: 'PAY',
    deliveryFee: 3000,
  },
  {
    ...base,
    key: 'delivery-template.conditional-free',
    id: DeliveryTemplateId.CONDITIONAL_FREE,
    name: '5만원 이상 무료배송',
    deliveryType: 'CONDITIONALFREE',
    deliveryFee: 3000,
    condition: 50000,
  },
  {
    ...base,
    key: 'delivery-template.per-five',
    id: DeliveryTemplateId.PER_FIVE,
    name: '5개마다 배송비 3,000원',
    deliveryType: 'BYQUANTITY',
    deliveryFee: 3000,
    quantity: 5,
  },
  {
    ...base,
    key: 'delivery-template.group-tiers',
    id: DeliveryTemplateId.GROUP_TIERS,
    name: '단체 주문 수량별 배송비',
    deliveryType: 'BYQUANTITY',
    deliveryFee: 3000,
    quantity: 0,
    // The last tier is open-ended: more than quantityCount1 items pay quantityPrice2.
    quantityCount0: 10,
    quantityCount1: 30,
    quantityCount2: 0,
    quantityPrice0: 3000,
    quantityPrice1: 5000,
    quantityPrice2: 8000,
    returnFee: 5000,
    exchangeFee: 10000,
  },
];
