import { CSV_BOM, csvLine } from '../files/csv';
import type { SheetContent } from './production-sheet';

/*
 * The production sheet's files for the factory (ADR 0066): the tables here are what both the XLSX
 * (a summary sheet and a people sheet, written with exceljs by the backend and the mocked API)
 * and the CSV hold, so the two formats and the two APIs cannot drift apart.
 */

type Cell = string | number;

export interface SheetTable {
  /** The sheet's tab name in the XLSX. */
  title: string;
  headers: string[];
  rows: Cell[][];
  /** The last row: 합계 and the units. */
  totals: Cell[];
}

export const PRODUCTION_SHEET_TITLES = { summary: '옵션별 수량', people: '주문자 명단' } as const;

// A product without options still gets one option column, so the totals row has its 합계 cell.
const axisHeaders = (content: SheetContent): string[] => (content.axisNames.length > 0 ? content.axisNames : ['옵션']);
const blanks = (n: number): string[] => Array.from({ length: n }, () => '');

/** Units per option combination: one column per axis, then 수량. */
export function summaryTable(content: SheetContent): SheetTable {
  const axes = axisHeaders(content);
  const padded = (values: readonly string[]) => axes.map((_, axis) => values[axis] ?? '');
  return {
    title: PRODUCTION_SHEET_TITLES.summary,
    headers: [...axes, '수량'],
    rows: content.summary.map((row) => [...padded(row.optionValues), row.units]),
    totals: ['합계', ...blanks(axes.length - 1), content.totalUnits],
  };
}

/** The embroidery labels in the order they first appear, one column each. */
function inputLabels(content: SheetContent): string[] {
  const labels: string[] = [];
  for (const person of content.people) for (const input of person.inputs) if (!labels.includes(input.label)) labels.push(input.label);
  return labels;
}

/** Every person: 번호, 이름, 학과·반, each axis, each embroidery label, 수량, 주문상품번호. */
export function peopleTable(content: SheetContent): SheetTable {
  const axes = axisHeaders(content);
  const labels = inputLabels(content);
  const rows = content.people.map((person, at) => [
    at + 1,
    person.name,
    person.classLabel ?? '',
    ...axes.map((_, axis) => person.optionValues[axis] ?? ''),
    ...labels.map((label) => person.inputs.find((input) => input.label === label)?.value ?? ''),
    person.count,
    person.orderProductId,
  ]);
  return {
    title: PRODUCTION_SHEET_TITLES.people,
    headers: ['번호', '이름', '학과·반', ...axes, ...labels, '수량', '주문상품번호'],
    rows,
    totals: ['합계', ...blanks(2 + axes.length + labels.length), content.totalUnits, ''],
  };
}

/** The CSV: the people table with its totals, a blank line, then the summary table with its totals. */
export function productionSheetCsv(content: SheetContent): string {
  const people = peopleTable(content);
  const summary = summaryTable(content);
  const lines = [people.headers, ...people.rows, people.totals].map(csvLine).join('');
  const summaryLines = [summary.headers, ...summary.rows, summary.totals].map(csvLine).join('');
  return `${CSV_BOM}${lines}\r\n${summaryLines}`;
}

/** The download's file name: 제작시트_<product>_v<version>.<ext>, without characters a file system refuses. */
export function productionSheetFileName(productName: string, version: number, ext: 'xlsx' | 'csv'): string {
  const safe = productName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim().slice(0, 60) || '상품';
  return `제작시트_${safe}_v${version}.${ext}`;
}

export const productionSheetFilePath = (id: number, ext: 'xlsx' | 'csv'): string => `/api/admin/production-sheets/${id}/file.${ext}`;
