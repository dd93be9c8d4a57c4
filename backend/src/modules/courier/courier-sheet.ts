import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  COURIER_LAYOUTS,
  COURIER_NAMES,
  courierRow,
  courierHeaders,
  type Courier,
  type CourierExportLine,
  type CourierFormat,
} from '../../../../domain/courier/courier-layouts';
import { CSV_BOM, csvLine } from '../../../../domain/files/csv';
import { parseCsv, plainCell } from '../../../../domain/courier/sheet-cells';
import type { SheetCell } from '../../../../domain/courier/tracking-import';

/** Writes a courier file batch by batch; `finish` answers the whole file's bytes for storage. */
export interface CourierSheetWriter {
  add(lines: readonly CourierExportLine[]): Promise<void>;
  finish(): Promise<Uint8Array>;
}

function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is written, so memory holds
 * the compressed output, never a workbook of 10,000 rows. The tracking column is text-formatted
 * (`@`), so numbers the courier pastes stay text instead of turning into 1.23457E+11.
 */
function xlsxWriter(courier: Courier): CourierSheetWriter {
  const output = new PassThrough();
  const bytes = collect(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(COURIER_NAMES[courier]);
  sheet.columns = COURIER_LAYOUTS[courier].map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
    style: column.field === 'tracking' || column.field === 'phone' || column.field === 'postcode' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async add(lines) {
      for (const line of lines) sheet.addRow(courierRow(courier, line)).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      return new Uint8Array(await bytes);
    },
  };
}

/** CSV (UTF-8 with a byte order mark, CRLF) written by domain/courier so the mocked API writes the same. */
function csvWriter(courier: Courier): CourierSheetWriter {
  const parts: string[] = [CSV_BOM, csvLine(courierHeaders(courier))];
  return {
    async add(lines) {
      parts.push(lines.map((line) => csvLine(courierRow(courier, line))).join(''));
    },
    async finish() {
      return new TextEncoder().encode(parts.join(''));
    },
  };
}

export function courierSheetWriter(courier: Courier, format: CourierFormat): CourierSheetWriter {
  return format === 'XLSX' ? xlsxWriter(courier) : csvWriter(courier);
}

/** The first sheet's rows as plain cells (number cells stay numbers: the import rules judge them). */
export async function readSheet(bytes: Uint8Array, kind: 'XLSX' | 'CSV'): Promise<SheetCell[][]> {
  if (kind === 'CSV') return parseCsv(new TextDecoder('utf-8').decode(bytes));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = plainCell(cell.value);
    });
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}
