import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, deliveryGroupFee, deliveryLoadOf, type DeliveryFeeRule } from './delivery-fee';

const base: DeliveryFeeRule = {
  deliveryType: 'FREE',
  deliveryFee: 3000,
  condition: 0,
  quantity: 0,
  quantityCount0: 0,
  quantityCount1: 0,
  quantityPrice0: 0,
  quantityPrice1: 0,
  quantityPrice2: 0,
};

const free: DeliveryFeeRule = { ...base, deliveryType: 'FREE' };
const pay: DeliveryFeeRule = { ...base, deliveryType: 'PAY', deliveryFee: 3000 };
const conditional: DeliveryFeeRule = { ...base, deliveryType: 'CONDITIONALFREE', deliveryFee: 3000, condition: 50000 };
const perFive: DeliveryFeeRule = { ...base, deliveryType: 'BYQUANTITY', deliveryFee: 3000, quantity: 5 };
const tiers: DeliveryFeeRule = {
  ...base,
  deliveryType: 'BYQUANTITY',
  quantity: 0,
  quantityCount0: 10,
  quantityCount1: 30,
  quantityPrice0: 3000,
  quantityPrice1: 5000,
  quantityPrice2: 8000,
};

const load = (quantity: number, subtotal = quantity * 10000) => ({ quantity, subtotal });

describe('deliveryFeeFor', () => {
  it('FREE costs nothing however much ships', () => {
    expect(deliveryFeeFor(free, load(1))).toBe(0);
    expect(deliveryFeeFor(free, load(100))).toBe(0);
  });

  it('PAY charges the fee once per group, not per item', () => {
    expect(deliveryFeeFor(pay, load(1))).toBe(3000);
    expect(deliveryFeeFor(pay, load(7))).toBe(3000);
  });

  it('CONDITIONALFREE charges the fee one won below the condition and nothing from the condition up', () => {
    expect(deliveryFeeFor(conditional, load(1, 49999))).toBe(3000);
    expect(deliveryFeeFor(conditional, load(1, 50000))).toBe(0);
    expect(deliveryFeeFor(conditional, load(3, 120000))).toBe(0);
  });

  it('BYQUANTITY with a repeat unit charges the fee per started unit', () => {
    expect(deliveryFeeFor(perFive, load(1))).toBe(3000);
    expect(deliveryFeeFor(perFive, load(5))).toBe(3000);
    expect(deliveryFeeFor(perFive, load(6))).toBe(6000);
    expect(deliveryFeeFor(perFive, load(10))).toBe(6000);
    expect(deliveryFeeFor(perFive, load(11))).toBe(9000);
  });

  it('BYQUANTITY without a repeat unit uses the tiers at their exact bounds', () => {
    expect(deliveryFeeFor(tiers, load(1))).toBe(3000);
    expect(deliveryFeeFor(tiers, load(10))).toBe(3000);
    expect(deliveryFeeFor(tiers, load(11))).toBe(5000);
    expect(deliveryFeeFor(tiers, load(30))).toBe(5000);
    expect(deliveryFeeFor(tiers, load(31))).toBe(8000);
    expect(deliveryFeeFor(tiers, load(500))).toBe(8000);
  });

  it('BYQUANTITY tiers with an unused second tier (0) go from the first tier straight to the last price', () => {
    const oneTier = { ...tiers, quantityCount1: 0 };
    expect(deliveryFeeFor(oneTier, load(10))).toBe(3000);
    expect(deliveryFeeFor(oneTier, load(11))).toBe(8000);
  });

  it('a group with nothing in it costs nothing under every rule', () => {
    for (const rule of [free, pay, conditional, perFive, tiers]) {
      expect(deliveryFeeFor(rule, load(0, 0))).toBe(0);
    }
  });

  it('refuses negative or fractional loads instead of computing a wrong fee', () => {
    expect(() => deliveryFeeFor(pay, { quantity: -1, subtotal: 0 })).toThrow(RangeError);
    expect(() => deliveryFeeFor(pay, { quantity: 1.5, subtotal: 0 })).toThrow(RangeError);
    expect(() => deliveryFeeFor(pay, { quantity: 1, subtotal: -10 })).toThrow(RangeError);
  });
});

