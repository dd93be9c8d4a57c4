import { describe, expect, it } from 'vitest';
import {
  MEASUREMENT_DUPLICATE_MESSAGE,
  parseSizeChartInput,
  SIZE_DUPLICATE_MESSAGE,
  SIZE_VALUE_COUNT_MESSAGE,
  SIZE_VALUE_MESSAGE,
} from './size-chart';

const chart = { measurements: [' 총장', '가슴단면'], rows: [{ size: 'M', values: [70, 56.5] }, { size: 'L', values: [72, 59] }] };

function refusal(data: unknown) {
  try {
    parseSizeChartInput(data);
  } catch (error) {
    return { message: (error as Error).message, field: (error as { extensions?: { field?: string } }).extensions?.field };
  }
  throw new Error('accepted');
}

describe('parseSizeChartInput', () => {
  it('accepts a chart, trimmed, and null as "remove it"', () => {
    expect(parseSizeChartInput({ productId: 3, sizeChart: chart }).sizeChart?.measurements).toEqual(['총장', '가슴단면']);
    expect(parseSizeChartInput({ productId: 3, sizeChart: null })).toEqual({ productId: 3, sizeChart: null });
  });

  it('refuses a row with a missing value, naming the row', () => {
    expect(refusal({ productId: 3, sizeChart: { ...chart, rows: [{ size: 'M', values: [70] }] } })).toMatchObject({
      message: SIZE_VALUE_COUNT_MESSAGE,
      field: 'sizeChart.rows.0.values',
    });
  });

  it('refuses two decimals, zero and duplicates', () => {
    expect(refusal({ productId: 3, sizeChart: { ...chart, rows: [{ size: 'M', values: [70.25, 56] }] } }).message).toBe(SIZE_VALUE_MESSAGE);
    expect(refusal({ productId: 3, sizeChart: { ...chart, rows: [{ size: 'M', values: [0, 56] }] } }).message).toBe(SIZE_VALUE_MESSAGE);
    expect(refusal({ productId: 3, sizeChart: { ...chart, rows: [chart.rows[0], { size: 'm', values: [1, 2] }] } }).message).toBe(SIZE_DUPLICATE_MESSAGE);
    expect(refusal({ productId: 3, sizeChart: { ...chart, measurements: ['총장', '총장 '] } }).message).toBe(MEASUREMENT_DUPLICATE_MESSAGE);
  });
});
