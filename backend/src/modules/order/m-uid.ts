import { randomInt } from 'node:crypto';
import { MERCHANT_UID_ALPHABET, MERCHANT_UID_RANDOM_LENGTH, merchantUidOf } from '../../../../domain/order/m-uid-rules';

/**
 * A fresh merchant uid (format in m-uid-rules.ts): the random part (62 bits) keeps ids from being
 * guessed or counted, and the unique column catches the astronomically rare repeat.
 */
export function newMerchantUid(now: Date): string {
  let random = '';
  for (let i = 0; i < MERCHANT_UID_RANDOM_LENGTH; i += 1) random += MERCHANT_UID_ALPHABET[randomInt(MERCHANT_UID_ALPHABET.length)];
  return merchantUidOf(now, random);
}
