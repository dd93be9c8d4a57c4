import { z } from 'zod';
import { parseInput } from '../errors/input';

// A product's size chart (docs/product-rules.md#size-chart): measurements in cm per size, set by
// staff in the product editor, shown to students on the product page. One schema for the API and
// the mocked API; the editor imports the limits and the suggested measurement names.

export const SIZE_CHART_LIMITS = {
  maxMeasurements: 8,
  maxRows: 15,
  nameMax: 10,
  sizeMax: 10,
  /** The largest measurement in cm a garment plausibly has. */
  valueMax: 300,
} as const;

/** What the editor offers for a new chart: the four figures Korean shops give for tops. */
export const DEFAULT_MEASUREMENTS = ['총장', '가슴단면', '어깨너비', '소매길이'] as const;

export interface SizeChartData {
  measurements: string[];
  rows: { size: string; values: number[] }[];
}

const { maxMeasurements, maxRows, nameMax, sizeMax, valueMax } = SIZE_CHART_LIMITS;

export const MEASUREMENT_NAME_MESSAGE = `치수 이름은 1~${nameMax}자로 입력해 주세요.`;
export const MEASUREMENT_COUNT_MESSAGE = `치수는 1~${maxMeasurements}개까지 넣을 수 있어요.`;
export const MEASUREMENT_DUPLICATE_MESSAGE = '같은 이름의 치수가 두 번 있어요. 이름을 다르게 입력해 주세요.';
export const SIZE_NAME_MESSAGE = `사이즈 이름은 1~${sizeMax}자로 입력해 주세요.`;
export const SIZE_ROW_COUNT_MESSAGE = `사이즈는 1~${maxRows}줄까지 넣을 수 있어요.`;
export const SIZE_DUPLICATE_MESSAGE = '같은 사이즈가 두 줄 있어요. 한 줄로 합쳐 주세요.';
export const SIZE_VALUE_MESSAGE = `치수는 0보다 크고 ${valueMax}cm 이하인 숫자로, 소수점은 한 자리까지 입력해 주세요.`;
export const SIZE_VALUE_COUNT_MESSAGE = '사이즈마다 모든 치수를 입력해 주세요.';

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value.length >= 1 && [...value].length <= max, { error: message });

const value = z
  .number({ error: SIZE_VALUE_MESSAGE })
  .gt(0, { error: SIZE_VALUE_MESSAGE })
  .max(valueMax, { error: SIZE_VALUE_MESSAGE })
    // One decimal place, as shops measure (52.5); binary floats make 52.5 * 10 only nearly whole.
  .refine((cm) => Math.abs(cm * 10 - Math.round(cm * 10)) < 1e-6, { error: SIZE_VALUE_MESSAGE });

const unique = (values: readonly string[]) => new Set(values.map((item) => item.toUpperCase())).size === values.length;

const sizeChartSchema = z
  .object({
    measurements: z
      .array(text(nameMax, MEASUREMENT_NAME_MESSAGE), { error: MEASUREMENT_COUNT_MESSAGE })
      .min(1, { error: MEASUREMENT_COUNT_MESSAGE })
      .max(maxMeasurements, { error: MEASUREMENT_COUNT_MESSAGE })
      .refine(unique, { error: MEASUREMENT_DUPLICATE_MESSAGE }),
    rows: z
      .array(z.object({ size: text(sizeMax, SIZE_NAME_MESSAGE), values: z.array(value, { error: SIZE_VALUE_COUNT_MESSAGE }) }), {
        error: SIZE_ROW_COUNT_MESSAGE,
      })
      .min(1, { error: SIZE_ROW_COUNT_MESSAGE })
      .max(maxRows, { error: SIZE_ROW_COUNT_MESSAGE })
      .refine((rows) => unique(rows.map((row) => row.size)), { error: SIZE_DUPLICATE_MESSAGE }),
  })
  .superRefine((chart, context) => {
    chart.rows.forEach((row, index) => {
      if (row.values.length !== chart.measurements.length) {
        context.addIssue({ code: 'custom', message: SIZE_VALUE_COUNT_MESSAGE, path: ['rows', index, 'values'] });
      }
    });
  });

const inputSchema = z.object({
  productId: z.number({ error: '상품을 다시 선택해 주세요.' }).int({ error: '상품을 다시 선택해 주세요.' }).positive({ error: '상품을 다시 선택해 주세요.' }),
  // Null (or left out) removes the chart.
  sizeChart: sizeChartSchema.nullish().transform((chart) => chart ?? null),
});

/** The staff input, checked; field errors name `sizeChart.rows.2.values` and the like. */
export function parseSizeChartInput(data: unknown): { productId: number; sizeChart: SizeChartData | null } {
  return parseInput(inputSchema, data);
}
