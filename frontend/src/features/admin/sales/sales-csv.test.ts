import { describe, expect, it } from 'vitest';
import { salesReportCsv, type SalesReport } from './sales-csv';

const figures = (gross: number, refunds: number, units: number) => ({ gross, refunds, net: gross - refunds, units });

const report: SalesReport = {
  from: '2026-11-26',
  to: '2026-11-27',
  orders: 2,
  total: figures(98000, 49000, 1),
  days: [
    { day: '2026-11-26', orders: 1, figures: figures(49000, 0, 1) },
    { day: '2026-11-27', orders: 1, figures: figures(49000, 49000, 0) },
  ],
  products: [
    {
      productId: 3,
      productName: '한빛 과잠, "네이비"',
      figures: figures(98000, 49000, 1),
      options: [{ productOptionDetailId: 11, optionText: 'L', figures: figures(98000, 49000, 1) }],
    },
  ],
  payMethods: [{ payMethod: 'card', gross: 98000, net: 49000, orders: 2 }],
  points: { issued: 300, spent: 1000 },
};

describe('salesReportCsv', () => {
  it('starts with a BOM and carries the totals, days, products and pay methods', () => {
    const csv = salesReportCsv(report);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toContain('합계,,98000,49000,49000,1,2');
    expect(lines).toContain('2026-11-27,,49000,49000,0,0,1');
    expect(lines).toContain('신용·체크카드,,98000,49000,2');
    expect(lines).toContain('포인트 사용,1000');
  });

  it('quotes a cell holding a comma or a quote', () => {
    expect(salesReportCsv(report)).toContain('"한빛 과잠, ""네이비""",전체,98000,49000,49000,1');
  });
});

describe('salesReportCsv and formulas', () => {
  it('defuses a product name a spreadsheet would run as a formula', () => {
    const risky = { ...report, products: [{ ...report.products[0]!, productName: '=HYPERLINK("x")', options: [] }] };
    expect(salesReportCsv(risky)).toContain(`"'=HYPERLINK(""x"")",전체`);
  });
});
