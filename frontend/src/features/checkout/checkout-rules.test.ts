import { describe, expect, it } from 'vitest';
import { checkPayMethod, checkPointsWithinPayable, MIN_PG_AMOUNT_MESSAGE } from '../../../../domain/order/place-order-rules';
import { insufficientPoints, insufficientPointsMessage } from '../../../../domain/point/point-rules';
import { buildCart, buildProduct } from '../../../../mocks/factories';
import { deliveryPlanOf, effectivePayMethod, pointLimit, pointsProblem, POINTS_WHOLE_MESSAGE } from './checkout-rules';
import { deliveryFieldOf } from './delivery-values';

describe('checkout rules', () => {
  it('limits points to the smaller of the balance and the amount to pay', () => {
    expect(pointLimit(1_260, 309_000)).toBe(1_260);
    expect(pointLimit(100_000, 39_000)).toBe(39_000);
  });

  it('accepts whole points up to the limit, blank meaning none', () => {
    expect(pointsProblem('', 1_000, 5_000)).toBeNull();
    expect(pointsProblem('1,000', 1_000, 5_000)).toBeNull();
    expect(pointsProblem('12.5', 1_000, 5_000)).toBe(POINTS_WHOLE_MESSAGE);
    expect(pointsProblem('1001', 1_000, 5_000)).toBe(insufficientPointsMessage(1_000));
  });

  /** The sentence placeOrder's own check throws for these values (what the server would answer). */
  const refusalOf = (check: () => void): string | null => {
    try {
      check();
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('says what the server says for points above the order, above the balance or leaving 1-99 won', () => {
    // Above the order's cost is refused first, as placeOrder checks it before touching the ledger.
    expect(pointsProblem('5001', 10_000, 5_000)).toBe(refusalOf(() => checkPointsWithinPayable(5_001, 5_000)));
    expect(pointsProblem('5001', 1_000, 5_000)).toBe(refusalOf(() => checkPointsWithinPayable(5_001, 5_000)));
    expect(pointsProblem('5001', 1_000, 5_000)).toContain('5,000원');
    expect(pointsProblem('1001', 1_000, 5_000)).toBe(insufficientPoints(1_000).message);
    expect(pointsProblem('4950', 10_000, 5_000)).toBe(refusalOf(() => checkPayMethod('card', 50)));
    expect(refusalOf(() => checkPointsWithinPayable(1_001, 5_000))).toBeNull();
  });

  it('refuses to leave 1-99 won for a PG but allows exactly 0 or 100', () => {
    expect(pointsProblem('4901', 5_000, 5_000)).toBe(MIN_PG_AMOUNT_MESSAGE);
    expect(pointsProblem('4999', 5_000, 5_000)).toBe(MIN_PG_AMOUNT_MESSAGE);
    expect(pointsProblem('4900', 5_000, 5_000)).toBeNull();
    expect(pointsProblem('5000', 5_000, 5_000)).toBeNull();
  });

  it('pays by points exactly when nothing is left', () => {
    expect(effectivePayMethod(0, 'card')).toBe('point');
    expect(effectivePayMethod(100, 'vbank')).toBe('vbank');
  });

  it('maps the server path of a refused address field to the form field', () => {
    expect(deliveryFieldOf('delivery.tel')).toBe('tel');
    expect(deliveryFieldOf('delivery')).toBeNull();
    expect(deliveryFieldOf('pointUsing')).toBeNull();
  });

  it('sends a class line to its class order\'s pickup point, even when the product ships', () => {
    const shipped = buildProduct({ productType: 'SINGLEFREE', productGroupDelivery: null });
    const classPoint = { __typename: 'PickupPoint' as const, id: 9, name: '공과대학 2호관 과사무실', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '2호관 201호', note: '평일 10-17시' };
    const classLine = buildCart({
      product: shipped,
      classOrder: { __typename: 'ClassOrder', id: 3, className: '23학번', pickupPoint: classPoint } as never,
    });
    const plan = deliveryPlanOf([classLine]);
    expect(plan.pickupOnly).toBe(true);
    expect(plan.pickups).toEqual([{ point: classPoint, productNames: [shipped.name] }]);

    const other = buildCart({ product: buildProduct({ productType: 'SINGLEFREE', productGroupDelivery: null }) });
    const mixed = deliveryPlanOf([classLine, other]);
    expect(mixed.pickupOnly).toBe(false);
    expect(mixed.pickups).toHaveLength(1);
  });
});
