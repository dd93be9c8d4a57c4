import ExcelJS from 'exceljs';
import type { SheetContent } from '../../../../domain/production/production-sheet';
import { peopleTable, summaryTable, type SheetTable } from '../../../../domain/production/production-sheet-files';

function addTable(workbook: ExcelJS.Workbook, table: SheetTable): void {
  const sheet = workbook.addWorksheet(table.title);
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.addRow(table.totals).font = { bold: true };
  sheet.columns.forEach((column, at) => {
    column.width = Math.max(8, ...[table.headers[at] ?? '', ...table.rows.map((row) => String(row[at] ?? ''))].map((text) => [...text].length * 2));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The factory's workbook: 옵션별 수량 and 주문자 명단, each with a bold header and totals row. */
export async function productionSheetXlsx(content: SheetContent): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  addTable(workbook, summaryTable(content));
  addTable(workbook, peopleTable(content));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
