import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../../domain/errors/errors';
import { admitOnFreshRead, CheckoutAdmission, type StockDemand } from './checkout-admission';

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

describe('CheckoutAdmission stock reads', () => {
  it('tells a read that an order of its stock row ended after it was stamped, and no other', async () => {
    const admission = new CheckoutAdmission(3);
    const order = await admission.admit([jacket(1, 2)]);
    const ticket = admission.ticket();
    expect(admission.endedSince([jacket(1, 2)], ticket)).toBe(false);
    order.release();
    expect(admission.endedSince([jacket(1, 2)], ticket)).toBe(true);
    expect(admission.endedSince([hoodie(1, 2)], ticket)).toBe(false);
    expect(admission.endedSince([jacket(1, 1)], admission.ticket())).toBe(false);
  });

  it('counts a release once however often it is called', async () => {
    const admission = new CheckoutAdmission(3);
    const order = await admission.admit([jacket(1, 2)]);
    order.release();
    const ticket = admission.ticket();
    order.release();
    expect(admission.endedSince([jacket(1, 2)], ticket)).toBe(false);
  });
});

describe('admitOnFreshRead', () => {
  it('reads again when an order of the same stock ended during the read, so the unit it sold is not claimed twice', async () => {
    const admission = new CheckoutAdmission(3);
    const inFlight = await admission.admit([jacket(1, 1)]);
    // The first read started before that order committed: it still sees 1 unit. The order then
    // ends (sold) while the read is on the wire; the second read sees the stock at 0.
    const stockSeen = [1, 0];
    let reads = 0;
    const read = async () => {
      const stock = stockSeen[reads]!;
      reads += 1;
      if (reads === 1) inFlight.release();
      return [jacket(1, stock)];
    };
    const refused = await refusal(admitOnFreshRead(admission, read));
    expect(reads).toBe(2);
    expect(refused.code).toBe('OUT_OF_STOCK');
  });

  it('admits on the last read when orders keep ending, and reads once when none does', async () => {
    const admission = new CheckoutAdmission(10);
    let reads = 0;
    const busy = async () => {
      reads += 1;
      (await admission.admit([hoodie(1, 100)])).release();
      return [hoodie(1, 100)];
    };
    await expect(admitOnFreshRead(admission, busy, 3)).resolves.toBeDefined();
    expect(reads).toBe(3);

    reads = 0;
    const quiet = async () => {
      reads += 1;
      return [jacket(1, 5)];
    };
    await expect(admitOnFreshRead(admission, quiet)).resolves.toBeDefined();
    expect(reads).toBe(1);
    await expect(admitOnFreshRead(admission, async () => [])).resolves.toBeUndefined();
  });
});
