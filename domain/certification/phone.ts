import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';
import { badUserInput } from '../errors/errors';

export const DEFAULT_COUNTRY_DIALING_CODE = '+82';

// Codes go by SMS, so the number has to be able to receive one. Numbering plans that cannot tell
// mobile from fixed lines (the US, Canada) report FIXED_LINE_OR_MOBILE; Korea always says MOBILE.
const SMS_CAPABLE_TYPES = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** "+82", "82" or " +82 " → "82"; null when it is not a dialing code at all. */
function callingCodeDigits(countryDialingCode: string | null | undefined): string | null {
  const value = (countryDialingCode ?? '').trim() || DEFAULT_COUNTRY_DIALING_CODE;
  const match = /^\+?(\d{1,4})$/.exec(value);
  return match?.[1] ?? null;
}

/**
 * A phone number as the member typed it (dashes, spaces, a leading 0, even a "+82 …" copied
 * from somewhere) to E.164, for example "010-1234-5678" with "+82" → "+821012345678".
 * Throws a Korean BAD_USER_INPUT unless it is a valid mobile number.
 */
export function normalizeTel(countryDialingCode: string | null | undefined, tel: string): string {
  const callingCode = callingCodeDigits(countryDialingCode);
  if (!callingCode) throw badUserInput('국가번호가 올바르지 않아요. 목록에서 국가번호를 다시 선택해 주세요.', 'countryDialingCode');
  const typed = tel.trim();
  if (!typed) throw badUserInput('휴대폰 번호를 입력해 주세요.', 'tel');
  if (typed.length > 30 || !/^\+?[\d\s().-]+$/.test(typed)) {
    throw badUserInput('휴대폰 번호는 숫자와 하이픈(-)만 입력해 주세요.', 'tel');
  }
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: callingCode });
  const explicitCode = countryDialingCode != null && countryDialingCode.trim() !== '';
  if (parsed && typed.startsWith('+') && explicitCode && parsed.countryCallingCode !== callingCode) {
    throw badUserInput('휴대폰 번호의 국가번호가 선택한 국가번호와 달라요. 다시 확인해 주세요.', 'tel');
  }
  if (!parsed || !parsed.isValid()) {
    throw badUserInput('올바른 휴대폰 번호가 아니에요. 번호를 다시 확인해 주세요. (예: 010-1234-5678)', 'tel');
  }
  const type = parsed.getType();
  if (!type || !SMS_CAPABLE_TYPES.has(type)) {
    throw badUserInput('문자를 받을 수 있는 휴대폰 번호를 입력해 주세요.', 'tel');
  }
  return parsed.number;
}
