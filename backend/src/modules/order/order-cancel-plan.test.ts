import { describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../../../../domain/enums';
import { lineTransition } from '../../../../domain/order/line-process';
import { planLineCancel, planLinesCancel } from '../../../../domain/order/order-cancel-plan';
import { OrderProduct } from './order-product.entity';

let nextId = 1;
const line = (overrides: Partial<OrderProduct> & { templateId?: number }) => {
  const { templateId = 1, ...rest } = overrides;
  return Object.assign(new OrderProduct(), {
    id: nextId++,
    status: OrderProductStatus.PAID,
    salePrice: 20_000,
    count: 1,
    paidPrice: 20_000,
    pointUsing: 0,
    deliveryFee: 0,
    deliveryTemplate: { id: templateId },
    ...rest,
  });
};

describe('planLineCancel', () => {
  it('refunds only the line while another line of its delivery group is live', () => {
    const first = line({ deliveryFee: 3_000 });
    const second = line({ paidPrice: 15_000, salePrice: 15_000 });
    expect(planLineCancel(second, [first, second])).toEqual({
      refundPrice: 15_000,
      refundPoint: 0,
      refundDeliveryFee: 0,
      unpaidDrop: 0,
      closesOrder: false,
    });
    // The fee line itself keeps its fee while its group lives on.
    expect(planLineCancel(first, [first, second]).refundPrice).toBe(20_000);
  });

  it("adds the group fee with the group's last live line, wherever the fee was booked", () => {
    const first = line({ deliveryFee: 3_000, status: OrderProductStatus.CANCELLED });
    const second = line({ paidPrice: 15_000, salePrice: 15_000 });
    const other = line({ templateId: 2 });
    const plan = planLineCancel(second, [first, second, other]);
    expect(plan.refundPrice).toBe(18_000);
    expect(plan.refundDeliveryFee).toBe(3_000);
    expect(plan.closesOrder).toBe(false);
  });

  it('gives back the points on the goods, and on the fee with the group', () => {
    // Goods 20,000 + fee 3,000 paid with 21,000 points: 20,000 on the goods, 1,000 on the fee.
    const only = line({ paidPrice: 0, pointUsing: 21_000, deliveryFee: 3_000 });
    const plan = planLineCancel(only, [only]);
    expect(plan).toMatchObject({ refundPrice: 2_000, refundPoint: 21_000, refundDeliveryFee: 3_000, closesOrder: true });
  });

  it('refunds nothing for an unpaid line and drops its money from what the order owes', () => {
    const first = line({ status: OrderProductStatus.READY, deliveryFee: 3_000, pointUsing: 5_000, paidPrice: 15_000 });
    const plan = planLineCancel(first, [first]);
    expect(plan).toEqual({ refundPrice: 0, refundPoint: 5_000, refundDeliveryFee: 3_000, unpaidDrop: 18_000, closesOrder: true });
  });

  it('keeps the fee while a line of the group is being prepared or shipped', () => {
    const fee = line({ deliveryFee: 3_000, status: OrderProductStatus.PREPARING });
    const cancelling = line({});
    expect(planLineCancel(cancelling, [fee, cancelling]).refundDeliveryFee).toBe(0);
  });
});

// Staff cancels (docs/decisions/0052): several lines at once equal cancelling them one by one.
describe('planLinesCancel', () => {
  it('refunds a whole delivery group with its fee exactly once', () => {
    const first = line({ deliveryFee: 3_000 });
    const second = line({ paidPrice: 15_000, salePrice: 15_000 });
    const plan = planLinesCancel([second, first], [first, second]);
    expect(plan).toMatchObject({ refundPrice: 38_000, refundDeliveryFee: 3_000, closesOrder: true });
    expect(plan.lines.map((entry) => entry.id)).toEqual([first.id, second.id]);
  });

  it('equals the member rule for one line and leaves the others live', () => {
    const first = line({ deliveryFee: 3_000 });
    const second = line({});
    const other = line({ templateId: 2 });
    const { lines: _lines, ...plan } = planLinesCancel([second], [first, second, other]);
    expect(plan).toEqual(planLineCancel(second, [first, second, other]));
    expect(first.isCancelled()).toBe(false);
  });

  it('refunds a PREPARING line as paid, and only staff may cancel it', () => {
    const preparing = line({ status: OrderProductStatus.PREPARING });
    expect(planLineCancel(preparing, [preparing]).refundPrice).toBe(20_000);
    expect(lineTransition(OrderProductStatus.PREPARING, 'staffCancel')).toBe(OrderProductStatus.CANCELLED);
    expect(lineTransition(OrderProductStatus.PREPARING, 'cancel')).toBeNull();
    expect(lineTransition(OrderProductStatus.DELIVERING, 'staffCancel')).toBeNull();
  });
});
