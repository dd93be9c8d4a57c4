import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { paths } from '../../../frontend/src/lib/paths';
import { gql } from './page-api';
import { expect } from './test';

/*
 * A production sheet checked against the orders (issue 17, ADR 0066/0070): the product's counted
 * lines are read independently, through the order desk's own query (`staffOrderLines`), never from
 * the sheet, and the sheet's screen and its XLSX must add up to them. Call with a staff session.
 */

/** The statuses a production sheet counts (domain/production SHEET_LINE_STATUSES), as the desk filters them. */
const SHEET_STATUSES = ['PAID', 'PREPARING', 'DELIVERING', 'COMPLETED'];

interface DeskLine {
  id: number;
  buyerName: string;
  optionText: string;
  inputs: string[];
  count: number;
}

/** Option values as a key independent of their order (the desk keeps option0..2, the sheet axis order). */
const comboKey = (values: readonly string[]) => [...values].map((value) => value.trim()).sort().join(' | ');
const optionValuesOf = (text: string) => (text.trim() === '' || text === '-' ? [] : text.split(' / '));

/** Every counted line of the product, every page of the desk. */
async function paidLinesOf(page: Page, productId: number): Promise<DeskLine[]> {
  const lines: DeskLine[] = [];
  for (let at = 1; ; at += 1) {
    const { staffOrderLines } = await gql<{ staffOrderLines: { total: number; items: DeskLine[] } }>(
      page,
      'query ($filter: StaffOrderLineFilter, $page: Int) { staffOrderLines(filter: $filter, page: $page) { total items { id buyerName optionText inputs count } } }',
      { filter: { productId, statuses: SHEET_STATUSES }, page: at },
    );
    lines.push(...staffOrderLines.items);
    if (staffOrderLines.items.length === 0 || lines.length >= staffOrderLines.total) return lines;
  }
}

function unitsByCombination(entries: readonly { key: string; units: number }[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const entry of entries) totals[entry.key] = (totals[entry.key] ?? 0) + entry.units;
  return totals;
}

const cellsOf = (rows: ReturnType<Page['locator']>) => rows.evaluateAll((found) => found.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent.trim())));
const unitsOf = (text: string) => Number(text.replace(/개$/, ''));

async function downloadedBytes(download: Download): Promise<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** A worksheet's rows below its header as text cells, keyed by the header's names. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, string>[] {
  // exceljs' row values are a sparse array from index 1: Array.from fills the holes.
  const headers = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? ''));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = Array.from(row.values as unknown[]);
    rows.push(Object.fromEntries(headers.map((header, at) => [header, String(values[at] ?? '')])));
  });
  return rows;
}

/**
 * Staff open the product's production sheet in the console once the close job made it (polled, not
 * waited for), and check its summary, its people and its XLSX against the product's counted orders.
 */
export async function expectSheetMatchesOrders(page: Page, productId: number): Promise<void> {
  // The real close queues a pg-boss job for the sheet: ask until its version exists.
  await expect
    .poll(async () => (await gql<{ staffProductionSheets: unknown[] }>(page, 'query ($id: Int!) { staffProductionSheets(productId: $id) { id } }', { id: productId })).staffProductionSheets.length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await page.goto(paths.adminProductProduction(productId));
  await page.getByRole('link', { name: 'v1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /제작 시트 v1$/ })).toBeVisible();

  const lines = await paidLinesOf(page, productId);
  const totalUnits = lines.reduce((sum, line) => sum + line.count, 0);
  expect(lines.length).toBeGreaterThan(0);
  const expected = unitsByCombination(lines.map((line) => ({ key: comboKey(optionValuesOf(line.optionText)), units: line.count })));

  // The summary per option combination, then its 합계 row.
  const summary = page.getByRole('region', { name: '옵션별 수량' });
  const summaryRows = await cellsOf(summary.locator('tbody tr'));
  const totalsRow = summaryRows.find((cells) => cells[0] === '합계');
  expect(totalsRow?.at(-1)).toBe(`${totalUnits}개`);
  const shown = summaryRows.filter((cells) => cells[0] !== '합계').map((cells) => ({ key: comboKey(cells.slice(0, -1).filter(Boolean)), units: unitsOf(cells.at(-1)!) }));
  expect(unitsByCombination(shown)).toEqual(expected);

  // The per-person list: one row per counted line, with the buyer, the options, the embroidery and the count.
  const people = page.getByRole('region', { name: /^주문자 명단/ });
  await expect(people.getByRole('heading', { level: 2 })).toHaveText(`주문자 명단 (${lines.length}명)`);
  const personKey = (name: string, options: string, inputs: readonly string[], count: number) => `${name} · ${comboKey(optionValuesOf(options))} · ${inputs.join(',')} · ${count}`;
  const listed = (await cellsOf(people.locator('tbody tr'))).map(([name, , options, embroidery, count]) =>
    personKey(name!, options!, embroidery === '-' ? [] : embroidery!.split(', ').map((pair) => pair.slice(pair.indexOf(': ') + 2)), unitsOf(count!)),
  );
  expect(listed.sort()).toEqual(lines.map((line) => personKey(line.buyerName, line.optionText, line.inputs, line.count)).sort());

  // The factory's XLSX: the same combinations and totals, and exactly the desk's order lines.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀(XLSX) 받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^제작시트_.+_v1\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await downloadedBytes(download));
  const summarySheet = rowsOf(workbook.getWorksheet('옵션별 수량')!);
  const axes = Object.keys(summarySheet[0] ?? {}).filter((header) => header !== '' && header !== '수량');
  const fileTotals = summarySheet.filter((row) => row[axes[0]!] === '합계');
  expect(fileTotals.map((row) => Number(row['수량']))).toEqual([totalUnits]);
  const fileCombos = summarySheet.filter((row) => row[axes[0]!] !== '합계').map((row) => ({ key: comboKey(axes.map((axis) => row[axis]!).filter(Boolean)), units: Number(row['수량']) }));
  expect(unitsByCombination(fileCombos)).toEqual(expected);
  const peopleSheet = rowsOf(workbook.getWorksheet('주문자 명단')!);
  const filePeople = peopleSheet.filter((row) => row['번호'] !== '합계');
  expect(filePeople.map((row) => Number(row['주문상품번호'])).sort((a, b) => a - b)).toEqual(lines.map((line) => line.id).sort((a, b) => a - b));
  expect(filePeople.reduce((sum, row) => sum + Number(row['수량']), 0)).toBe(totalUnits);
  expect(peopleSheet.filter((row) => row['번호'] === '합계').map((row) => Number(row['수량']))).toEqual([totalUnits]);
}
