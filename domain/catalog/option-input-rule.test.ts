import { describe, expect, it } from 'vitest';
import { optionInputRuleProblem } from './option-input-rule';
import { optionInputSlots } from '../cart/cart-input';
import { cartProblemOf, cartProblemRefusal } from '../cart/cart-rules';

describe('option input rules', () => {
  it('FREE (and no rule) accepts any text', () => {
    expect(optionInputRuleProblem('이름', 'FREE', '김민수 ♥')).toBeNull();
    expect(optionInputRuleProblem('이름', null, 'abc')).toBeNull();
  });

  it.each(['K', 'KM', 'KMS'])('INITIALS accepts %s', (text) => {
    expect(optionInputRuleProblem('이니셜', 'INITIALS', text)).toBeNull();
  });

  it.each(['kms', 'KMSA', 'K M', '김', 'K1', ''])('INITIALS refuses %j with a sentence naming the field', (text) => {
    expect(optionInputRuleProblem('이니셜', 'INITIALS', text)).toBe('이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS');
  });

  it.each(['20231234', '202312345', '2023123456', '23학번'])('STUDENT_NUMBER accepts %s', (text) => {
    expect(optionInputRuleProblem('학번', 'STUDENT_NUMBER', text)).toBeNull();
  });

  it.each(['2023123', '20231234567', '23', '2023학번', '23 학번', '이십삼학번', 'A0231234'])('STUDENT_NUMBER refuses %j', (text) => {
    expect(optionInputRuleProblem('학번', 'STUDENT_NUMBER', text)).toMatch(/^학번 항목은 숫자 8~10자리/);
  });

  it('the cart, direct buy and join path refuses a text its input rule breaks, naming the field', () => {
    const inputs = [
      { id: 1, position: 0, key: '이니셜', rule: 'INITIALS' as const },
      { id: 2, position: 1, key: '학번', rule: 'STUDENT_NUMBER' as const },
    ];
    expect(optionInputSlots(inputs, [' KMS ', '23학번'])).toEqual(['KMS', '23학번', null]);
    expect(() => optionInputSlots(inputs, ['kms', '23학번'])).toThrow(
      expect.objectContaining({ message: '이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS', extensions: { code: 'BAD_USER_INPUT', field: 'productOptionInputs' } }),
    );
    expect(() => optionInputSlots(inputs, ['KMS', '2023'])).toThrow(/학번 항목은/);
  });

  it('placeOrder (cart rules) refuses a stored line whose text breaks a rule set after it was typed', () => {
    const facts = {
      product: { productVisible: 0, saleStartedAt: null, saleEndedAt: null },
      missingOptionDetail: false,
      stock: 5,
      demand: 1,
      inputKeys: ['이니셜'],
      inputRules: ['INITIALS' as const],
      inputs: ['kim'],
    };
    const problem = cartProblemOf(facts, { authority: 0, now: new Date() });
    expect(problem).toEqual({ kind: 'inputRule', sentence: '이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS' });
    expect(cartProblemRefusal('과잠', problem!).message).toBe("'과잠' 상품의 이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS");
    expect(cartProblemOf({ ...facts, inputs: ['KIM'] }, { authority: 0, now: new Date() })).toBeNull();
  });
});
