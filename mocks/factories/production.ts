// Production sheets and the made-to-order consent (ADR 0066), as the API reports them.
import type * as T from '../__generated__/types';
import { PERSONALISED_CONSENT_TEXT } from '../../domain/production/personalised-consent';
import { productionSheetFilePath } from '../../domain/production/production-sheet-files';
import { daysBefore } from './clock';
import { int, nextId, pick, withOverrides } from './random';

const NAMES = ['김민수', '이서연', '박도윤', '최하은', '정우진', '강지민', '윤서준'] as const;
const SIZES = ['S', 'M', 'L', 'XL'] as const;
const INITIALS = ['KMS', 'LSY', 'PDY', 'CHE', 'JWJ'] as const;

export const buildPersonalisedConsent = (overrides?: Partial<T.PersonalisedConsent>): T.PersonalisedConsent =>
  withOverrides({ __typename: 'PersonalisedConsent', text: PERSONALISED_CONSENT_TEXT, agreedAt: daysBefore(int(1, 20)) }, overrides);

export const buildProductionSheetInput = (overrides?: Partial<T.ProductionSheetInput>): T.ProductionSheetInput =>
  withOverrides({ __typename: 'ProductionSheetInput', label: '이니셜', value: pick(INITIALS) }, overrides);

export function buildProductionSheetSummaryRow(overrides?: Partial<T.ProductionSheetSummaryRow>): T.ProductionSheetSummaryRow {
  const values = [pick(['네이비', '블랙']), pick(SIZES)];
  return withOverrides({ __typename: 'ProductionSheetSummaryRow', optionText: values.join(' / '), optionValues: values, units: int(1, 40) }, overrides);
}

export function buildProductionSheetPersonRow(overrides?: Partial<T.ProductionSheetPersonRow>): T.ProductionSheetPersonRow {
  return withOverrides(
    {
      __typename: 'ProductionSheetPersonRow',
      orderProductId: nextId('OrderProduct'),
      name: pick(NAMES),
      optionText: `네이비 / ${pick(SIZES)}`,
      inputs: [buildProductionSheetInput()],
      count: 1,
      classLabel: null,
    },
    overrides,
  );
}

export function buildProductionSheetChange(overrides?: Partial<T.ProductionSheetChange>): T.ProductionSheetChange {
  const name = pick(NAMES);
  return withOverrides(
    { __typename: 'ProductionSheetChange', kind: 'CHANGED', orderProductId: nextId('OrderProduct'), name, before: `${name} · 네이비 / M · 이니셜: KMS · 1개`, after: `${name} · 네이비 / L · 이니셜: KMS · 1개` },
    overrides,
  );
}

export function buildProductionSheetSummary(overrides?: Partial<T.ProductionSheetSummary>): T.ProductionSheetSummary {
  return withOverrides(
    { __typename: 'ProductionSheetSummary', id: nextId('ProductionSheet'), version: 1, trigger: 'CLOSE', totalUnits: int(20, 150), createdBy: null, createdAt: daysBefore(int(1, 30)) },
    overrides,
  );
}

/** A sheet whose totals agree: the summary and the people add up to totalUnits. */
export function buildProductionSheet(overrides?: Partial<T.ProductionSheet>): T.ProductionSheet {
  const id = overrides?.id ?? nextId('ProductionSheet');
  const people = overrides?.people ?? Array.from({ length: 4 }, () => buildProductionSheetPersonRow());
  const units = new Map<string, number>();
  for (const person of people) units.set(person.optionText ?? '', (units.get(person.optionText ?? '') ?? 0) + person.count);
  return withOverrides(
    {
      __typename: 'ProductionSheet',
      id,
      productId: 4,
      productName: '2025 총학생회 과잠',
      version: 1,
      trigger: 'CLOSE',
      totalUnits: people.reduce((total, person) => total + person.count, 0),
      axisNames: ['색상', '사이즈'],
      summary: [...units].map(([optionText, count]) => buildProductionSheetSummaryRow({ optionText, optionValues: optionText.split(' / '), units: count })),
      people,
      changes: [],
      xlsxPath: productionSheetFilePath(id, 'xlsx'),
      csvPath: productionSheetFilePath(id, 'csv'),
      createdBy: null,
      createdAt: daysBefore(int(1, 30)),
    },
    overrides,
  );
}

export const buildProductionFreeze = (overrides?: Partial<T.ProductionFreeze>): T.ProductionFreeze =>
  withOverrides({ __typename: 'ProductionFreeze', productId: 4, productName: '2025 총학생회 과잠', frozenAt: null, paidUnits: int(20, 150) }, overrides);
