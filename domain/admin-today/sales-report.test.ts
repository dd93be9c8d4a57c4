import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/errors';
import { buildSalesReport, isSoldLine, lineGross, parseSalesPeriod, periodDays, pointFlowOf, type SalesLine } from './sales-report';

const line = (overrides: Partial<SalesLine>): SalesLine => ({
  orderId: 1,
  productId: 10,
  productName: '학과 티셔츠',
  productOptionDetailId: 100,
  optionText: '블랙 / L',
  status: 'PAID',
  count: 1,
  salePrice: 20000,
  paidPrice: 20000,
  deliveryFee: 0,
  pointUsing: 0,
  cancelPrice: 0,
  payMethod: 'card',
  paidAt: new Date('2026-11-10T03:00:00Z'),
  ...overrides,
});

function refusedField(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return String(error.extensions['field']);
  }
  return undefined;
}

describe('parseSalesPeriod', () => {
  it('takes both days and at most 366 of them', () => {
    expect(parseSalesPeriod({ from: '2025-11-27', to: '2026-11-27' })).toEqual({ from: '2025-11-27', to: '2026-11-27' });
    expect(refusedField(() => parseSalesPeriod({ from: '2025-11-26', to: '2026-11-27' }))).toBe('from');
    expect(refusedField(() => parseSalesPeriod({ from: null, to: '2026-11-27' }))).toBe('from');
    expect(refusedField(() => parseSalesPeriod({ from: '2026-11-28', to: '2026-11-27' }))).toBe('to');
  });

  it('lists every Seoul day of the period', () => {
    expect(periodDays({ from: '2026-02-27', to: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('buildSalesReport', () => {
  it('counts a line on its paid Seoul day and subtracts its refund there', () => {
    const report = buildSalesReport({ from: '2026-11-10', to: '2026-11-11' }, [
      line({ paidAt: new Date('2026-11-10T14:59:59Z'), count: 2, paidPrice: 40000, salePrice: 20000 }),
      line({ orderId: 2, paidAt: new Date('2026-11-10T15:00:00Z'), status: 'CANCELLED', cancelPrice: 20000, payMethod: 'vbank' }),
      line({ orderId: 3, status: 'READY' }),
      line({ orderId: 4, status: 'CANCELLED', cancelPrice: 0 }),
    ], []);
    expect(report.days.map((day) => [day.day, day.figures, day.orders])).toEqual([
      ['2026-11-10', { gross: 40000, refunds: 0, net: 40000, units: 2 }, 1],
      ['2026-11-11', { gross: 20000, refunds: 20000, net: 0, units: 0 }, 1],
    ]);
    expect(report.total).toEqual({ gross: 60000, refunds: 20000, net: 40000, units: 2 });
    expect(report.payMethods).toEqual([
      { payMethod: 'card', gross: 40000, net: 40000, orders: 1 },
      { payMethod: 'vbank', gross: 20000, net: 0, orders: 1 },
    ]);
  });

  it('adds the money part of a delivery fee to the line that carries it', () => {
    expect(lineGross({ paidPrice: 20000, deliveryFee: 3000, pointUsing: 1000, salePrice: 20000, count: 1 })).toBe(22000);
    expect(lineGross({ paidPrice: 19000, deliveryFee: 3000, pointUsing: 1000, salePrice: 20000, count: 1 })).toBe(22000);
  });

  it('breaks a product down by option, options summing to the product', () => {
    const report = buildSalesReport({ from: '2026-11-10', to: '2026-11-10' }, [
      line({}),
      line({ orderId: 2, productOptionDetailId: 101, optionText: '블랙 / M', paidPrice: 25000, salePrice: 25000 }),
      line({ orderId: 3 }),
    ], []);
    const [product] = report.products;
    expect(product!.figures.net).toBe(65000);
    expect(product!.options.map((option) => [option.optionText, option.figures.net])).toEqual([
      ['블랙 / L', 40000],
      ['블랙 / M', 25000],
    ]);
  });

  it('sells nothing unpaid or cancelled before payment', () => {
    expect(isSoldLine({ status: 'READY', cancelPrice: 0 })).toBe(false);
    expect(isSoldLine({ status: 'CANCELLED', cancelPrice: 0 })).toBe(false);
    expect(isSoldLine({ status: 'COMPLETED', cancelPrice: 0 })).toBe(true);
  });

  it('issues every GAIN but returns and spends what paid orders', () => {
    expect(pointFlowOf({ status: 'GAIN', typeCode: 'ADMIN_GRANT', value: 1 })).toBe('issued');
    expect(pointFlowOf({ status: 'GAIN', typeCode: 'REFUND', value: 1 })).toBeNull();
    expect(pointFlowOf({ status: 'USED', typeCode: 'USE', value: 1 })).toBe('spent');
    expect(pointFlowOf({ status: 'USED', typeCode: 'ADMIN_TAKE', value: 1 })).toBeNull();
    expect(pointFlowOf({ status: 'RESERVED', typeCode: 'PURCHASE', value: 1 })).toBeNull();
  });
});
