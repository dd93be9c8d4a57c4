import { z } from 'zod';
import { MAX_STOCK } from '../staff/staff-input';
import { OptionInputRule } from '../enums';

/*
 * The options-and-stock grid (issue 15 item 2, docs/decisions/0044-options-grid.md): what staff may
 * save as a product's axes, combinations and buyer inputs, as one zod schema with a Korean sentence
 * per field, plus the pure generation of combinations from axes. The backend service, the mocked
 * API and the grid screen all validate with it, so the screen marks exactly the cells the server
 * would refuse.
 */

export const OPTION_LIMITS = {
  maxAxes: 3,
  maxValuesPerAxis: 50,
  /** A jacket in 6 colours, 8 sizes and 6 sleeve prints is 288; past this a grid stops being one. */
  maxCombinations: 300,
  axisKeyMaxLength: 20,
  valueMaxLength: 20,
  /** Cart and order lines have three input slots (productOptionInput0..2). */
  maxInputs: 3,
  inputLabelMaxLength: 20,
  /** An extra may be negative (a smaller size for less) but never beyond a million either way. */
  extraPriceMin: -1_000_000,
  extraPriceMax: 1_000_000,
  maxStock: MAX_STOCK,
} as const;

export const OPTION_MESSAGES = {
  productNotFound: '상품을 찾을 수 없어요. 상품 목록에서 다시 골라 주세요.',
  tooManyAxes: `옵션 축은 ${OPTION_LIMITS.maxAxes}개까지 만들 수 있어요.`,
  axisKey: `옵션 이름을 1~${OPTION_LIMITS.axisKeyMaxLength}자로 입력해 주세요.`,
  axisKeyComma: '옵션 이름에는 쉼표(,)를 쓸 수 없어요.',
  duplicateAxisKey: '같은 이름의 옵션이 이미 있어요. 다른 이름으로 입력해 주세요.',
  noValues: '옵션 값을 하나 이상 입력해 주세요.',
  tooManyValues: `옵션 값은 한 옵션에 ${OPTION_LIMITS.maxValuesPerAxis}개까지 넣을 수 있어요.`,
  value: `옵션 값을 1~${OPTION_LIMITS.valueMaxLength}자로 입력해 주세요.`,
  valueComma: '옵션 값에는 쉼표(,)를 쓸 수 없어요.',
  duplicateValue: '같은 옵션 값이 두 번 들어 있어요. 하나만 남겨 주세요.',
  tooManyCombinations: `옵션 조합은 ${OPTION_LIMITS.maxCombinations.toLocaleString('ko-KR')}개까지 만들 수 있어요. 옵션 값을 줄여 주세요.`,
  combinationsMismatch: '옵션 조합이 옵션 값과 맞지 않아요. 새로고침한 뒤 다시 저장해 주세요.',
  extraPrice: `추가 금액은 ${OPTION_LIMITS.extraPriceMin.toLocaleString('ko-KR')}원부터 ${OPTION_LIMITS.extraPriceMax.toLocaleString('ko-KR')}원까지 정수로 입력해 주세요.`,
  negativeUnitPrice: '추가 금액을 더한 판매가가 0원보다 작아요. 추가 금액을 다시 입력해 주세요.',
  count: `재고는 0부터 ${OPTION_LIMITS.maxStock.toLocaleString('ko-KR')}개까지 정수로 입력해 주세요.`,
  tooManyInputs: `입력 항목은 ${OPTION_LIMITS.maxInputs}개까지 만들 수 있어요.`,
  inputLabel: `입력 항목 이름을 1~${OPTION_LIMITS.inputLabelMaxLength}자로 입력해 주세요.`,
  duplicateInputLabel: '같은 이름의 입력 항목이 이미 있어요. 다른 이름으로 입력해 주세요.',
  version: '상품의 수정 시각이 없어요. 새로고침한 뒤 다시 저장해 주세요.',
} as const;

/** Code points, so that a Korean name and an emoji count as the buyer sees them. */
const length = (text: string) => [...text].length;

const boundedText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => length(text) >= 1 && length(text) <= max, { error: message });

const axisSchema = z.object({
  key: boundedText(OPTION_LIMITS.axisKeyMaxLength, OPTION_MESSAGES.axisKey).refine((key) => !key.includes(','), {
    error: OPTION_MESSAGES.axisKeyComma,
  }),
  values: z
    .array(
      boundedText(OPTION_LIMITS.valueMaxLength, OPTION_MESSAGES.value).refine((value) => !value.includes(','), {
        error: OPTION_MESSAGES.valueComma,
      }),
      { error: OPTION_MESSAGES.noValues },
    )
    .min(1, { error: OPTION_MESSAGES.noValues })
    .max(OPTION_LIMITS.maxValuesPerAxis, { error: OPTION_MESSAGES.tooManyValues }),
});

const combinationSchema = z.object({
  values: z.array(z.string().trim(), { error: OPTION_MESSAGES.combinationsMismatch }),
  extraPrice: z
    .number({ error: OPTION_MESSAGES.extraPrice })
    .int({ error: OPTION_MESSAGES.extraPrice })
    .min(OPTION_LIMITS.extraPriceMin, { error: OPTION_MESSAGES.extraPrice })
    .max(OPTION_LIMITS.extraPriceMax, { error: OPTION_MESSAGES.extraPrice }),
  count: z
    .number({ error: OPTION_MESSAGES.count })
    .int({ error: OPTION_MESSAGES.count })
    .min(0, { error: OPTION_MESSAGES.count })
    .max(OPTION_LIMITS.maxStock, { error: OPTION_MESSAGES.count }),
});

