import { describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../enums';
import { csvLine } from '../files/csv';
import { courierHeaders, courierRow, LINE_ID_HEADER } from './courier-layouts';
import {
  findSheetColumns,
  lineIdsOf,
  planSummary,
  planTrackingImport,
  readSheetRows,
  readTrackingNumber,
  TRACKING_IMPORT_MESSAGES,
  type ImportLine,
  type SheetCell,
  type SheetReading,
} from './tracking-import';

const line = (id: number, status: OrderProductStatus, shippingNumbers: string[] = []): ImportLine => ({
  id,
  productName: '과잠 네이비',
  status,
  shippingNumbers,
});

function reading(rows: SheetCell[][]): SheetReading {
  const result = readSheetRows(rows);
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('tracking numbers read as text', () => {
  it('keeps digits, drops hyphens and spaces', () => {
    expect(readTrackingNumber('6012-3456-7890')).toEqual({ ok: true, value: '601234567890' });
    expect(readTrackingNumber(" '123 456 789 012 ")).toEqual({ ok: true, value: '123456789012' });
  });

  it('takes a whole number cell Excel still holds exactly', () => {
    expect(readTrackingNumber(601234567890)).toEqual({ ok: true, value: '601234567890' });
  });

  it('refuses the exponent form a spreadsheet writes, with how to fix it', () => {
    expect(readTrackingNumber('1.23457E+11')).toMatchObject({ ok: false, code: 'TRACKING_EXPONENT' });
    expect(readTrackingNumber('6.01235e+11')).toMatchObject({ ok: false, reason: TRACKING_IMPORT_MESSAGES.trackingExponent });
  });

  it('refuses number cells that lost digits or are not whole', () => {
    expect(readTrackingNumber(1.23457e25)).toMatchObject({ ok: false, code: 'TRACKING_LOST_DIGITS' });
    expect(readTrackingNumber(1234567890123456)).toMatchObject({ ok: false, code: 'TRACKING_LOST_DIGITS' });
    expect(readTrackingNumber(123456789.5)).toMatchObject({ ok: false, code: 'TRACKING_MALFORMED' });
  });

  it('refuses empty, too short, too long and lettered numbers', () => {
    expect(readTrackingNumber('  ')).toMatchObject({ ok: false, code: 'TRACKING_EMPTY' });
    expect(readTrackingNumber(null)).toMatchObject({ ok: false, code: 'TRACKING_EMPTY' });
    expect(readTrackingNumber('12345678')).toMatchObject({ ok: false, code: 'TRACKING_MALFORMED' });
    expect(readTrackingNumber('123456789012345')).toMatchObject({ ok: false, code: 'TRACKING_MALFORMED' });
    expect(readTrackingNumber('CJ1234567890')).toMatchObject({ ok: false, code: 'TRACKING_MALFORMED' });
  });
});

describe('the header row', () => {
  it('is found below a courier title and notice rows, whatever the spacing', () => {
    const columns = findSheetColumns([
      ['CJ대한통운 운송장 출력 결과'],
      [],
      ['받는분성명', '운송장 번호', '주문상품 번호'],
    ]);
    expect(columns).toEqual({ headerRow: 2, lineId: 2, tracking: 1, company: null });
  });

  it('is missing when the line id column was deleted', () => {
    expect(readSheetRows([['받는분', '운송장번호'], ['김학생', '601234567890']])).toEqual({ error: TRACKING_IMPORT_MESSAGES.noHeader });
  });

  it('reads every exported layout back', () => {
    for (const courier of ['CJ', 'EPOST', 'LOTTE', 'HANJIN'] as const) {
      const headers = courierHeaders(courier);
      expect(headers, courier).toContain(LINE_ID_HEADER);
      expect(findSheetColumns([headers]), courier).not.toBeNull();
    }
  });
});

describe('the import plan', () => {
  const lines = new Map<number, ImportLine>([
    [11, line(11, OrderProductStatus.PREPARING)],
    [12, line(12, OrderProductStatus.PREPARING)],
    [13, line(13, OrderProductStatus.CANCELLED)],
    [14, line(14, OrderProductStatus.PAID)],
    [15, line(15, OrderProductStatus.DELIVERING, ['601234567895'])],
    [16, line(16, OrderProductStatus.DELIVERING, ['601234567896'])],
  ]);
  const file = reading([
    [LINE_ID_HEADER, '운송장번호', '택배사'],
    [11, '6012-3456-7891', ''],
    [12, '1.23457E+11', ''],
    [13, '601234567893', ''],
    [14, '601234567894', ''],
    [15, '601234567895', ''],
    [16, '601234567000', ''],
    [11, '601234567891', ''],
    [999, '601234567899', ''],
    ['abc', '601234567899', ''],
    [12, '601234567892', '쿠팡'],
    [],
  ]);

  it('plans a ship, a no-op or a refusal with its reason for every row', () => {
    const plan = planTrackingImport(file, lines, 'CJ');
    expect(plan.map((row) => [row.row, row.outcome, row.outcome === 'REFUSED' ? row.code : null])).toEqual([
      [2, 'SHIP', null],
      [3, 'REFUSED', 'TRACKING_EXPONENT'],
      [4, 'REFUSED', 'LINE_CANCELLED'],
      [5, 'REFUSED', 'LINE_NOT_PREPARING'],
      [6, 'ALREADY', null],
      [7, 'REFUSED', 'SHIPPED_WITH_OTHER_NUMBER'],
      [8, 'REFUSED', 'DUPLICATE_ROW'],
      [9, 'REFUSED', 'LINE_NOT_FOUND'],
      [10, 'REFUSED', 'LINE_ID_MALFORMED'],
      [11, 'REFUSED', 'DUPLICATE_ROW'],
    ]);
    expect(plan[0]).toMatchObject({ lineId: 11, trackingNumber: '601234567891', courier: 'CJ' });
    expect(plan[4]).toMatchObject({ reason: '이미 등록됨' });
    expect(plan[6]).toMatchObject({ reason: '같은 주문상품번호가 2번째 줄에도 있어요. 한 줄만 남겨 주세요.' });
    expect(planSummary(plan)).toEqual({ ship: 1, already: 1, refused: 8 });
  });

  it('refuses an unknown company and takes a named one over the chosen courier', () => {
    const plan = planTrackingImport(
      reading([[LINE_ID_HEADER, '운송장번호', '택배사'], [11, '601234567891', '쿠팡'], [12, '601234567892', '한진']]),
      lines,
      'CJ',
    );
    expect(plan[0]).toMatchObject({ outcome: 'REFUSED', code: 'COMPANY_UNKNOWN' });
    expect(plan[1]).toMatchObject({ outcome: 'SHIP', courier: 'HANJIN' });
  });

  it('treats a line of another shop like a line that does not exist (the caller loads only its own)', () => {
    const plan = planTrackingImport(reading([[LINE_ID_HEADER, '운송장번호'], [77, '601234567891']]), new Map(), 'LOTTE');
    expect(plan[0]).toMatchObject({ outcome: 'REFUSED', code: 'LINE_NOT_FOUND', reason: TRACKING_IMPORT_MESSAGES.lineNotFound });
  });

  it('names each line once for loading', () => {
    expect(lineIdsOf(file).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15, 16, 999]);
  });
});

describe('export rows', () => {
  const exported = {
    lineId: 41,
    orderNumber: 'M20261127-0001',
    receiver: '김하늘',
    phone: '01012345678',
    postcode: '03722',
    address: '서울 서대문구 연세로 50',
    detailAddress: '학생회관 101호',
    productName: '과잠 네이비',
    optionText: 'L',
    quantity: 2,
    note: '=문 앞에 놓아 주세요',
  };

  it('puts each value under its courier header, the tracking cell empty', () => {
    const headers = courierHeaders('CJ');
    const row = courierRow('CJ', exported);
    const cell = (header: string) => row[headers.indexOf(header)];
    expect(cell('받는분전화번호')).toBe('010-1234-5678');
    expect(cell('받는분주소(전체, 분할)')).toBe('서울 서대문구 연세로 50 학생회관 101호');
    expect(cell('품목명')).toBe('과잠 네이비 (L)');
    expect(cell('운송장번호')).toBe('');
    expect(cell(LINE_ID_HEADER)).toBe(41);
  });

  it('writes CSV fields that cannot run as formulas', () => {
    expect(csvLine(courierRow('EPOST', exported))).toContain(`'=문 앞에 놓아 주세요`);
    expect(csvLine(['a,b', 'say "hi"'])).toBe('"a,b","say ""hi"""\r\n');
  });
});

describe('reading cells and CSV', async () => {
  const { parseCsv, plainCell, sheetKindOf } = await import('./sheet-cells');

  it('keeps CSV fields as text, quotes and a byte order mark handled', () => {
    expect(parseCsv('\uFEFF주문상품번호,운송장번호\r\n11,"6012-3456,7891"\r\n12,"say ""hi"""\n')).toEqual([
      ['주문상품번호', '운송장번호'],
      ['11', '6012-3456,7891'],
      ['12', 'say "hi"'],
    ]);
  });

  it('flattens rich text, formulas and hyperlinks', () => {
    expect(plainCell({ richText: [{ text: '6012' }, { text: '34567890' }] })).toBe('601234567890');
    expect(plainCell({ formula: 'A1', result: 601234567890 })).toBe(601234567890);
    expect(plainCell({ text: '601234567890', hyperlink: 'https://x' })).toBe('601234567890');
    expect(plainCell({ error: '#N/A' })).toBeNull();
  });

  it('knows XLSX and CSV by name only', () => {
    expect(sheetKindOf('송장.XLSX')).toBe('XLSX');
    expect(sheetKindOf('a.csv')).toBe('CSV');
    expect(sheetKindOf('a.xls')).toBeNull();
  });
});
