import { describe, expect, it } from 'vitest';
import { deliveryTemplates } from '../../../../mocks/scenarios/standard/delivery-templates';
import { deliveryHint, groupFeeLabel, quantityTiers, type CartGroup, type CartLine } from './cart-facts';

type Template = CartGroup['deliveryTemplate'];

const [base] = deliveryTemplates;
const template = (rule: Partial<Template>): Template => ({ ...(base as Template), deliveryType: 'PAY', deliveryFee: 3000, ...rule });

const line = (count: number, selected = true) => ({ count, selected }) as CartLine;

const group = (rule: Partial<Template>, lines: CartLine[], fee: Partial<CartGroup> = {}): CartGroup => ({
  deliveryTemplate: template(rule),
  carts: lines,
  deliveryFee: 3000,
  subtotal: 0,
  freeDeliveryRemaining: null,
  ...fee,
});

const tiers = { deliveryType: 'BYQUANTITY', quantityCount0: 10, quantityCount1: 30, quantityPrice0: 3000, quantityPrice1: 5000, quantityPrice2: 8000 } as const;

describe('delivery group wording', () => {
  it('says how much more makes a conditional group free, from the API amount', () => {
    expect(deliveryHint(group({ deliveryType: 'CONDITIONALFREE', condition: 50000 }, [line(1)], { freeDeliveryRemaining: 15000 }))).toBe(
      '15,000원 더 담으면 배송비가 무료예요.',
    );
    expect(deliveryHint(group({ deliveryType: 'CONDITIONALFREE', condition: 50000 }, [line(2)], { deliveryFee: 0 }))).toBe('조건을 채워 배송비가 무료예요.');
    expect(deliveryHint(group({ deliveryType: 'CONDITIONALFREE', condition: 50000 }, [line(1, false)], { deliveryFee: 0 }))).toBe(
      '50,000원 이상 담으면 배송비가 무료예요.',
    );
  });

  it('puts the next step of a per-N group in words', () => {
    const rule = { deliveryType: 'BYQUANTITY', quantity: 5 } as const;
    expect(deliveryHint(group(rule, [line(3)]))).toBe('5개마다 배송비 3,000원: 2개 더 담아도 배송비는 그대로예요.');
    expect(deliveryHint(group(rule, [line(5)]))).toBe('5개마다 배송비 3,000원: 1개 더 담으면 배송비 3,000원이 더 붙어요.');
    expect(deliveryHint(group(rule, [line(4, false)]))).toBe('5개마다 배송비 3,000원이 붙어요.');
  });

  it('names the tier a tiered group is in and where the next one starts, saying nothing in the last', () => {
    expect(deliveryHint(group(tiers, [line(4)]))).toBe('지금 4개: 10개까지 배송비 3,000원이고, 7개 더 담으면 5,000원이 돼요.');
    expect(deliveryHint(group(tiers, [line(10), line(5)]))).toBe('지금 15개: 30개까지 배송비 5,000원이고, 16개 더 담으면 8,000원이 돼요.');
    expect(deliveryHint(group(tiers, [line(31)]))).toBeNull();
  });

  it('skips a tier whose count is 0 (unused)', () => {
    expect(quantityTiers(template({ ...tiers, quantityCount1: 0 }))).toEqual([
      { upTo: 10, price: 3000 },
      { upTo: null, price: 8000 },
    ]);
  });

  it('labels the group fee, free, or nothing selected', () => {
    expect(groupFeeLabel(group({}, [line(1)]))).toBe('배송비 3,000원');
    expect(groupFeeLabel(group({ deliveryType: 'FREE', name: '기본 배송' }, [line(1)], { deliveryFee: 0 }))).toBe('배송비 무료');
    // "무료배송 … 무료배송": a template whose name says it already gets no second label.
    expect(groupFeeLabel(group({ deliveryType: 'FREE', name: '무료배송' }, [line(1)], { deliveryFee: 0 }))).toBeNull();
    expect(groupFeeLabel(group({}, [line(1, false)], { deliveryFee: 0 }))).toBe('선택한 상품 없음');
  });
});
