/*
 * The merchant uid PortOne receives (its limit is 40 characters; it must be new for every order):
 * `ord_<yyyymmdd in Korea>_<12 base-36 characters>`, e.g. ord_20260302_k3v9x0q2m7ab. The date
 * helps staff find an order in PortOne's console. m-uid.ts draws the 12 characters at random;
 * the mocked API, which has no Node built-ins, spells its order ids there instead.
 */

export const MERCHANT_UID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const MERCHANT_UID_RANDOM_LENGTH = 12;
export const MERCHANT_UID_PATTERN = /^ord_\d{8}_[0-9a-z]{12}$/;

const koreanDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The uid of an order placed at `orderedAt` whose last part is `suffix` (12 base-36 characters). */
export function merchantUidOf(orderedAt: Date, suffix: string): string {
  return `ord_${koreanDate.format(orderedAt).replaceAll('-', '')}_${suffix}`;
}
