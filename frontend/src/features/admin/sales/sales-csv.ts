import type { StaffSalesReportQuery } from '../../../lib/__generated__/graphql';
import { payMethodLabel } from '../../../lib/pay-methods';

export type SalesReport = StaffSalesReportQuery['staffSalesReport'];

// A dozen lines instead of a CSV library: exceljs and fast-csv write through Node streams, and
// the report is already in the browser (docs/decisions/0054-today-and-numbers.md).
function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const rowOf = (values: (string | number)[]) => values.map(cell).join(',');

/**
 * The report as one CSV: the days, then products with their options, then pay methods and points,
 * each block under its own header row. A UTF-8 byte order mark first, so Excel reads Korean.
 */
export function salesReportCsv(report: SalesReport): string {
  const figures = ['총매출', '환불', '순매출', '수량'];
  const rows = [
    rowOf(['기간', `${report.from} ~ ${report.to}`]),
    rowOf(['합계', '', ...figures, '주문 수']),
    rowOf(['합계', '', report.total.gross, report.total.refunds, report.total.net, report.total.units, report.orders]),
    '',
    rowOf(['날짜', '', ...figures, '주문 수']),
    ...report.days.map((day) => rowOf([day.day, '', day.figures.gross, day.figures.refunds, day.figures.net, day.figures.units, day.orders])),
    '',
    rowOf(['상품', '옵션', ...figures]),
    ...report.products.flatMap((product) => [
      rowOf([product.productName, '전체', product.figures.gross, product.figures.refunds, product.figures.net, product.figures.units]),
      ...product.options.map((option) =>
        rowOf([product.productName, option.optionText || '옵션 없음', option.figures.gross, option.figures.refunds, option.figures.net, option.figures.units]),
      ),
    ]),
    '',
    rowOf(['결제 수단', '', '총매출', '순매출', '주문 수']),
    ...report.payMethods.map((pay) => rowOf([payMethodLabel(pay.payMethod), '', pay.gross, pay.net, pay.orders])),
    '',
    rowOf(['포인트 지급', report.points.issued]),
    rowOf(['포인트 사용', report.points.spent]),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
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
