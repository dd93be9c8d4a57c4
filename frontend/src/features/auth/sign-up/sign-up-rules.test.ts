import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../field-rules';
import { EMPTY_SIGN_UP, firstBrokenField, SIGN_UP_MESSAGES, validateSignUp, yearError, type SignUpValues } from './sign-up-rules';

const userTypes = [
  { id: 1, content: '학부생', nationality: 'DOMESTIC', eduDegree: 'BACHELOR', inCollege: true },
  { id: 4, content: '교직원', nationality: 'DOMESTIC', eduDegree: 'NOT_SET', inCollege: false },
] as const;
const context = { social: false, certified: true, userTypes, thisYear: 2026 };

const valid: SignUpValues = {
  ...EMPTY_SIGN_UP,
  email: 'hong@hanbit.ac.kr',
  password: 'campus2026',
  passwordConfirm: 'campus2026',
  name: '홍길동',
  userTypeId: '1',
  admissionYear: '2026',
  agreements: { age: true, terms: true, privacy: true, marketing: false },
};

describe('sign-up rules', () => {
  it('accepts a complete form with marketing left out', () => {
    expect(validateSignUp(valid, context)).toEqual({});
  });

  it('names every missing field of an empty form with the generic or the specific message', () => {
    const errors = validateSignUp(EMPTY_SIGN_UP, { ...context, certified: false });
    expect(errors).toEqual({
      email: '필수 입력 항목이에요.',
      password: '필수 입력 항목이에요.',
      passwordConfirm: '필수 입력 항목이에요.',
      certification: SIGN_UP_MESSAGES.certification,
      name: '필수 입력 항목이에요.',
      userTypeId: SIGN_UP_MESSAGES.userType,
      agreements: SIGN_UP_MESSAGES.agreements,
    });
    expect(firstBrokenField(errors)).toBe('email');
  });

  it('spells out the password, name and e-mail rules', () => {
    expect(validateSignUp({ ...valid, password: 'abc1', passwordConfirm: 'abc1' }, context).password).toBe('8자 이상 입력해 주세요.');
    expect(validateSignUp({ ...valid, password: 'a1'.repeat(33), passwordConfirm: 'a1'.repeat(33) }, context).password).toBe(
      '64자 이하로 입력해 주세요.',
    );
    expect(validateSignUp({ ...valid, password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, context).password).toBe(AUTH_MESSAGES.passwordPattern);
    expect(validateSignUp({ ...valid, passwordConfirm: 'campus2025' }, context).passwordConfirm).toBe(AUTH_MESSAGES.passwordMismatch);
    expect(validateSignUp({ ...valid, name: '홍' }, context).name).toBe('2자 이상 입력해 주세요.');
    expect(validateSignUp({ ...valid, name: '가'.repeat(21) }, context).name).toBe('20자 이하로 입력해 주세요.');
    expect(validateSignUp({ ...valid, email: 'hong@hanbit' }, context).email).toBe(AUTH_MESSAGES.emailPattern);
  });

  it('asks a social sign-up for no password', () => {
    expect(validateSignUp({ ...valid, password: '', passwordConfirm: '' }, { ...context, social: true })).toEqual({});
  });

  it('wants the admission year of a current student, between 1950 and next year', () => {
    expect(validateSignUp({ ...valid, admissionYear: '' }, context).admissionYear).toBe(SIGN_UP_MESSAGES.admissionYearRequired);
    expect(validateSignUp({ ...valid, userTypeId: '4', admissionYear: '' }, context)).toEqual({});
    expect(validateSignUp({ ...valid, admissionYear: '1949' }, context).admissionYear).toBe('입학 연도는 1950년부터 2027년 사이로 입력해 주세요.');
    expect(validateSignUp({ ...valid, admissionYear: '2027' }, context).admissionYear).toBeUndefined();
    expect(validateSignUp({ ...valid, birthYear: '2027' }, context).birthYear).toBe('출생 연도는 1900년부터 2026년 사이로 입력해 주세요.');
  });

  it('needs every required agreement, marketing never', () => {
    const withoutAge = { ...valid, agreements: { ...valid.agreements, age: false } };
    expect(validateSignUp(withoutAge, context).agreements).toBe(SIGN_UP_MESSAGES.agreements);
  });

  it('reads a year as a whole number', () => {
    expect(yearError('20a6', { label: '입학 연도', min: 1950, max: 2027, required: false })).toBe('숫자만 입력해 주세요.');
    expect(yearError('', { label: '입학 연도', min: 1950, max: 2027, required: false })).toBeNull();
  });
});
