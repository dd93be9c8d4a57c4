import { describe, expect, it } from 'vitest';
import { CheckoutAdmission, slotsFor, stockBeingOrdered } from './checkout-admission';

// The claims moved to PostgreSQL (docs/decisions/0078): tests/api/checkout-claims.test.ts races
// them across two ORM instances. What stays in the process is the slots.

describe('CheckoutAdmission', () => {
  it('says the units are being ordered right now, in Korean, as OUT_OF_STOCK', () => {
    const refused = stockBeingOrdered('2026 과잠');
    expect(refused.code).toBe('OUT_OF_STOCK');
    expect(refused.message).toBe("'2026 과잠' 상품의 남은 수량은 지금 다른 분들이 주문하고 있어요. 주문이 취소되면 다시 구매할 수 있어요.");
  });

  it('lets only `slots` orders run at once and hands a slot to the next in line on release', async () => {
    const admission = new CheckoutAdmission(2);
    const a = await admission.admit();
    const b = await admission.admit();
    let thirdAdmitted = false;
    const third = admission.admit().then((lease) => {
      thirdAdmitted = true;
      return lease;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(thirdAdmitted).toBe(false);
    a.release();
    a.release();
    const c = await third;
    expect(thirdAdmitted).toBe(true);
    let fourthAdmitted = false;
    void admission.admit().then(() => {
      fourthAdmitted = true;
    });
    await Promise.resolve();
    expect(fourthAdmitted).toBe(false);
    b.release();
    c.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fourthAdmitted).toBe(true);
  });
});

describe('slotsFor', () => {
  it('keeps the configured slots on the server pool, and leaves connections free on a small one', () => {
    expect(slotsFor(8, 12)).toBe(8);
    expect(slotsFor(8, 6)).toBe(3);
    expect(slotsFor(3, 2)).toBe(1);
  });
});
