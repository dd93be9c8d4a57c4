import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/errors';
import { buyerMayChange, requireBuyerLineChange } from '../order/line-process';
import { consentForOrder, PERSONALISED_CONSENT_TEXT } from './personalised-consent';
import { isProductionFrozen, productionFreezeAt } from './production-freeze';
import { buildSheetContent, diffSheets, isSheetLine, needsNewVersion, type SheetPerson } from './production-sheet';
import { peopleTable, productionSheetCsv, summaryTable } from './production-sheet-files';

const person = (overrides: Partial<SheetPerson> & { orderProductId: number }): SheetPerson => ({
  name: '김민수',
  optionValues: ['L', '네이비', '긴팔'],
  inputs: [{ label: '이니셜', value: 'KMS' }],
  count: 1,
  classLabel: null,
  ...overrides,
});

const AXES = ['사이즈', '색상', '소매'];
const ORDER = [['S', 'M', 'L', 'XL'], ['네이비', '블랙'], ['긴팔', '반팔']];

describe('production sheet content', () => {
  const people = [
    person({ orderProductId: 3, name: '박서연', optionValues: ['M', '네이비', '긴팔'], count: 2 }),
    person({ orderProductId: 1 }),
    person({ orderProductId: 2, name: '이도윤', optionValues: ['L', '네이비', '긴팔'], classLabel: '경영학과 1반' }),
    person({ orderProductId: 4, name: '최하은', optionValues: ['S', '블랙', '반팔'], inputs: [] }),
  ];

  it('sums units per option combination, in the product option order, totals equal to the people', () => {
    const content = buildSheetContent(AXES, people, ORDER);
    expect(content.summary).toEqual([
      { optionText: 'S / 블랙 / 반팔', optionValues: ['S', '블랙', '반팔'], units: 1 },
      { optionText: 'M / 네이비 / 긴팔', optionValues: ['M', '네이비', '긴팔'], units: 2 },
      { optionText: 'L / 네이비 / 긴팔', optionValues: ['L', '네이비', '긴팔'], units: 2 },
    ]);
    expect(content.totalUnits).toBe(5);
    expect(content.summary.reduce((sum, row) => sum + row.units, 0)).toBe(content.totalUnits);
  });

  it('lists class orders first, then people by name', () => {
    const content = buildSheetContent(AXES, people, ORDER);
    expect(content.people.map((row) => row.orderProductId)).toEqual([2, 1, 3, 4]);
  });

  it('puts only paid lines on the sheet', () => {
    expect(['READY', 'PAID', 'PREPARING', 'DELIVERING', 'COMPLETED', 'CANCELLED'].filter((s) => isSheetLine(s as never))).toEqual([
      'PAID',
      'PREPARING',
      'DELIVERING',
      'COMPLETED',
    ]);
  });
});

describe('production sheet diff', () => {
  const v1 = [person({ orderProductId: 1 }), person({ orderProductId: 2, name: '이도윤' }), person({ orderProductId: 3, name: '박서연' })];

  it('names every added, removed and changed line, and nothing else', () => {
    const v2 = [
      person({ orderProductId: 1, optionValues: ['XL', '네이비', '긴팔'] }),
      person({ orderProductId: 3, name: '박서연' }),
      person({ orderProductId: 4, name: '정우진', inputs: [{ label: '이니셜', value: 'JWJ' }] }),
    ];
    expect(diffSheets(v1, v2)).toEqual([
      { kind: 'CHANGED', orderProductId: 1, name: '김민수', before: '김민수 · L / 네이비 / 긴팔 · 이니셜: KMS · 1개', after: '김민수 · XL / 네이비 / 긴팔 · 이니셜: KMS · 1개' },
      { kind: 'REMOVED', orderProductId: 2, name: '이도윤', before: '이도윤 · L / 네이비 / 긴팔 · 이니셜: KMS · 1개', after: null },
      { kind: 'ADDED', orderProductId: 4, name: '정우진', before: null, after: '정우진 · L / 네이비 / 긴팔 · 이니셜: JWJ · 1개' },
    ]);
  });

  it('sees an embroidery edit as a change and an unchanged sheet as none', () => {
    const edited = v1.map((row) => (row.orderProductId === 2 ? { ...row, inputs: [{ label: '이니셜', value: 'LDY' }] } : row));
    expect(diffSheets(v1, edited).map((change) => change.kind)).toEqual(['CHANGED']);
    expect(needsNewVersion(v1, [...v1].reverse())).toBe(false);
    expect(needsNewVersion(v1, edited)).toBe(true);
    expect(needsNewVersion(null, [])).toBe(true);
    expect(diffSheets(null, v1)).toEqual([]);
  });
});

