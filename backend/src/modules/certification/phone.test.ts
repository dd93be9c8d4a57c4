import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../domain/errors/errors';
import { normalizeTel } from '../../../../domain/certification/phone';
import { maskTel } from './phone';

function refusalOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, message: (error as AppError).message, field: (error as AppError).extensions.field };
  }
  throw new Error('expected a refusal');
}

describe('normalizeTel', () => {
  it.each([
    [null, '010-1234-5678'],
    [undefined, '01012345678'],
    ['+82', '010 1234 5678'],
    ['82', '10-1234-5678'],
    [' +82 ', '(010) 1234-5678'],
    ['+82', '+82 10-1234-5678'],
    ['', '010.1234.5678'],
  ])('writes %j %j as +821012345678', (code, tel) => {
    expect(normalizeTel(code, tel)).toBe('+821012345678');
  });

  it('reads the number in the chosen country', () => {
    expect(normalizeTel('+81', '090-1234-5678')).toBe('+819012345678');
    expect(normalizeTel('+1', '(415) 555-2671')).toBe('+14155552671');
    expect(normalizeTel('+86', '138 0013 8000')).toBe('+8613800138000');
  });

  it.each([
    ['02-123-4567', '문자를 받을 수 있는 휴대폰 번호를 입력해 주세요.'],
    ['070-1234-5678', '문자를 받을 수 있는 휴대폰 번호를 입력해 주세요.'],
    ['010-1234', '올바른 휴대폰 번호가 아니에요. 번호를 다시 확인해 주세요. (예: 010-1234-5678)'],
    ['010-1234-5678-9999', '올바른 휴대폰 번호가 아니에요. 번호를 다시 확인해 주세요. (예: 010-1234-5678)'],
    ['010-12ab-5678', '휴대폰 번호는 숫자와 하이픈(-)만 입력해 주세요.'],
    ['', '휴대폰 번호를 입력해 주세요.'],
  ])('refuses %j in Korean', (tel, message) => {
    expect(refusalOf(() => normalizeTel('+82', tel))).toEqual({ code: 'BAD_USER_INPUT', message, field: 'tel' });
  });

  it('refuses a number written with another country code than the one chosen', () => {
    expect(refusalOf(() => normalizeTel('+82', '+81 90-1234-5678'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '휴대폰 번호의 국가번호가 선택한 국가번호와 달라요. 다시 확인해 주세요.',
      field: 'tel',
    });
  });

  it.each(['KR', '+', '+12345', '82-1'])('refuses the dialing code %j', (code) => {
    expect(refusalOf(() => normalizeTel(code, '010-1234-5678'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'countryDialingCode' });
  });
});

describe('maskTel', () => {
  it('keeps the country and the last four digits only', () => {
    expect(maskTel('+821012345678')).toBe('+8210****5678');
  });
});
