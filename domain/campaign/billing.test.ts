import { describe, expect, it } from 'vitest';
import {
  canRegisterKey,
  chargeAfterTry,
  chargeMerchantUid,
  CHARGE_MAX_TRIES,
  CHARGE_RETRY_DELAY_MS,
  customerUidBelongsTo,
  customerUidFor,
  last4Of,
  offersCardSwap,
} from './billing';

const NOW = new Date('2026-11-27T05:00:00.000Z');
const registered = { status: 'REGISTERED', tries: 0, maxTries: CHARGE_MAX_TRIES } as const;

describe('billing keys', () => {
  it('names the member and the order in the customer_uid, and only those', () => {
    const uid = customerUidFor(12, 345, 'a1b2c3d4e5f6');
    expect(customerUidBelongsTo(uid, 12, 345)).toBe(true);
    expect(customerUidBelongsTo(uid, 13, 345)).toBe(false);
    expect(customerUidBelongsTo(uid, 12, 346)).toBe(false);
    expect(customerUidBelongsTo(`${uid}x_u12_o345_abcdefgh`, 12, 345)).toBe(false);
    expect(customerUidBelongsTo('bk_u12_o345_', 12, 345)).toBe(false);
  });

  it('reads the last four digits of a masked card number, none for KakaoPay', () => {
    expect(last4Of('4518********9876')).toBe('9876');
    expect(last4Of('4518-42**-****-9876')).toBe('9876');
    expect(last4Of(null)).toBeNull();
    expect(last4Of('카카오페이')).toBeNull();
  });

  it('gives every try its own merchant uid under PortOne’s 40 characters', () => {
    const uid = chargeMerchantUid('ord_20261127_k3v9x0q2m7ab', 3);
    expect(uid).toBe('ord_20261127_k3v9x0q2m7ab-c3');
    expect(uid.length).toBeLessThanOrEqual(40);
  });
});

describe('a charge after one try', () => {
  it('is PAID when the card paid', () => {
    expect(chargeAfterTry(registered, { paid: true }, NOW)).toEqual({ status: 'PAID', tries: 1, nextTryAt: null, lastError: null });
  });

  it('is RETRYING a day later after a refusal before the last try', () => {
    expect(chargeAfterTry(registered, { paid: false, reason: '잔액 부족' }, NOW)).toEqual({
      status: 'RETRYING',
      tries: 1,
      nextTryAt: new Date(NOW.getTime() + CHARGE_RETRY_DELAY_MS),
      lastError: '잔액 부족',
    });
  });

  it('is CANCELLED after the third refusal', () => {
    const second = { status: 'RETRYING', tries: 2, maxTries: CHARGE_MAX_TRIES } as const;
    expect(chargeAfterTry(second, { paid: false, reason: '잔액 부족' }, NOW)).toMatchObject({ status: 'CANCELLED', tries: 3, nextTryAt: null });
  });
});

describe('registering and swapping a key', () => {
  it('registers a new key only while the campaign is open', () => {
    expect(canRegisterKey(null, 'OPEN')).toBe(true);
    expect(canRegisterKey(null, 'CLOSING')).toBe(false);
    expect(canRegisterKey(null, 'CONFIRMED')).toBe(false);
  });

  it('swaps the card of a refused charge until the last try, never after it is paid or cancelled', () => {
    const retrying = { status: 'RETRYING', tries: 2, maxTries: 3 } as const;
    expect(canRegisterKey(retrying, 'CONFIRMED')).toBe(true);
    expect(offersCardSwap(retrying)).toBe(true);
    expect(canRegisterKey({ ...retrying, tries: 3 }, 'CONFIRMED')).toBe(false);
    expect(canRegisterKey({ ...retrying, status: 'PAID' }, 'CONFIRMED')).toBe(false);
    expect(canRegisterKey({ ...retrying, status: 'CANCELLED' }, 'CONFIRMED')).toBe(false);
    expect(offersCardSwap(registered)).toBe(false);
  });
});
