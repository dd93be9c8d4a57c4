// The demo's production sheets (ADR 0066), one story for the mocked API and the seeded shop: the
// 2025 council jacket closed, its sheet v1 was made at the close, then (before any freeze) the
// demo member swapped sizes and a classmate cancelled, and the change made v2 with that diff.
// Production is not frozen yet, so the demo (and the journey) can freeze it.
import type { SheetContent, SheetPerson } from '../../domain/production/production-sheet';
import { buildSheetContent } from '../../domain/production/production-sheet';

/** 2025 총학생회 과잠: closed 30 days ago, in production. */
export const DEMO_SHEET_PRODUCT_ID = 4;
/** The classmate's line that v1 had and v2 lost (cancelled before the freeze; not in the demo orders). */
const CANCELLED_LINE_ID = 9_001;

export const DEMO_SHEET_TIMES = {
  /** v1, made by the close job. */
  closedDaysAgo: 30,
  /** v2, after the size swap and the cancel. */
  changedDaysAgo: 20,
} as const;

/** The size the demo member had before the swap (the last axis is the size). */
function beforeSwap(person: SheetPerson): SheetPerson {
  const values = [...person.optionValues];
  values[values.length - 1] = values[values.length - 1] === 'L' ? 'M' : 'L';
  return { ...person, optionValues: values };
}

/** v1 and v2 of the demo sheet, v2 being exactly the product's paid lines now. */
export function demoSheetContents(now: SheetContent, valueOrder: readonly (readonly string[])[]): [SheetContent, SheetContent] {
  const [first, ...rest] = now.people;
  const classmate: SheetPerson = {
    orderProductId: CANCELLED_LINE_ID,
    name: '정우진',
    optionValues: first?.optionValues ?? [],
    inputs: [
      { label: '이니셜', value: 'JWJ' },
      { label: '학번', value: '25' },
    ],
    count: 1,
    classLabel: null,
  };
  const v1People = [...(first ? [beforeSwap(first)] : []), ...rest, classmate];
  return [buildSheetContent(now.axisNames, v1People, valueOrder), now];
}