const inputSchema = z.object({
  label: boundedText(OPTION_LIMITS.inputLabelMaxLength, OPTION_MESSAGES.inputLabel),
  rule: z.enum(OptionInputRule, { error: '입력 규칙을 다시 골라 주세요.' }).nullish().transform((rule) => rule ?? OptionInputRule.FREE),
});

/** Every combination of the axes' values, first axis slowest (the order the grid shows). */
export function generateCombinations(axes: readonly { values: readonly string[] }[]): string[][] {
  if (axes.length === 0) return [];
  return axes.reduce<string[][]>(
    (rows, axis) => rows.flatMap((row) => axis.values.map((value) => [...row, value])),
    [[]],
  );
}

/** How many combinations the axes make, without building them (the limit check runs first). */
export function combinationCount(axes: readonly { values: readonly unknown[] }[]): number {
  return axes.length === 0 ? 0 : axes.reduce((product, axis) => product * axis.values.length, 1);
}

/** A stable key of a combination's values (trailing empty axes ignored), for matching rows. */
export function combinationKey(values: readonly (string | null | undefined)[]): string {
  const present = values.map((value) => (value == null || value === '' ? null : value));
  while (present.length > 0 && present[present.length - 1] === null) present.pop();
  return JSON.stringify(present);
}

function duplicateIndexes(items: readonly string[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    if (seen.has(item)) return [index];
    seen.add(item);
    return [];
  });
}

interface GridShape {
  axes: readonly { key: string; values: readonly string[] }[];
  combinations: readonly { values: readonly string[] }[];
  inputs: readonly { label: string }[];
}

/** The rules across fields (duplicates, the grid's shape), on values already trimmed. */
function crossFieldIssues(input: GridShape): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const index of duplicateIndexes(input.axes.map((axis) => axis.key))) {
    issues.push({ path: ['axes', index, 'key'], message: OPTION_MESSAGES.duplicateAxisKey });
  }
  input.axes.forEach((axis, axisIndex) => {
    for (const index of duplicateIndexes(axis.values)) {
      issues.push({ path: ['axes', axisIndex, 'values', index], message: OPTION_MESSAGES.duplicateValue });
    }
  });
  for (const index of duplicateIndexes(input.inputs.map((field) => field.label))) {
    issues.push({ path: ['inputs', index, 'label'], message: OPTION_MESSAGES.duplicateInputLabel });
  }
  if (combinationCount(input.axes) > OPTION_LIMITS.maxCombinations) {
    issues.push({ path: ['axes'], message: OPTION_MESSAGES.tooManyCombinations });
    return issues;
  }
  // The grid is every combination exactly once: a missing or unknown row means the screen's
  // copy of the axes is not the one being saved.
  const expected = new Set(generateCombinations(input.axes).map(combinationKey));
  const given = input.combinations.map((row) => combinationKey(row.values));
  const mismatch = given.length !== expected.size || given.some((key) => !expected.has(key)) || duplicateIndexes(given).length > 0;
  if (mismatch) issues.push({ path: ['combinations'], message: OPTION_MESSAGES.combinationsMismatch });
  return issues;
}

export const saveProductOptionsInput = z
  .object({
    productId: z.number({ error: OPTION_MESSAGES.productNotFound }).int({ error: OPTION_MESSAGES.productNotFound }),
    expectedUpdatedAt: z.coerce.date({ error: OPTION_MESSAGES.version }),
    axes: z.array(axisSchema).max(OPTION_LIMITS.maxAxes, { error: OPTION_MESSAGES.tooManyAxes }),
    combinations: z.array(combinationSchema),
    inputs: z.array(inputSchema).max(OPTION_LIMITS.maxInputs, { error: OPTION_MESSAGES.tooManyInputs }),
  })
  .superRefine((input, context) => {
    for (const issue of crossFieldIssues(input)) context.addIssue({ code: 'custom', ...issue });
  });

export type SaveProductOptionsInput = z.output<typeof saveProductOptionsInput>;

const trimmed = (text: unknown) => (typeof text === 'string' ? text.trim() : '');

/**
 * Every problem by field path (`combinations.3.count`), for the screen to mark each cell at once.
 * zod skips the cross-field rules while a single field is wrong, so they are run here as well.
 */
export function optionFieldErrors(data: GridShape & Record<string, unknown>): Map<string, string> {
  const result = saveProductOptionsInput.safeParse(data);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  const cross = crossFieldIssues({
    axes: data.axes.map((axis) => ({ key: trimmed(axis.key), values: axis.values.map(trimmed) })),
    combinations: data.combinations.map((row) => ({ values: row.values.map(trimmed) })),
    inputs: data.inputs.map((field) => ({ label: trimmed(field.label) })),
  });
  for (const issue of [...result.error.issues, ...cross]) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

/** An extra that takes the unit price below zero is refused (the product's sale price is not in the input). */
export function negativeUnitPriceIndex(salePrice: number, combinations: readonly { extraPrice: number }[]): number {
  return combinations.findIndex((row) => salePrice + row.extraPrice < 0);
}
