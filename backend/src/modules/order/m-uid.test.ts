import { describe, expect, it } from 'vitest';
import { newMerchantUid } from './m-uid';
import { MERCHANT_UID_PATTERN } from '../../../../domain/order/m-uid-rules';

describe('newMerchantUid', () => {
  it('dates the uid in Korean time and stays within PortOne’s 40 characters', () => {
    // 2026-03-01 23:30 UTC is already March 2nd in Seoul.
    const uid = newMerchantUid(new Date('2026-03-01T23:30:00Z'));
    expect(uid).toMatch(MERCHANT_UID_PATTERN);
    expect(uid.startsWith('ord_20260302_')).toBe(true);
    expect(uid.length).toBeLessThanOrEqual(40);
  });

  it('gives a different uid to every order placed at the same moment', () => {
    const now = new Date();
    const uids = new Set(Array.from({ length: 2_000 }, () => newMerchantUid(now)));
    expect(uids.size).toBe(2_000);
  });
});
