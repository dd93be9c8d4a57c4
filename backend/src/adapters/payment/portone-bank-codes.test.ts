import { describe, expect, it } from 'vitest';
import { isRefundBankCodeOf, kftcCodeOf, refundBankCodeFor } from './portone-bank-codes';

describe('refund bank codes per PG', () => {
  it.each([
    ['html5_inicis', '088', '88'],
    ['inicis', '004', '04'],
    ['html5_inicis.MOIinitest', '090', '90'],
    ['kcp', '088', 'BK88'],
    ['nice_v2', '088', '088'],
    ['tosspayments', '071', '071'],
  ])('%s spells KFTC %s as %s, and accepts that spelling', (pg, kftc, expected) => {
    expect(refundBankCodeFor(pg, kftc)).toBe(expected);
    expect(isRefundBankCodeOf(pg, expected)).toBe(true);
  });

  it('refuses what is not a 3-digit KFTC code', () => {
    expect(refundBankCodeFor('html5_inicis', '88')).toBeNull();
    expect(refundBankCodeFor('nice_v2', 'BK88')).toBeNull();
  });

  it('rejects another PG spelling in the fake check', () => {
    expect(isRefundBankCodeOf('html5_inicis', '088')).toBe(false);
    expect(isRefundBankCodeOf('kcp', '88')).toBe(false);
    expect(isRefundBankCodeOf('nice_v2', '88')).toBe(false);
  });

  it('reads any PG spelling back as KFTC', () => {
    expect(kftcCodeOf('88')).toBe('088');
    expect(kftcCodeOf('BK04')).toBe('004');
    expect(kftcCodeOf('020')).toBe('020');
    expect(kftcCodeOf('')).toBeNull();
    expect(kftcCodeOf(null)).toBeNull();
  });
});
