import { describe, expect, it } from 'vitest';
import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import { REVIEW_WINDOW_DAYS } from '../../../../domain/order/order-line-rules';
import { OrderProduct } from './order-product.entity';
import { OrderSpecification } from './order-specification.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
const completedAt = new Date('2026-03-02T01:00:00Z');

const line = (overrides: Partial<OrderProduct>) =>
  Object.assign(new OrderProduct(), {
    status: OrderProductStatus.COMPLETED,
    completedAt,
    salePrice: 25_000,
    count: 2,
    paidPrice: 50_000,
    pointUsing: 0,
    deliveryFee: 0,
    ...overrides,
  });

describe('OrderProduct review window', () => {
  it('ends 90 days after the line was completed', () => {
    expect(REVIEW_WINDOW_DAYS).toBe(90);
    expect(line({}).reviewableUntil()).toEqual(new Date(completedAt.getTime() + 90 * DAY_MS));
  });

  it('has no end before the line is completed', () => {
    for (const status of ['READY', 'PAID', 'PREPARING', 'DELIVERING', 'CANCELLED'] as const) {
      expect(line({ status: OrderProductStatus[status] }).reviewableUntil()).toBeNull();
    }
    expect(line({ completedAt: null }).reviewableUntil()).toBeNull();
  });

  it('is reviewable up to the last moment of the window and not after', () => {
    const until = line({}).reviewableUntil()!;
    expect(line({}).isReviewable(completedAt, false)).toBe(true);
    expect(line({}).isReviewable(until, false)).toBe(true);
    expect(line({}).isReviewable(new Date(until.getTime() + 1), false)).toBe(false);
  });

  it('is not reviewable once reviewed or while not completed', () => {
    expect(line({}).isReviewable(completedAt, true)).toBe(false);
    expect(line({ status: OrderProductStatus.DELIVERING }).isReviewable(completedAt, false)).toBe(false);
  });
});

describe('OrderProduct point shares', () => {
  it('splits the points into the goods share and the delivery-fee share', () => {
    // 50,000 of goods, 3,000 fee: 52,000 points cover the goods and 2,000 of the fee.
    const feeLine = line({ paidPrice: 0, pointUsing: 52_000, deliveryFee: 3_000 });
    expect(feeLine.goodsPointUsing()).toBe(50_000);
    expect(feeLine.feePointUsing()).toBe(2_000);
    expect(feeLine.feePaidPrice()).toBe(1_000);
  });

  it('charges the whole fee when points paid only for goods', () => {
    const feeLine = line({ paidPrice: 48_000, pointUsing: 2_000, deliveryFee: 3_000 });
    expect(feeLine.goodsPointUsing()).toBe(2_000);
    expect(feeLine.feePointUsing()).toBe(0);
    expect(feeLine.feePaidPrice()).toBe(3_000);
  });
});

describe('OrderSpecification payment status', () => {
  const specification = (overrides: Partial<OrderSpecification>) =>
    Object.assign(new OrderSpecification(), {
      payMethod: PayMethod.card,
      status: OrderSpecificationStatus.READY,
      vbankNum: null,
      paidAt: null,
      impUid: null,
      ...overrides,
    });

  it('is null before any payment exists and ready once a virtual account is issued', () => {
    expect(specification({}).paymentStatus()).toBeNull();
    expect(specification({ payMethod: PayMethod.vbank, vbankNum: '56211234567890' }).paymentStatus()).toBe('ready');
  });

  it('stays paid while part of the payment is left, cancelled once refunded in full', () => {
    const paidAt = new Date();
    expect(specification({ status: OrderSpecificationStatus.PAID, paidAt }).paymentStatus()).toBe('paid');
    expect(specification({ status: OrderSpecificationStatus.CANCELLED, paidAt }).paymentStatus()).toBe('cancelled');
  });

  it('is failed for a payment that failed, null for an order released before any payment', () => {
    expect(specification({ status: OrderSpecificationStatus.CANCELLED, impUid: 'imp_1' }).paymentStatus()).toBe('failed');
    expect(specification({ status: OrderSpecificationStatus.CANCELLED }).paymentStatus()).toBeNull();
  });

  it('is always null for a point-only order', () => {
    const paidAt = new Date();
    expect(specification({ payMethod: PayMethod.point, status: OrderSpecificationStatus.PAID, paidAt }).paymentStatus()).toBeNull();
  });
});
