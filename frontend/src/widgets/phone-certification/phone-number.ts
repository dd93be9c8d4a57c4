/** The country dialing code most members use, and the picker's default. */
export const DEFAULT_DIALING_CODE = '+82';

export interface LocalTel {
  countryDialingCode: string;
  /** The number as a member types it in that country, e.g. 010-1234-5678. */
  tel: string;
}

/** 01012345678 → 010-1234-5678; 0101234567 → 010-123-4567; anything else as typed. */
function koreanMobile(digits: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}

/**
 * A stored number (E.164, as `me.tel` and the certification answer give it) split into the
 * picker's dialing code and the local number, so a form can start from it. The longest known
 * code wins (+1 and +1xxx would otherwise clash). A number without "+" is taken as local.
 */
export function splitTel(value: string, knownCodes: readonly string[]): LocalTel {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return { countryDialingCode: DEFAULT_DIALING_CODE, tel: trimmed };
  const code = [...knownCodes].sort((a, b) => b.length - a.length).find((candidate) => trimmed.startsWith(candidate));
  if (!code) return { countryDialingCode: DEFAULT_DIALING_CODE, tel: trimmed };
  const national = trimmed.slice(code.length);
  return { countryDialingCode: code, tel: code === '+82' ? koreanMobile(`0${national}`) : national };
}

/** How a certified number reads back to the member: 010-1234-5678 at home, +1 2025550123 abroad. */
export function displayTel(e164: string, knownCodes: readonly string[]): string {
  const { countryDialingCode, tel } = splitTel(e164, knownCodes);
  return countryDialingCode === DEFAULT_DIALING_CODE ? tel : `${countryDialingCode} ${tel}`;
}
