// The product page's size guide: a chart in cm and a size recommendation (ADR 0060).
import type * as T from '../__generated__/types';
import { DEFAULT_MEASUREMENTS } from '../../domain/catalog/size-chart';
import { MOCK_NOW } from './clock';
import { withOverrides } from './random';

export function buildSizeChartRow(overrides?: Partial<T.SizeChartRow>): T.SizeChartRow {
  return withOverrides({ __typename: 'SizeChartRow', size: 'M', values: [70, 56, 50, 60] }, overrides);
}

/** S to 2XL, 2-3 cm apart: what a sweatshirt's chart looks like. */
export function buildSizeChart(overrides?: Partial<T.SizeChart>): T.SizeChart {
  const rows = ['S', 'M', 'L', 'XL', '2XL'].map((size, index) =>
    buildSizeChartRow({ size, values: [68 + index * 2, 53 + index * 3, 48 + index * 2, 58.5 + index * 1.5] }),
  );
  return withOverrides({ __typename: 'SizeChart', measurements: [...DEFAULT_MEASUREMENTS], rows, updatedAt: MOCK_NOW.toISOString() }, overrides);
}

export function buildSizeRecommendation(overrides?: Partial<T.SizeRecommendation>): T.SizeRecommendation {
  return withOverrides({ __typename: 'SizeRecommendation', size: 'L', reviewCount: 3, similarCount: 4 }, overrides);
}
