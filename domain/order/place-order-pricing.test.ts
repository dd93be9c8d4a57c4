import { describe, expect, it } from 'vitest';
import type { DeliveryFeeRule } from '../cart/delivery-fee';
import { feeRule as rule } from '../cart/delivery-fee.scenarios';
import { applyPoints, priceOrder, splitProportionally, type PricingInput } from './place-order-pricing';


const RULES: Record<number, DeliveryFeeRule> = {
  1: rule({ deliveryType: 'FREE' }),
  2: rule({ deliveryType: 'PAY', deliveryFee: 3_000 }),
  3: rule({ deliveryType: 'CONDITIONALFREE', deliveryFee: 3_000, condition: 50_000 }),
};
const ruleOf = (id: number) => RULES[id]!;

const line = (templateId: number, count: number, unitPrice: number, unitSalePrice: number): PricingInput => ({
  templateId,
  count,
  unitPrice,
  unitSalePrice,
});

describe('splitProportionally', () => {
  it('gives whole won in proportion and the rest to the largest remainders, summing exactly', () => {
    expect(splitProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitProportionally(1_000, [62_000, 31_000, 7_000])).toEqual([620, 310, 70]);
    expect(splitProportionally(7, [3, 5])).toEqual([3, 4]);
  });

  it('keeps every share within a won of the exact share for awkward amounts', () => {
    const weights = [33_333, 45_000, 12_345, 9];
    for (const amount of [1, 2, 999, 12_345, 90_687]) {
      const shares = splitProportionally(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      const total = weights.reduce((a, b) => a + b, 0);
      shares.forEach((share, i) => expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1));
    }
  });

  it('gives nothing to a zero weight and refuses more than the weights hold', () => {
    expect(splitProportionally(5, [0, 10])).toEqual([0, 5]);
    expect(splitProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(() => splitProportionally(11, [10])).toThrow(RangeError);
  });
});

describe('priceOrder', () => {
  it('snapshots unit prices, discounts and books each group fee on its first line', () => {
    const price = priceOrder(
      [line(2, 2, 65_000, 62_000), line(3, 1, 30_000, 25_000), line(2, 1, 20_000, 20_000)],
      ruleOf,
    );
    expect(price.lines.map((l) => l.deliveryFee)).toEqual([3_000, 3_000, 0]);
    expect(price.lines.map((l) => l.discountFee)).toEqual([6_000, 5_000, 0]);
    expect(price.totalPrice).toBe(130_000 + 30_000 + 20_000);
    expect(price.discountFee).toBe(11_000);
    expect(price.deliveryFee).toBe(6_000);
    expect(price.payable).toBe(180_000 - 11_000 + 6_000);
  });

  it('applies conditional free delivery on the group subtotal after discount', () => {
    expect(priceOrder([line(3, 2, 30_000, 25_000)], ruleOf).deliveryFee).toBe(0);
    expect(priceOrder([line(3, 1, 60_000, 49_999)], ruleOf).deliveryFee).toBe(3_000);
  });
});

describe('applyPoints', () => {
  const price = priceOrder([line(2, 2, 65_000, 62_000), line(1, 1, 30_000, 25_000)], ruleOf);

  it('makes paidPrice = totalPrice - discountFee + deliveryFee - pointUsing, and lines add up', () => {
    for (const points of [0, 1, 999, 12_345, price.payable - 1, price.payable]) {
      const paid = applyPoints(price, points);
      expect(paid.paidPrice).toBe(paid.totalPrice - paid.discountFee + paid.deliveryFee - points);
      expect(paid.lines.reduce((a, l) => a + l.pointUsing, 0)).toBe(points);
      const linesPaid = paid.lines.reduce((a, l) => a + l.paidPrice + l.deliveryFee - (l.pointUsing - (l.goods - l.paidPrice)), 0);
      expect(linesPaid).toBe(paid.paidPrice);
      for (const l of paid.lines) expect(l.paidPrice).toBeGreaterThanOrEqual(0);
    }
  });

  it('spends points on the goods in proportion before any delivery fee', () => {
    const paid = applyPoints(price, 14_900);
    expect(paid.lines.map((l) => l.pointUsing)).toEqual([12_400, 2_500]);
    expect(paid.lines.map((l) => l.paidPrice)).toEqual([124_000 - 12_400, 25_000 - 2_500]);
  });

  it('lets points beyond the goods pay the delivery fee, leaving lines at zero', () => {
    const paid = applyPoints(price, price.payable);
    expect(paid.paidPrice).toBe(0);
    expect(paid.lines.map((l) => l.paidPrice)).toEqual([0, 0]);
    expect(paid.lines.map((l) => l.pointUsing)).toEqual([124_000 + 3_000, 25_000]);
  });

  it('refuses more points than the payable total', () => {
    expect(() => applyPoints(price, price.payable + 1)).toThrow(RangeError);
  });
});
