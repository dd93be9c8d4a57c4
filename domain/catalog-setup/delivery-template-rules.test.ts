import { checkPickupPointDelete, PICKUP_POINT_IN_USE_MESSAGE } from './pickup-point-rules';
import { describe, expect, it } from 'vitest';
import { deliveryFeeQuote } from '../cart/delivery-fee';
import { parseInput } from '../errors/input';
import {
  checkDeliveryTemplateDelete,
  CONDITION_MESSAGE,
  deliveryTemplateInput,
  PAY_FEE_MESSAGE,
  TEMPLATE_IN_USE_MESSAGE,
  TIER_COUNTS_MESSAGE,
  TIER_FIRST_MESSAGE,
  TIER_LAST_MESSAGE,
} from './delivery-template-rules';
import { isPickupNameTaken, pickupPointInput, PICKUP_POST_CODE_MESSAGE, PICKUP_TEL_MESSAGE } from './pickup-point-rules';

const fields = {
  name: '기본 배송',
  deliveryType: 'PAY',
  deliveryFee: 3000,
  condition: 50000,
  quantity: 5,
  quantityCount0: 10,
  quantityCount1: 30,
  quantityCount2: 0,
  quantityPrice0: 3000,
  quantityPrice1: 5000,
  quantityPrice2: 8000,
  shippingAddress: '대전 유성구 한빛대학로 123',
  returnAddress: '대전 대덕구 대화로 160',
  returnFee: 3000,
  exchangeFee: 6000,
};

const refusal = (data: Record<string, unknown>) => {
  try {
    parseInput(deliveryTemplateInput, { ...fields, ...data });
  } catch (error) {
    return error as { message: string; extensions: { code: string; field?: string } };
  }
  throw new Error('expected a refusal');
};

describe('deliveryTemplateInput', () => {
  it('stores the fields each type does not use as 0, so the template reads as the cart applies it', () => {
    const free = parseInput(deliveryTemplateInput, { ...fields, deliveryType: 'FREE' });
    expect(free).toMatchObject({ deliveryFee: 0, condition: 0, quantity: 0, quantityCount0: 0, quantityPrice2: 0, returnFee: 3000 });
    const pay = parseInput(deliveryTemplateInput, fields);
    expect(pay).toMatchObject({ deliveryFee: 3000, condition: 0, quantity: 0, quantityCount1: 0 });
    const conditional = parseInput(deliveryTemplateInput, { ...fields, deliveryType: 'CONDITIONALFREE' });
    expect(conditional).toMatchObject({ deliveryFee: 3000, condition: 50000, quantity: 0 });
    const perUnit = parseInput(deliveryTemplateInput, { ...fields, deliveryType: 'BYQUANTITY' });
    expect(perUnit).toMatchObject({ deliveryFee: 3000, quantity: 5, quantityCount0: 0, quantityPrice0: 0 });
    const tiers = parseInput(deliveryTemplateInput, { ...fields, deliveryType: 'BYQUANTITY', quantity: 0 });
    expect(tiers).toMatchObject({ deliveryFee: 0, quantity: 0, quantityCount0: 10, quantityCount1: 30, quantityPrice2: 8000 });
    // Each normalised template gives the fee the cart's own function gives.
    expect(deliveryFeeQuote(tiers, { quantity: 31, subtotal: 0 }).deliveryFee).toBe(8000);
    expect(deliveryFeeQuote(perUnit, { quantity: 6, subtotal: 0 }).deliveryFee).toBe(6000);
    expect(deliveryFeeQuote(conditional, { quantity: 1, subtotal: 40000 })).toMatchObject({ deliveryFee: 3000, freeDeliveryRemaining: 10000 });
  });

  it('refuses a paid rule without a fee and a free-from rule without a condition, naming the field', () => {
    expect(refusal({ deliveryFee: 0 })).toMatchObject({ message: PAY_FEE_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'deliveryFee' } });
    expect(refusal({ deliveryType: 'CONDITIONALFREE', condition: 0 })).toMatchObject({ message: CONDITION_MESSAGE, extensions: { field: 'condition' } });
    expect(refusal({ deliveryType: 'BYQUANTITY', deliveryFee: 0 }).extensions.field).toBe('deliveryFee');
  });

  it('refuses tiers that do not rise', () => {
    const tiers = { deliveryType: 'BYQUANTITY', quantity: 0 };
    expect(refusal({ ...tiers, quantityCount0: 0 })).toMatchObject({ message: TIER_FIRST_MESSAGE, extensions: { field: 'quantityCount0' } });
    expect(refusal({ ...tiers, quantityCount1: 10 })).toMatchObject({ message: TIER_COUNTS_MESSAGE, extensions: { field: 'quantityCount1' } });
    expect(refusal({ ...tiers, quantityCount2: 30 })).toMatchObject({ message: TIER_LAST_MESSAGE, extensions: { field: 'quantityCount2' } });
    expect(parseInput(deliveryTemplateInput, { ...fields, ...tiers, quantityCount2: 50 }).quantityCount2).toBe(50);
  });

  it('refuses negative or huge amounts, an unknown type and blank addresses', () => {
    expect(refusal({ returnFee: -1 }).extensions.field).toBe('returnFee');
    expect(refusal({ deliveryFee: 10_000_000 }).extensions.field).toBe('deliveryFee');
    expect(refusal({ deliveryType: 'EXPRESS' }).extensions.field).toBe('deliveryType');
    expect(refusal({ shippingAddress: ' ' }).extensions.field).toBe('shippingAddress');
  });

  it('keeps a template products use', () => {
    expect(() => checkDeliveryTemplateDelete(0)).not.toThrow();
    expect(() => checkDeliveryTemplateDelete(2)).toThrow(TEMPLATE_IN_USE_MESSAGE);
  });
});

describe('pickupPointInput', () => {
  const point = { name: '학생회관', postCode: '34134', address: '대전 유성구 한빛대학로 123', detailAddress: '', tel: '042-123-4567', note: '' };

  it('takes a point with an empty detail and note, trimmed', () => {
    expect(parseInput(pickupPointInput, { ...point, name: ' 학생회관 ' }).name).toBe('학생회관');
  });

  it('refuses a bad postal code or phone number', () => {
    expect(() => parseInput(pickupPointInput, { ...point, postCode: '3413' })).toThrow(PICKUP_POST_CODE_MESSAGE);
    expect(() => parseInput(pickupPointInput, { ...point, tel: '042-12' })).toThrow(PICKUP_TEL_MESSAGE);
    expect(() => parseInput(pickupPointInput, { ...point, tel: '전화 주세요' })).toThrow(PICKUP_TEL_MESSAGE);
  });

  it('finds a name already taken, ignoring case and the point itself', () => {
    const points = [{ id: 1, name: 'Hall A' }];
    expect(isPickupNameTaken(points, 'hall a')).toBe(true);
    expect(isPickupNameTaken(points, 'hall a', 1)).toBe(false);
  });
});

describe('checkPickupPointDelete', () => {
  it('keeps a point products hand out at', () => {
    expect(() => checkPickupPointDelete(0)).not.toThrow();
    expect(() => checkPickupPointDelete(1)).toThrow(PICKUP_POINT_IN_USE_MESSAGE);
  });
});
