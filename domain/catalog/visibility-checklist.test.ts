import { describe, expect, it } from 'vitest';
import { AUTHORITY } from '../enums';
import { parseInput } from '../errors/input';
import { saleWindowState, saleWindowSummary } from './sale-window';
import { duplicateCode, staffProductInput } from './staff-product-input';
import { stockLevelOf } from './stock-level';
import { studentVerdict, visibilityChecklist, type ChecklistProduct } from './visibility-checklist';

const NOW = new Date('2026-11-27T03:00:00Z');
const READY: ChecklistProduct = {
  productVisible: AUTHORITY.NORMAL,
  saleStartedAt: null,
  saleEndedAt: null,
  image: '/images/jacket.png',
  stockRows: [10, 8],
  categories: [{ content: '과잠', visible: true, parentVisible: true }],
  deliveryTemplateName: '기본 배송',
};

const failing = (product: ChecklistProduct) =>
  visibilityChecklist(product, NOW)
    .filter((check) => !check.ok)
    .map((check) => check.key);

describe('visibilityChecklist', () => {
  it('passes every check for a public product in stock, in its window, with a visible category', () => {
    const checks = visibilityChecklist(READY, NOW);
    expect(checks.every((check) => check.ok)).toBe(true);
    expect(studentVerdict(checks)).toBe('BUYABLE');
  });

  it('names each reason on its own', () => {
    expect(failing({ ...READY, productVisible: AUTHORITY.ADMINHIDDEN })).toEqual(['VISIBILITY']);
    expect(failing({ ...READY, saleStartedAt: '2026-11-30T00:00:00Z' })).toEqual(['SALE_WINDOW']);
    expect(failing({ ...READY, saleEndedAt: new Date('2026-11-26T00:00:00Z') })).toEqual(['SALE_WINDOW']);
    expect(failing({ ...READY, stockRows: [0, 0] })).toEqual(['STOCK']);
    expect(failing({ ...READY, deliveryTemplateName: null })).toEqual(['DELIVERY_TEMPLATE']);
    expect(failing({ ...READY, categories: [] })).toEqual(['CATEGORY']);
    expect(failing({ ...READY, categories: [{ content: '후드', visible: true, parentVisible: false }] })).toEqual(['CATEGORY']);
    expect(failing({ ...READY, image: ' ' })).toEqual(['IMAGE']);
  });

  it('tells hidden from visible-but-not-buyable, and ignores what only makes a product harder to find', () => {
    expect(studentVerdict(visibilityChecklist({ ...READY, productVisible: 1, stockRows: [0] }, NOW))).toBe('HIDDEN');
    expect(studentVerdict(visibilityChecklist({ ...READY, stockRows: [0] }, NOW))).toBe('VISIBLE_NOT_BUYABLE');
    expect(studentVerdict(visibilityChecklist({ ...READY, categories: [], image: '' }, NOW))).toBe('BUYABLE');
  });

  it('says what a student sees of the window, with the same words as the storefront', () => {
    const upcoming = visibilityChecklist({ ...READY, saleStartedAt: '2026-11-30T00:00:00Z' }, NOW)[1]!;
    expect(upcoming.message).toContain('판매 예정 · 11월 30일 오픈 (D-3)');
    expect(saleWindowSummary(saleWindowState({ saleStartedAt: null, saleEndedAt: '2026-11-26T00:00:00Z' }, NOW))).toBe('마감 · 판매 종료');
  });
});

describe('stockLevelOf', () => {
  it.each([
    [[0], 'SOLD_OUT'],
    [[], 'SOLD_OUT'],
    [[5], 'LOW'],
    [[6], 'ENOUGH'],
    [[20, 0], 'LOW'],
    [[20, 6], 'ENOUGH'],
  ] as const)('%j is %s', (rows, level) => {
    expect(stockLevelOf(rows)).toBe(level);
  });
});

const VALID = {
  productType: 'SINGLEFREE',
  productVisible: 0,
  deliveryTemplateId: 1,
  name: ' 2027 과잠 ',
  description: '',
  price: 89_000,
  salePrice: 79_000,
  code: 'JK-2027',
  productDetail: { story: '', info: '', faq: '' },
  tags: ['신상'],
  categoryIds: [71],
};

describe('staffProductInput', () => {
  it('trims and fills the optional fields', () => {
    const input = parseInput(staffProductInput, VALID);
    expect(input.name).toBe('2027 과잠');
    expect(input.saleStartedAt).toBeNull();
    expect(input.productGroupDelivery).toBeNull();
  });

  it.each([
    [{ salePrice: 99_000 }, 'salePrice'],
    [{ code: '코드' }, 'code'],
    [{ name: ' ' }, 'name'],
    [{ tags: ['a', 'a'] }, 'tags'],
    [{ saleStartedAt: '2026-12-05T00:00:00Z', saleEndedAt: '2026-12-01T00:00:00Z' }, 'saleEndedAt'],
    [{ productVisible: 4 }, 'productVisible'],
  ])('refuses %j naming %s', (patch, field) => {
    expect(() => parseInput(staffProductInput, { ...VALID, ...patch })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }),
    );
  });
});

describe('duplicateCode', () => {
  it('takes the first free suffix', () => {
    const taken = new Set(['JK-2025-COPY', 'JK-2025-COPY2']);
    expect(duplicateCode('JK-2025', (code) => taken.has(code))).toBe('JK-2025-COPY3');
  });
});