describe('production sheet files', () => {
  const content = buildSheetContent(AXES, [person({ orderProductId: 1, count: 2 }), person({ orderProductId: 2, name: '=HYPERLINK("x")', inputs: [] })], ORDER);

  it('writes Korean headers, an embroidery column per label and a totals row equal to the units', () => {
    expect(summaryTable(content).headers).toEqual(['사이즈', '색상', '소매', '수량']);
    expect(summaryTable(content).totals).toEqual(['합계', '', '', 3]);
    const people = peopleTable(content);
    expect(people.headers).toEqual(['번호', '이름', '학과·반', '사이즈', '색상', '소매', '이니셜', '수량', '주문상품번호']);
    expect(people.totals[people.headers.indexOf('수량')]).toBe(3);
  });

  it('starts the CSV with a BOM and defuses formulas', () => {
    const csv = productionSheetCsv(content);
    expect(csv.startsWith('\uFEFF번호,이름')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('합계,,,,,,,3,');
  });
});

describe('personalised consent and the production freeze', () => {
  const now = new Date('2026-11-27T03:00:00Z');

  it('asks for consent only when a line has texts, and stores the one sentence', () => {
    expect(consentForOrder([{ inputs: [null, ''] }], undefined, now)).toBeNull();
    expect(consentForOrder([{ inputs: ['KMS'] }], true, now)).toEqual({ text: PERSONALISED_CONSENT_TEXT, agreedAt: now });
    for (const answer of [false, null, undefined]) {
      try {
        consentForOrder([{ inputs: [null] }, { inputs: ['KMS'] }], answer, now);
        expect.unreachable();
      } catch (error) {
        expect(isAppError(error) && error.code).toBe('BAD_USER_INPUT');
        expect(isAppError(error) && error.extensions.field).toBe('personalisedConsent');
      }
    }
  });

  it('freezes at the earlier of the product and campaign moments', () => {
    const early = new Date('2026-11-20T00:00:00Z');
    expect(productionFreezeAt(null, null)).toBeNull();
    expect(productionFreezeAt(now, early)).toEqual(early);
    expect(isProductionFrozen(early, now)).toBe(true);
    expect(isProductionFrozen(new Date('2026-12-01T00:00:00Z'), now)).toBe(false);
  });

  it('makes a frozen personalised line final for its buyer, and nothing else', () => {
    const line = { productName: '과잠', status: 'PAID' as const, personalised: true, productionFrozen: true };
    expect(() => requireBuyerLineChange(line, 'cancel')).toThrow('주문 제작이 시작되어 취소할 수 없어요');
    expect(() => requireBuyerLineChange(line, 'changeOptions')).toThrow('옵션을 바꿀 수 없어요');
    expect(buyerMayChange(line, 'cancel')).toBe(false);
    expect(buyerMayChange({ ...line, personalised: false }, 'cancel')).toBe(true);
    expect(buyerMayChange({ ...line, productionFrozen: false }, 'changeOptions')).toBe(true);
    expect(() => requireBuyerLineChange({ ...line, status: 'PREPARING' }, 'cancel')).toThrow('상품 준비가 시작되어');
  });
});
