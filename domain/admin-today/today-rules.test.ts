import { describe, expect, it } from 'vitest';
import { isLateShipping, isVbankExpiring } from './today-rules';

const now = new Date('2026-11-27T03:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('isLateShipping', () => {
  it('reads the product window first, then five days after payment', () => {
    expect(isLateShipping({ status: 'PAID', paidAt: daysAgo(6), deliverEndedAt: null }, now)).toBe(true);
    expect(isLateShipping({ status: 'PREPARING', paidAt: daysAgo(4), deliverEndedAt: null }, now)).toBe(false);
    expect(isLateShipping({ status: 'PAID', paidAt: daysAgo(0), deliverEndedAt: daysAgo(1) }, now)).toBe(true);
    expect(isLateShipping({ status: 'PAID', paidAt: daysAgo(30), deliverEndedAt: daysAgo(-3) }, now)).toBe(false);
  });

  it('never counts lines already shipped, cancelled or unpaid', () => {
    for (const status of ['READY', 'DELIVERING', 'COMPLETED', 'CANCELLED']) {
      expect(isLateShipping({ status, paidAt: daysAgo(30), deliverEndedAt: daysAgo(10) }, now)).toBe(false);
    }
  });
});

describe('isVbankExpiring', () => {
  const at = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);
  it('is an unpaid virtual account due within the next 24 hours', () => {
    expect(isVbankExpiring({ payMethod: 'vbank', status: 'READY', vbankDate: at(2) }, now)).toBe(true);
    expect(isVbankExpiring({ payMethod: 'vbank', status: 'READY', vbankDate: at(25) }, now)).toBe(false);
    expect(isVbankExpiring({ payMethod: 'vbank', status: 'READY', vbankDate: at(-1) }, now)).toBe(false);
    expect(isVbankExpiring({ payMethod: 'vbank', status: 'PAID', vbankDate: at(2) }, now)).toBe(false);
    expect(isVbankExpiring({ payMethod: 'card', status: 'READY', vbankDate: at(2) }, now)).toBe(false);
  });
});
