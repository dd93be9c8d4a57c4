// The mocked API's courier files, built and read in the page with exceljs like the real job does
// (the layouts, CSV writing and cell reading all come from domain/courier).
import ExcelJS from 'exceljs';
import { COURIER_LAYOUTS, COURIER_NAMES, courierHeaders, courierRow, type CourierExportLine } from '../../domain/courier/courier-layouts';
import { CSV_BOM, csvLine } from '../../domain/files/csv';
import { parseCsv, plainCell, sheetKindOf } from '../../domain/courier/sheet-cells';
import type { StoreCourierExport } from './types';

export async function courierFileBytes(row: StoreCourierExport, lines: readonly CourierExportLine[]): Promise<Uint8Array> {
  if (row.format === 'CSV') return new TextEncoder().encode(CSV_BOM + [courierHeaders(row.courier), ...lines.map((line) => courierRow(row.courier, line))].map(csvLine).join(''));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(COURIER_NAMES[row.courier]);
  sheet.columns = COURIER_LAYOUTS[row.courier].map((column) => ({ header: column.header, key: column.field, width: column.width }));
  for (const line of lines) sheet.addRow(courierRow(row.courier, line));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The first sheet of an uploaded XLSX or CSV as plain cells; null for another kind of file. */
export async function readCourierFile(name: string, bytes: ArrayBuffer): Promise<(string | number | null)[][] | null> {
  const kind = sheetKindOf(name);
  if (kind === 'CSV') return parseCsv(new TextDecoder().decode(bytes));
  if (kind !== 'XLSX') return null;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: (string | number | null)[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: (string | number | null)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = plainCell(cell.value) ?? null;
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return Array.from(rows, (row) => row ?? []);
}
