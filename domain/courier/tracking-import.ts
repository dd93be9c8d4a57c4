import { OrderProductStatus } from '../enums';
import { COURIER_LAYOUTS, COURIER_NAMES, COURIERS, LINE_ID_HEADER, type Courier } from './courier-layouts';

/*
 * Reading a courier's returned file (docs/decisions/0051): find the header row, read each row's
 * line id and tracking number as text, and plan per row what applying would do. Pure: the backend
 * and the mocked API hand in cells and the lines they loaded, and write only what the plan says.
 */

/** A cell as a sheet reader gives it: text, a number cell's value, or nothing. */
export type SheetCell = string | number | null | undefined;

/** Waybill numbers of the four couriers are 10 to 13 digits; 9 and 14 leave room for others' formats. */
export const TRACKING_MIN_DIGITS = 9;
export const TRACKING_MAX_DIGITS = 14;
/** Rows after the last one are not read: a courier's file for one day's parcels is far smaller. */
export const IMPORT_MAX_ROWS = 5_000;
/** The header row is looked for in the first rows only (couriers put a title or notice above it). */
const HEADER_SEARCH_ROWS = 20;
/** Excel keeps 15 significant digits; a number cell with more lost its last ones. */
const EXACT_DIGITS = 15;

export const TRACKING_HEADERS: readonly string[] = [
  ...new Set(COURIERS.map((courier) => COURIER_LAYOUTS[courier].find((column) => column.field === 'tracking')!.header)),
  '송장번호',
  '운송장',
];
const COMPANY_HEADERS: readonly string[] = ['택배사', '택배사명'];

export const TRACKING_IMPORT_MESSAGES = {
  noHeader: `파일에서 '${LINE_ID_HEADER}'와 '운송장번호' 열을 찾지 못했어요. 내보낸 파일의 머리글을 지우지 말고 송장 번호만 채워 주세요.`,
  tooManyRows: `한 번에 ${IMPORT_MAX_ROWS.toLocaleString('ko-KR')}줄까지 가져올 수 있어요. 파일을 나눠서 올려 주세요.`,
  unreadable: '파일을 읽지 못했어요. 택배사에서 받은 XLSX 또는 CSV 파일인지 확인해 주세요.',
  lineIdMalformed: '주문상품번호가 숫자가 아니에요. 내보낸 파일의 주문상품번호를 그대로 두세요.',
  lineNotFound: '이 가게의 주문 상품 번호가 아니에요. 파일의 주문상품번호를 확인해 주세요.',
  trackingEmpty: '송장 번호가 비어 있어요.',
  trackingExponent:
    '송장 번호가 1.23457E+11처럼 지수로 바뀌어 있어요. 엑셀에서 송장 번호 열을 텍스트 형식으로 바꾼 뒤 번호를 다시 넣어 주세요.',
  trackingLostDigits: '송장 번호가 엑셀에서 숫자로 바뀌며 뒷자리가 사라졌어요. 텍스트 형식으로 다시 넣어 주세요.',
  trackingMalformed: `송장 번호는 숫자 ${TRACKING_MIN_DIGITS}~${TRACKING_MAX_DIGITS}자리여야 해요.`,
  companyUnknown: `택배사를 알 수 없어요. ${COURIERS.map((courier) => COURIER_NAMES[courier]).join(', ')} 중 하나로 적어 주세요.`,
  cancelled: '취소된 주문 상품이에요. 발송하지 마세요.',
  notPreparing: '상품 준비 중인 주문 상품만 발송 처리할 수 있어요. 먼저 주문 확인을 해 주세요.',
  shippedOther: '이미 다른 송장 번호로 발송 처리된 주문 상품이에요.',
  alreadyDone: '이미 등록됨',
  duplicateRow: (firstRow: number) => `같은 주문상품번호가 ${firstRow}번째 줄에도 있어요. 한 줄만 남겨 주세요.`,
} as const;

export type TrackingNumberReading = { ok: true; value: string } | { ok: false; reason: string; code: TrackingRefusalCode };

/**
 * A tracking number cell read as text: spaces and hyphens dropped, digits only. A number cell is
 * taken only when it is a whole number Excel still holds exactly; the exponent form a spreadsheet
 * shows (and writes into CSV) is refused with how to fix it, never guessed back.
 */
