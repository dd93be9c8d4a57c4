import type { StaffSalesReportQuery } from '../../../lib/__generated__/graphql';
import { CSV_BOM, csvLine } from '../../../../../domain/files/csv';
import { payMethodLabel } from '../../../lib/pay-methods';

export type SalesReport = StaffSalesReportQuery['staffSalesReport'];

/**
 * The report as one CSV: the days, then products with their options, then pay methods and points,
 * each block under its own header row, written like the courier sheets (a byte order mark for Excel,
 * text that would run as a formula defused).
 */
export function salesReportCsv(report: SalesReport): string {
  const figures = ['총매출', '환불', '순매출', '수량'];
  const rows = [
    csvLine(['기간', `${report.from} ~ ${report.to}`]),
    csvLine(['합계', '', ...figures, '주문 수']),
    csvLine(['합계', '', report.total.gross, report.total.refunds, report.total.net, report.total.units, report.orders]),
    '\r\n',
    csvLine(['날짜', '', ...figures, '주문 수']),
    ...report.days.map((day) => csvLine([day.day, '', day.figures.gross, day.figures.refunds, day.figures.net, day.figures.units, day.orders])),
    '\r\n',
    csvLine(['상품', '옵션', ...figures]),
    ...report.products.flatMap((product) => [
      csvLine([product.productName, '전체', product.figures.gross, product.figures.refunds, product.figures.net, product.figures.units]),
      ...product.options.map((option) =>
        csvLine([product.productName, option.optionText || '옵션 없음', option.figures.gross, option.figures.refunds, option.figures.net, option.figures.units]),
      ),
    ]),
    '\r\n',
    csvLine(['결제 수단', '', '총매출', '순매출', '주문 수']),
    ...report.payMethods.map((pay) => csvLine([payMethodLabel(pay.payMethod), '', pay.gross, pay.net, pay.orders])),
    '\r\n',
    csvLine(['포인트 지급', report.points.issued]),
    csvLine(['포인트 사용', report.points.spent]),
  ];
  return `${CSV_BOM}${rows.join('')}`;
}

/** Hands the CSV to the browser as a download named after the period. */
export function downloadSalesCsv(report: SalesReport): void {
  const blob = new Blob([salesReportCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `매출-${report.from}-${report.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
