import { describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../../../../domain/enums';
import { lineTransition } from '../../../../domain/order/line-process';
import { planLineCancel, planLinesCancel } from '../../../../domain/order/order-cancel-plan';
import { OrderProduct } from './order-product.entity';

// Staff cancels (docs/decisions/0052): several lines at once equal cancelling them one by one.

let nextId = 100;
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
