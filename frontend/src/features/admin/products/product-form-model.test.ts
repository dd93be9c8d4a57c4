import { describe, expect, it } from 'vitest';
import { badUserInput } from '../../../../../domain/errors/errors';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import { EMPTY_FORM, firstProblem, inputFromForm, problemOf } from './product-form-model';

describe('the date inputs', () => {
  it('read and write the Seoul clock whatever the device zone', () => {
    expect(toSeoulInput('2026-11-30T14:59:00.000Z')).toBe('2026-11-30T23:59');
    expect(fromSeoulInput('2026-11-30T23:59')).toBe('2026-11-30T14:59:00.000Z');
    expect(toSeoulInput(null)).toBe('');
    expect(fromSeoulInput('')).toBeNull();
  });

  it('keep the seconds a value carries', () => {
    expect(fromSeoulInput('2026-11-30T23:59:25')).toBe('2026-11-30T14:59:25.000Z');
  });
});

describe('the form as the API input', () => {
  const filled = { ...EMPTY_FORM, name: '후드', code: 'HD-1', price: '30000', salePrice: '25000', deliveryTemplateId: '1', tags: ' 신상, ,기모 ' };

  it('splits tags, leaves the pickup point out unless asked, and passes the server schema', () => {
    const input = inputFromForm(filled);
    expect(input.tags).toEqual(['신상', '기모']);
    expect(input.productGroupDelivery).toBeNull();
    expect(firstProblem(filled)).toBeNull();
  });

  it("names the form's field of the server's first problem", () => {
    expect(firstProblem({ ...filled, salePrice: '40000' })).toEqual({ field: 'salePrice', message: '판매가는 정가보다 클 수 없어요.' });
    expect(firstProblem({ ...filled, pickup: true })?.field).toBe('pickupName');
    expect(problemOf(badUserInput('상품 이야기는 50,000자까지 쓸 수 있어요.', 'productDetail.story')).field).toBe('story');
  });
});
