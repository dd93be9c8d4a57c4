import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-outcome';
import { parsePaymentReturn } from './payment-return';
import type { PaidOrder } from './purchase-tracking';

const order = (campaignCharge: { status: 'REGISTERED' | 'CANCELLED' } | null) =>
  ({ orderSpecification: { status: 'READY', payMethod: 'card', vbankNum: null }, campaignCharge }) as unknown as PaidOrder;

describe('the completion page after a billing-key window', () => {
  it('reads customer_uid from the return address', () => {
    expect(parsePaymentReturn('merchant_uid=ord_1-kabc&customer_uid=bk_u1_o2_abcdefgh&imp_success=true').customerUid).toBe('bk_u1_o2_abcdefgh');
    expect(parsePaymentReturn('imp_uid=imp_1&merchant_uid=ord_1').customerUid).toBeNull();
  });

  it('says registered only when the order has its charge, and failed otherwise', () => {
    const ok = parsePaymentReturn('customer_uid=bk_u1_o2_abcdefgh&imp_success=true');
    const failed = parsePaymentReturn('customer_uid=bk_u1_o2_abcdefgh&imp_success=false&error_msg=x');
    expect(paymentOutcome(order({ status: 'REGISTERED' }), ok)).toBe('keyRegistered');
    expect(paymentOutcome(order(null), ok)).toBe('keyFailed');
    expect(paymentOutcome(order({ status: 'CANCELLED' }), ok)).toBe('keyFailed');
    expect(paymentOutcome(order(null), failed)).toBe('keyFailed');
  });
});
