import { describe, expect, it } from 'vitest';
import { isAppError } from '../../graphql/errors';
import { CheckoutAdmission, type StockDemand } from './checkout-admission';

const jacket = (count: number, stock: number): StockDemand => ({ key: 'd1', productName: '2026 과잠', count, stock });
const hoodie = (count: number, stock: number): StockDemand => ({ key: 'd2', productName: '로고 후드', count, stock });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('CheckoutAdmission', () => {
  it('counts the units claimed by orders in flight as taken, and refuses once they cover the stock', async () => {
    const admission = new CheckoutAdmission(10);
    const first = await admission.admit([jacket(2, 3)]);
    await admission.admit([jacket(1, 3)]);
    expect(admission.claimedUnits('d1')).toBe(3);
    const refused = await refusal(admission.admit([jacket(1, 3)]));
    expect(refused.code).toBe('OUT_OF_STOCK');
    expect(refused.message).toBe("'2026 과잠' 상품의 남은 수량은 지금 다른 분들이 주문하고 있어요. 주문이 취소되면 다시 구매할 수 있어요.");
    expect(admission.claimedUnits('d1')).toBe(3);
    first.release();
    expect(admission.claimedUnits('d1')).toBe(1);
    await expect(admission.admit([jacket(2, 3)])).resolves.toBeDefined();
  });

  it('claims nothing of an order refused for one of its lines', async () => {
    const admission = new CheckoutAdmission(10);
    await admission.admit([hoodie(1, 1)]);
    await refusal(admission.admit([jacket(1, 5), hoodie(1, 1)]));
    expect(admission.claimedUnits('d1')).toBe(0);
  });

  it('adds up two lines of one stock row before comparing', async () => {
    const admission = new CheckoutAdmission(10);
    const refused = await refusal(admission.admit([jacket(2, 3), jacket(2, 3)]));
    expect(refused.message).toContain('2026 과잠');
    expect(admission.claimedUnits('d1')).toBe(0);
  });

  it('lets only `slots` orders run at once and hands a slot to the next in line on release', async () => {
    const admission = new CheckoutAdmission(2);
    const a = await admission.admit([jacket(1, 100)]);
    const b = await admission.admit([jacket(1, 100)]);
    let thirdAdmitted = false;
    const third = admission.admit([jacket(1, 100)]).then((lease) => {
      thirdAdmitted = true;
      return lease;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(thirdAdmitted).toBe(false);
    // Waiting orders hold their claims, so nobody else is promised their units meanwhile.
    expect(admission.claimedUnits('d1')).toBe(3);
    a.release();
    a.release();
    const c = await third;
    expect(thirdAdmitted).toBe(true);
    let fourthAdmitted = false;
    void admission.admit([jacket(1, 100)]).then(() => {
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
