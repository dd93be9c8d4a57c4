import { describe, expect, it } from 'vitest';
import { OrderProductStatus, PointStatus } from '../../../../domain/enums';
import { OrderProduct } from '../order/order-product.entity';
import { Point } from './point.entity';

describe('Point', () => {
  const point = (status: PointStatus) => Object.assign(new Point(), { status, value: 300 });

  it('moves the balance by its direction; RESERVED does not count yet', () => {
    expect(point(PointStatus.GAIN).balanceEffect()).toBe(300);
    expect(point(PointStatus.USED).balanceEffect()).toBe(-300);
    expect(point(PointStatus.EXPIRED).balanceEffect()).toBe(-300);
    expect(point(PointStatus.RESERVED).balanceEffect()).toBe(0);
  });
});

describe('OrderProduct', () => {
  const line = (status: OrderProductStatus) =>
    Object.assign(new OrderProduct(), { status, price: 62_000, count: 2 });

  it('can be changed by the buyer only while READY or PAID', () => {
    expect(line(OrderProductStatus.READY).isChangeable()).toBe(true);
    expect(line(OrderProductStatus.PAID).isChangeable()).toBe(true);
    for (const status of ['PREPARING', 'DELIVERING', 'COMPLETED', 'CANCELLED'] as const) {
      expect(line(status).isChangeable()).toBe(false);
    }
  });

  it('totals the list price over its count', () => {
    expect(line(OrderProductStatus.READY).lineListTotal()).toBe(124_000);
  });
});
