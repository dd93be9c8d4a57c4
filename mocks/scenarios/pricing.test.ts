import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, deliveryGroupFee } from '../../domain/cart/delivery-fee';
import { purchasePointsOf } from '../../domain/point/point-rules';
import { discountRate, isInSaleWindow, isSoldOut, optionText } from './pricing';
import { deliveryTemplates, DeliveryTemplateId } from './standard/delivery-templates';

function template(id: number) {
  const found = deliveryTemplates.find((row) => row.id === id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
}

// The fee function has its own tests (domain/cart/delivery-fee.test.ts); these check
// that the scenario's templates carry the numbers the stories and the seeded shop promise.
describe('the standard delivery templates under the shared fee function', () => {
  const fee = (id: number, quantity: number, subtotal: number) => deliveryFeeFor(template(id), { quantity, subtotal });
  const remaining = (id: number, quantity: number, unitSalePrice: number) =>
    deliveryGroupFee(template(id), [{ count: quantity, unitSalePrice }]).freeDeliveryRemaining;

  it('charges nothing for FREE and the base fee once for PAY, whatever the quantity', () => {
    expect(fee(DeliveryTemplateId.FREE, 7, 300000)).toBe(0);
    expect(fee(DeliveryTemplateId.PAY, 1, 15000)).toBe(3000);
    expect(fee(DeliveryTemplateId.PAY, 9, 135000)).toBe(3000);
  });

  it('frees CONDITIONALFREE from the condition on, inclusive', () => {
    expect(fee(DeliveryTemplateId.CONDITIONAL_FREE, 1, 49999)).toBe(3000);
    expect(fee(DeliveryTemplateId.CONDITIONAL_FREE, 2, 50000)).toBe(0);
    expect(remaining(DeliveryTemplateId.CONDITIONAL_FREE, 1, 35000)).toBe(15000);
    expect(remaining(DeliveryTemplateId.CONDITIONAL_FREE, 2, 42000)).toBeNull();
    expect(remaining(DeliveryTemplateId.PAY, 1, 10000)).toBeNull();
  });

  it('charges BYQUANTITY per started unit, or by tier when the unit is 0', () => {
    expect([1, 5, 6, 10, 11].map((q) => fee(DeliveryTemplateId.PER_FIVE, q, 0))).toEqual([3000, 3000, 6000, 6000, 9000]);
    expect([1, 10, 11, 30, 31, 200].map((q) => fee(DeliveryTemplateId.GROUP_TIERS, q, 0))).toEqual([
      3000, 3000, 5000, 5000, 8000, 8000,
    ]);
  });

  it('charges nothing for a group with no counted items', () => {
    expect(fee(DeliveryTemplateId.PAY, 0, 0)).toBe(0);
    expect(remaining(DeliveryTemplateId.CONDITIONAL_FREE, 0, 0)).toBeNull();
  });
});

describe('product rules', () => {
  it('treats both sale window bounds as inclusive and a null bound as open', () => {
    const window = { saleStartedAt: '2026-09-01T00:00:00.000Z', saleEndedAt: '2026-09-10T00:00:00.000Z' };
    expect(isInSaleWindow(window, new Date('2026-09-01T00:00:00.000Z'))).toBe(true);
    expect(isInSaleWindow(window, new Date('2026-09-10T00:00:00.000Z'))).toBe(true);
    expect(isInSaleWindow(window, new Date('2026-09-10T00:00:00.001Z'))).toBe(false);
    expect(isInSaleWindow({ saleStartedAt: null, saleEndedAt: null }, new Date(0))).toBe(true);
  });

  it('calls a product sold out when it or every combination has no stock', () => {
    expect(isSoldOut({ count: 0, productOptionDetails: [] })).toBe(true);
    expect(isSoldOut({ count: 3, productOptionDetails: [] })).toBe(false);
    const detail = (count: number) => ({ id: 1, option0: 'S', option1: null, option2: null, price: 0, count });
    expect(isSoldOut({ count: 0, productOptionDetails: [detail(0), detail(0)] })).toBe(true);
    expect(isSoldOut({ count: 1, productOptionDetails: [detail(0), detail(1)] })).toBe(false);
  });

  it('rounds the discount down, earns 1% points rounded down and joins option values with slashes', () => {
    expect(discountRate(89000, 79000)).toBe(11);
    expect(discountRate(0, 0)).toBe(0);
    expect(purchasePointsOf(127500)).toBe(1275);
    expect(purchasePointsOf(99)).toBe(0);
    expect(optionText({ option0: '네이비', option1: 'L', option2: null })).toBe('네이비 / L');
    expect(optionText(null)).toBe('');
  });
});