describe('deliveryLoadOf', () => {
  it('counts only selected lines, and lines without a selection flag (order lines)', () => {
    const lines = [
      { count: 2, unitSalePrice: 10000, selected: true },
      { count: 5, unitSalePrice: 99000, selected: false },
      { count: 1, unitSalePrice: 4500 },
    ];
    expect(deliveryLoadOf(lines)).toEqual({ quantity: 3, subtotal: 24500 });
  });
});

describe('deliveryGroupFee', () => {
  it('CONDITIONALFREE below the condition says how much more makes delivery free', () => {
    const group = deliveryGroupFee(conditional, [{ count: 2, unitSalePrice: 20000, selected: true }]);
    expect(group).toEqual({ quantity: 2, subtotal: 40000, deliveryFee: 3000, freeDeliveryRemaining: 10000 });
  });

  it('CONDITIONALFREE at the condition is free and has no hint', () => {
    const group = deliveryGroupFee(conditional, [{ count: 1, unitSalePrice: 50000, selected: true }]);
    expect(group.deliveryFee).toBe(0);
    expect(group.freeDeliveryRemaining).toBeNull();
  });

  it('deselecting the line that reached the condition brings the fee back', () => {
    const lines = [
      { count: 1, unitSalePrice: 45000, selected: true },
      { count: 1, unitSalePrice: 10000, selected: true },
    ];
    expect(deliveryGroupFee(conditional, lines).deliveryFee).toBe(0);
    const deselected = lines.map((line, index) => (index === 1 ? { ...line, selected: false } : line));
    expect(deliveryGroupFee(conditional, deselected)).toMatchObject({ deliveryFee: 3000, freeDeliveryRemaining: 5000 });
  });

  it('a group whose lines are all deselected has no fee and no hint', () => {
    const group = deliveryGroupFee(conditional, [{ count: 1, unitSalePrice: 1000, selected: false }]);
    expect(group).toEqual({ quantity: 0, subtotal: 0, deliveryFee: 0, freeDeliveryRemaining: null });
  });

  it('other rules never give a free-delivery hint', () => {
    for (const rule of [free, pay, perFive, tiers]) {
      expect(deliveryGroupFee(rule, [{ count: 1, unitSalePrice: 1000 }]).freeDeliveryRemaining).toBeNull();
    }
  });
});

describe('deliveryGroupFee at the bounds, over several lines of one group', () => {
  it('CONDITIONALFREE: one won short leaves exactly one won to go; the condition itself is free', () => {
    const short = deliveryGroupFee(conditional, [
      { count: 1, unitSalePrice: 29_999 },
      { count: 2, unitSalePrice: 10_000 },
    ]);
    expect(short).toMatchObject({ subtotal: 49_999, deliveryFee: 3000, freeDeliveryRemaining: 1 });
    const reached = deliveryGroupFee(conditional, [
      { count: 1, unitSalePrice: 30_000 },
      { count: 2, unitSalePrice: 10_000 },
    ]);
    expect(reached).toMatchObject({ subtotal: 50_000, deliveryFee: 0, freeDeliveryRemaining: null });
  });

  it('BYQUANTITY with a repeat unit sums the lines: unit items one fee, unit + 1 two', () => {
    expect(deliveryGroupFee(perFive, [{ count: 2, unitSalePrice: 1 }, { count: 3, unitSalePrice: 1 }]).deliveryFee).toBe(3000);
    expect(deliveryGroupFee(perFive, [{ count: 3, unitSalePrice: 1 }, { count: 3, unitSalePrice: 1 }]).deliveryFee).toBe(6000);
  });

  it('BYQUANTITY tiers sum the lines and switch right after count0 and count1', () => {
    const fee = (first: number, second: number) =>
      deliveryGroupFee(tiers, [{ count: first, unitSalePrice: 1 }, { count: second, unitSalePrice: 1 }]).deliveryFee;
    expect([fee(5, 5), fee(5, 6), fee(15, 15), fee(15, 16)]).toEqual([3000, 5000, 5000, 8000]);
  });

  it('a repeat unit of one charges per item', () => {
    expect(deliveryFeeFor({ ...perFive, quantity: 1 }, load(4))).toBe(12000);
  });
});