export function readTrackingNumber(cell: SheetCell): TrackingNumberReading {
  if (cell == null || (typeof cell === 'string' && cell.trim() === '')) {
    return { ok: false, code: 'TRACKING_EMPTY', reason: TRACKING_IMPORT_MESSAGES.trackingEmpty };
  }
  let text: string;
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell <= 0) return malformed();
    text = String(cell);
    if (text.includes('e') || text.length > EXACT_DIGITS) {
      return { ok: false, code: 'TRACKING_LOST_DIGITS', reason: TRACKING_IMPORT_MESSAGES.trackingLostDigits };
    }
  } else {
    text = cell.trim().replace(/^'/, '');
    if (/^\d+(?:[.,]\d+)?e\+?\d+$/i.test(text)) {
      return { ok: false, code: 'TRACKING_EXPONENT', reason: TRACKING_IMPORT_MESSAGES.trackingExponent };
    }
    text = text.replace(/[\s-]/g, '');
  }
  if (!/^\d+$/.test(text) || text.length < TRACKING_MIN_DIGITS || text.length > TRACKING_MAX_DIGITS) return malformed();
  return { ok: true, value: text };
}

function malformed(): TrackingNumberReading {
  return { ok: false, code: 'TRACKING_MALFORMED', reason: TRACKING_IMPORT_MESSAGES.trackingMalformed };
}

function cellText(cell: SheetCell): string {
  return cell == null ? '' : String(cell).trim();
}

function normalHeader(cell: SheetCell): string {
  return cellText(cell).replace(/\s+/g, '');
}

export interface SheetColumns {
  /** 0-based index of the header row in the rows given. */
  headerRow: number;
  lineId: number;
  tracking: number;
  company: number | null;
}

/** The header row (the first of the top rows naming both the line id and a tracking column), or null. */
export function findSheetColumns(rows: readonly (readonly SheetCell[])[]): SheetColumns | null {
  const want = (names: readonly string[]) => new Set(names.map((name) => name.replace(/\s+/g, '')));
  const trackingNames = want(TRACKING_HEADERS);
  const companyNames = want(COMPANY_HEADERS);
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    const headers = (rows[index] ?? []).map(normalHeader);
    const lineId = headers.indexOf(LINE_ID_HEADER);
    const tracking = headers.findIndex((header) => trackingNames.has(header));
    if (lineId >= 0 && tracking >= 0) {
      const company = headers.findIndex((header) => companyNames.has(header));
      return { headerRow: index, lineId, tracking, company: company >= 0 ? company : null };
    }
  }
  return null;
}

export type TrackingRefusalCode =
  | 'LINE_ID_MALFORMED'
  | 'LINE_NOT_FOUND'
  | 'TRACKING_EMPTY'
  | 'TRACKING_EXPONENT'
  | 'TRACKING_LOST_DIGITS'
  | 'TRACKING_MALFORMED'
  | 'COMPANY_UNKNOWN'
  | 'LINE_CANCELLED'
  | 'LINE_NOT_PREPARING'
  | 'SHIPPED_WITH_OTHER_NUMBER'
  | 'DUPLICATE_ROW';

/** A line as the plan needs it; the caller loads only this shop's lines. */
export interface ImportLine {
  id: number;
  productName: string;
  status: OrderProductStatus;
  /** Tracking numbers already recorded on the line (its shipping records). */
  shippingNumbers: readonly string[];
}

/** One row's outcome: ship it, nothing to do (the same number is on the line), or refused with why. */
export type TrackingRowPlan =
  | { row: number; outcome: 'SHIP'; lineId: number; productName: string; trackingNumber: string; courier: Courier }
  | { row: number; outcome: 'ALREADY'; lineId: number; productName: string; trackingNumber: string; courier: Courier; reason: string }
  | {
      row: number;
      outcome: 'REFUSED';
      lineId: number | null;
      productName: string | null;
      trackingNumber: string | null;
      courier: Courier | null;
      code: TrackingRefusalCode;
      reason: string;
    };

export interface SheetReading {
  columns: SheetColumns;
  rows: { row: number; lineId: SheetCell; tracking: SheetCell; company: SheetCell }[];
}

/** The data rows under the header (1-based sheet row numbers), blank rows skipped; throws nothing. */
export function readSheetRows(rows: readonly (readonly SheetCell[])[]): SheetReading | { error: string } {
  const columns = findSheetColumns(rows);
  if (!columns) return { error: TRACKING_IMPORT_MESSAGES.noHeader };
  const data: SheetReading['rows'] = [];
  for (let index = columns.headerRow + 1; index < rows.length; index += 1) {
    const cells = rows[index] ?? [];
    const lineId = cells[columns.lineId];
    const tracking = cells[columns.tracking];
    if (cellText(lineId) === '' && cellText(tracking) === '') continue;
    data.push({ row: index + 1, lineId, tracking, company: columns.company == null ? null : cells[columns.company] });
  }
  if (data.length > IMPORT_MAX_ROWS) return { error: TRACKING_IMPORT_MESSAGES.tooManyRows };
  return { columns, rows: data };
}

