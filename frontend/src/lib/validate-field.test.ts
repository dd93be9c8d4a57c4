import { describe, expect, it } from 'vitest';
import { validateField, validateFields } from './validate-field';
import { validationMessages } from './validation-messages';

describe('validation messages', () => {
  it('words the generic rules of spec §5 in Korean, with the limit in the sentence', () => {
    expect(validationMessages.required).toBe('필수 입력 항목이에요.');
    expect(validationMessages.minLength(2)).toBe('2자 이상 입력해 주세요.');
    expect(validationMessages.maxLength(1000)).toBe('1,000자 이하로 입력해 주세요.');
    expect(validationMessages.range(100, 250)).toBe('100~250 사이로 입력해 주세요.');
    expect(validationMessages.pattern).toBe('형식이 올바르지 않아요.');
  });
});

describe('validateField', () => {
  it('asks for a required value that is missing or only blank', () => {
    expect(validateField('', { required: true })).toBe('필수 입력 항목이에요.');
    expect(validateField('   ', { required: true })).toBe('필수 입력 항목이에요.');
    expect(validateField(null, { required: true })).toBe('필수 입력 항목이에요.');
    expect(validateField('김', { required: true })).toBeNull();
  });

  it('lets an optional field stay empty whatever its other rules', () => {
    expect(validateField('', { minLength: 10, pattern: /^\d+$/ })).toBeNull();
  });

  it('counts Hangul syllables and emoji as one character each', () => {
    const name = { minLength: 2, maxLength: 20 };
    expect(validateField('김', name)).toBe('2자 이상 입력해 주세요.');
    expect(validateField('김한빛', name)).toBeNull();
    expect(validateField('한'.repeat(21), name)).toBe('20자 이하로 입력해 주세요.');
    expect(validateField('👍'.repeat(20), name)).toBeNull();
    // A syllable typed as separate jamo (some keyboards) is composed before counting.
    expect(validateField('\u1112\u1161\u11AB\u1107\u1175\u11BE', { maxLength: 2 })).toBeNull();
  });

  it('checks numbers against their range and names both ends', () => {
    const height = { min: 100, max: 250 };
    expect(validateField('99', height)).toBe('100~250 사이로 입력해 주세요.');
    expect(validateField('251', height)).toBe('100~250 사이로 입력해 주세요.');
    expect(validateField('175', height)).toBeNull();
    expect(validateField('백칠십', height)).toBe('숫자만 입력해 주세요.');
  });

  it('names the one bound of a half-open range and accepts grouped digits', () => {
    expect(validateField('500', { min: 1000 })).toBe('1,000 이상으로 입력해 주세요.');
    expect(validateField('12,000', { max: 10000 })).toBe('10,000 이하로 입력해 주세요.');
    expect(validateField('1,000', { min: 1000 })).toBeNull();
  });

  it('refuses a fraction where a whole number is asked', () => {
    expect(validateField('1.5', { integer: true })).toBe('소수점 없이 정수로 입력해 주세요.');
    expect(validateField('2', { integer: true })).toBeNull();
  });

  it('reports a pattern mismatch generically or in the caller’s words, the same on every call', () => {
    const digits = /^\d{6}$/g;
    expect(validateField('12345', { pattern: digits })).toBe('형식이 올바르지 않아요.');
    expect(validateField('123456', { pattern: digits })).toBeNull();
    expect(validateField('123456', { pattern: digits })).toBeNull();
    expect(validateField('abc', { pattern: /^\d+$/, patternMessage: '인증번호 6자리를 입력해 주세요.' })).toBe(
      '인증번호 6자리를 입력해 주세요.',
    );
  });

  it('reports the first broken rule only: length before pattern', () => {
    expect(validateField('a', { minLength: 2, pattern: /^\d+$/ })).toBe('2자 이상 입력해 주세요.');
  });
});

describe('validateFields', () => {
  it('returns the message of each failing field and leaves passing fields out', () => {
    const errors = validateFields(
      { name: '김', email: 'demo@hanbit.ac.kr', note: '' },
      { name: { required: true, minLength: 2 }, email: { required: true, pattern: /@/ }, note: { maxLength: 50 } },
    );
    expect(errors).toEqual({ name: '2자 이상 입력해 주세요.' });
  });
});
