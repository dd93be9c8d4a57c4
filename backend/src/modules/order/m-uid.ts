import { randomInt } from 'node:crypto';

/*
 * The merchant uid PortOne receives (its limit is 40 characters; it must be new for every order):
 * `ord_<yyyymmdd in Korea>_<12 random base-36 characters>`, e.g. ord_20260302_k3v9x0q2m7ab. The
 * date helps staff find an order in PortOne's console; the random part (62 bits) keeps ids from
 * being guessed or counted, and the unique column catches the astronomically rare repeat.
 */

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 12;
export const MERCHANT_UID_PATTERN = /^ord_\d{8}_[0-9a-z]{12}$/;

const koreanDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function newMerchantUid(now: Date): string {
  const day = koreanDate.format(now).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `ord_${day}_${random}`;
}
