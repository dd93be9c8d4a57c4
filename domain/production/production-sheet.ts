import { OrderProductStatus } from '../enums';

/*
 * The production sheet (docs/product-rules.md#group-purchases, ADR 0066): what the factory makes
 * for one product, built from its paid lines only. The backend's sheet service and the mocked API
 * both build, compare and diff versions with these functions and store what they answer.
 */

/** The line statuses that go on the sheet: paid and not cancelled (a READY line is not bought yet). */
export const SHEET_LINE_STATUSES: readonly OrderProductStatus[] = [
  OrderProductStatus.PAID,
  OrderProductStatus.PREPARING,
  OrderProductStatus.DELIVERING,
  OrderProductStatus.COMPLETED,
];

export function isSheetLine(status: OrderProductStatus): boolean {
  return SHEET_LINE_STATUSES.includes(status);
}

export interface SheetInput {
  label: string;
  value: string;
}

/** One person's line, as the sheet stores it. */
export interface SheetPerson {
  orderProductId: number;
  name: string;
  /** The option values, one per axis, in axis order (empty for a product without options). */
  optionValues: string[];
  inputs: SheetInput[];
  count: number;
  /** The class order's department and class; null when ordered alone. */
  classLabel: string | null;
}

export interface SheetSummaryRow {
  optionText: string;
  optionValues: string[];
  units: number;
}

/** What a version stores (as jsonb) besides its number: everything the files and screens show. */
export interface SheetContent {
  /** The option axes' names in axis order, e.g. 사이즈, 색상, 소매. */
  axisNames: string[];
  summary: SheetSummaryRow[];
  people: SheetPerson[];
  totalUnits: number;
}

export const optionTextOf = (values: readonly string[]): string => values.join(' / ');

/** The option values per axis in the product's own order (S before M before L), for sorting. */
export type AxisValueOrder = readonly (readonly string[])[];

function compareValues(a: readonly string[], b: readonly string[], order: AxisValueOrder): number {
  for (let axis = 0; axis < Math.max(a.length, b.length); axis += 1) {
    const known = order[axis] ?? [];
    const rank = (value: string | undefined) => {
      const at = value === undefined ? -1 : known.indexOf(value);
      return at === -1 ? known.length : at;
    };
    const byRank = rank(a[axis]) - rank(b[axis]);
    if (byRank !== 0) return byRank;
    const byText = (a[axis] ?? '').localeCompare(b[axis] ?? '', 'ko');
    if (byText !== 0) return byText;
  }
  return 0;
}

function comparePeople(a: SheetPerson, b: SheetPerson): number {
  // Class orders together (the factory bags them per class), then by name, then the line.
  if (a.classLabel !== b.classLabel) {
    if (a.classLabel === null) return 1;
    if (b.classLabel === null) return -1;
    return a.classLabel.localeCompare(b.classLabel, 'ko');
  }
  return a.name.localeCompare(b.name, 'ko') || a.orderProductId - b.orderProductId;
}

/** The sheet of these lines: the units per option combination and every person, totals equal. */
export function buildSheetContent(axisNames: readonly string[], people: readonly SheetPerson[], order: AxisValueOrder = []): SheetContent {
  const units = new Map<string, SheetSummaryRow>();
  for (const person of people) {
    const key = JSON.stringify(person.optionValues);
    const row = units.get(key) ?? { optionText: optionTextOf(person.optionValues), optionValues: [...person.optionValues], units: 0 };
    row.units += person.count;
    units.set(key, row);
  }
  const summary = [...units.values()].sort((a, b) => compareValues(a.optionValues, b.optionValues, order));
  return {
    axisNames: [...axisNames],
    summary,
    people: [...people].sort(comparePeople),
    totalUnits: people.reduce((total, person) => total + person.count, 0),
  };
}

/** One person's row as one line of text (the diff's before and after). */
export function personText(person: SheetPerson): string {
  const parts = [person.name];
  if (person.optionValues.length > 0) parts.push(optionTextOf(person.optionValues));
  for (const input of person.inputs) parts.push(`${input.label}: ${input.value}`);
  parts.push(`${person.count}개`);
  if (person.classLabel) parts.push(person.classLabel);
  return parts.join(' · ');
}

export type SheetChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED';

export interface SheetChange {
  kind: SheetChangeKind;
  orderProductId: number;
  name: string;
  before: string | null;
  after: string | null;
}

/** How `next` differs from `previous`, line by line (ordered by line id); empty when nothing changed. */
export function diffSheets(previous: readonly SheetPerson[] | null, next: readonly SheetPerson[]): SheetChange[] {
  if (previous === null) return [];
  const before = new Map(previous.map((person) => [person.orderProductId, person]));
  const after = new Map(next.map((person) => [person.orderProductId, person]));
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  const changes: SheetChange[] = [];
  for (const id of ids) {
    const was = before.get(id);
    const is = after.get(id);
    if (was && !is) changes.push({ kind: 'REMOVED', orderProductId: id, name: was.name, before: personText(was), after: null });
    else if (!was && is) changes.push({ kind: 'ADDED', orderProductId: id, name: is.name, before: null, after: personText(is) });
    else if (was && is && personText(was) !== personText(is)) {
      changes.push({ kind: 'CHANGED', orderProductId: id, name: is.name, before: personText(was), after: personText(is) });
    }
  }
  return changes;
}

/** Whether a new version is due: there is none yet, or a person's row differs from the latest. */
export function needsNewVersion(latest: readonly SheetPerson[] | null, next: readonly SheetPerson[]): boolean {
  return latest === null || diffSheets(latest, next).length > 0;
}

