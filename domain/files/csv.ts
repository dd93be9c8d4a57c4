// CSV as every file the shop hands out writes it: the courier sheets and the staff sales report.

/**
 * A CSV field as RFC 4180 writes it, with a leading apostrophe before values a spreadsheet would
 * run as a formula (CSV injection: =, +, -, @ at the start).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Excel opens UTF-8 CSV as Korean only with a byte order mark. */
export const CSV_BOM = '\uFEFF';

export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