/** The line ids a reading names, for loading exactly those lines. */
export function lineIdsOf(reading: SheetReading): number[] {
  return [...new Set(reading.rows.map((row) => parseLineId(row.lineId)).filter((id): id is number => id !== null))];
}

function parseLineId(cell: SheetCell): number | null {
  const text = cellText(cell).replace(/\.0+$/, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A courier named in a row's company cell (its code or any spelling of its name), or null. */
export function courierOfName(name: string): Courier | null {
  const text = name.replace(/\s+/g, '').toUpperCase();
  for (const courier of COURIERS) {
    const korean = COURIER_NAMES[courier].replace(/\s+/g, '');
    if (text === courier || text === korean.toUpperCase() || text === korean.replace(/택배$/, '').toUpperCase()) return courier;
  }
  if (text === '대한통운' || text === 'CJ대한통운택배') return 'CJ';
  if (text === '우체국') return 'EPOST';
  return null;
}

/**
 * What applying the file would do, row by row. Every row is answered: a ship, an ALREADY (the
 * line carries this number: importing the same file again changes nothing), or a refusal with
 * its Korean reason. The first row naming a line wins; later rows naming it again are refused.
 */
export function planTrackingImport(
  reading: SheetReading,
  lines: ReadonlyMap<number, ImportLine>,
  chosen: Courier,
): TrackingRowPlan[] {
  const firstRowOf = new Map<number, number>();
  return reading.rows.map((row): TrackingRowPlan => {
    const lineId = parseLineId(row.lineId);
    const refuse = (code: TrackingRefusalCode, reason: string, extra: Partial<TrackingRowPlan> = {}): TrackingRowPlan => ({
      row: row.row,
      outcome: 'REFUSED',
      lineId,
      productName: null,
      trackingNumber: null,
      courier: null,
      code,
      reason,
      ...extra,
    } as TrackingRowPlan);
    if (lineId === null) return refuse('LINE_ID_MALFORMED', TRACKING_IMPORT_MESSAGES.lineIdMalformed);
    const line = lines.get(lineId);
    if (!line) return refuse('LINE_NOT_FOUND', TRACKING_IMPORT_MESSAGES.lineNotFound);
    const named = { productName: line.productName };
    const first = firstRowOf.get(lineId);
    if (first !== undefined) return refuse('DUPLICATE_ROW', TRACKING_IMPORT_MESSAGES.duplicateRow(first), named);
    firstRowOf.set(lineId, row.row);
    const companyText = cellText(row.company);
    const courier = companyText === '' ? chosen : courierOfName(companyText);
    if (!courier) return refuse('COMPANY_UNKNOWN', TRACKING_IMPORT_MESSAGES.companyUnknown, named);
    const tracking = readTrackingNumber(row.tracking);
    if (!tracking.ok) return refuse(tracking.code, tracking.reason, { ...named, courier });
    const found = { ...named, courier, trackingNumber: tracking.value };
    if (line.shippingNumbers.includes(tracking.value)) {
      return { row: row.row, outcome: 'ALREADY', lineId, ...found, reason: TRACKING_IMPORT_MESSAGES.alreadyDone };
    }
    switch (line.status) {
      case OrderProductStatus.PREPARING:
        return { row: row.row, outcome: 'SHIP', lineId, ...found };
      case OrderProductStatus.CANCELLED:
        return refuse('LINE_CANCELLED', TRACKING_IMPORT_MESSAGES.cancelled, found);
      case OrderProductStatus.DELIVERING:
      case OrderProductStatus.COMPLETED:
        return refuse('SHIPPED_WITH_OTHER_NUMBER', TRACKING_IMPORT_MESSAGES.shippedOther, found);
      case OrderProductStatus.READY:
      case OrderProductStatus.PAID:
        return refuse('LINE_NOT_PREPARING', TRACKING_IMPORT_MESSAGES.notPreparing, found);
    }
  });
}

/** Counts for the preview's summary line. */
export function planSummary(plan: readonly TrackingRowPlan[]): { ship: number; already: number; refused: number } {
  return {
    ship: plan.filter((row) => row.outcome === 'SHIP').length,
    already: plan.filter((row) => row.outcome === 'ALREADY').length,
    refused: plan.filter((row) => row.outcome === 'REFUSED').length,
  };
}
