import type { SheetCell } from './tracking-import';

/*
 * Turning what a spreadsheet library hands back into plain cells, and reading CSV text, over plain
 * values: the backend (Node) and the mocked API (browser) read couriers' files alike. exceljs's CSV
 * reader needs Node streams, so CSV is read here (RFC 4180: quotes, doubled quotes, CRLF).
 */

/** An exceljs cell value (text, number, rich text, formula, hyperlink, date, error) as a plain cell. */
export function plainCell(value: unknown): SheetCell {
  if (value == null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.richText)) {
      return (record.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
    }
    if ('result' in record) return plainCell(record.result);
    if (typeof record.text === 'string') return record.text;
  }
  return null;
}

/** Rows of a CSV text, every field kept as text (a leading byte order mark dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Whether a file name names a sheet the import reads, and which kind. */
export function sheetKindOf(name: string): 'XLSX' | 'CSV' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === 'xlsx') return 'XLSX';
  if (extension === 'csv') return 'CSV';
  return null;
}

/** A courier's returned file is a day's parcels: a few hundred kilobytes at most. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
