import { describe, expect, it } from 'vitest';
import { deliveryFeeNote, deliveryFeeSummary, deliveryFeeTiers } from './delivery-fee-text';

const base = {
  deliveryFee: 3000,
  condition: 0,
  quantity: 0,
  quantityCount0: 0,
  quantityCount1: 0,
  quantityPrice0: 0,
  quantityPrice1: 0,
  quantityPrice2: 0,
};

describe('delivery fee in words', () => {
  it('explains each fee rule the way Korean shops print it', () => {
    expect(deliveryFeeSummary({ ...base, deliveryType: 'FREE', deliveryFee: 0 })).toBe('무료배송');
    expect(deliveryFeeSummary({ ...base, deliveryType: 'PAY' })).toBe('배송비 3,000원');
    expect(deliveryFeeSummary({ ...base, deliveryType: 'CONDITIONALFREE', condition: 50000 })).toBe('배송비 3,000원 (50,000원 이상 구매 시 무료)');
    expect(deliveryFeeSummary({ ...base, deliveryType: 'BYQUANTITY', quantity: 5 })).toBe('5개마다 배송비 3,000원');
  });

  it('lists quantity tiers with an open last tier', () => {
    const tiers = { ...base, deliveryType: 'BYQUANTITY' as const, quantityCount0: 10, quantityCount1: 30, quantityPrice0: 3000, quantityPrice1: 5000, quantityPrice2: 8000 };
    expect(deliveryFeeSummary(tiers)).toBe('수량별 배송비 3,000원부터');
    expect(deliveryFeeTiers(tiers)).toEqual(['10개까지 3,000원', '11~30개 5,000원', '31개 이상 8,000원']);
    expect(deliveryFeeNote(tiers)).toMatch(/수량을 합쳐서/);
  });

  it('has no tiers for the other rules', () => {
    expect(deliveryFeeTiers({ ...base, deliveryType: 'BYQUANTITY', quantity: 5 })).toEqual([]);
    expect(deliveryFeeTiers({ ...base, deliveryType: 'PAY' })).toEqual([]);
    expect(deliveryFeeNote({ ...base, deliveryType: 'FREE' })).toBeNull();
  });
});
