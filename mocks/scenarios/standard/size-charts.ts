// The demo shop's size charts (docs/decisions/0060): every garment sold in letter sizes gets one,
// growing by a fixed step per size from its M row, so the API's seed and the mocked API show the
// same figures. Goods (socks in 230-250 and the like) have none.
import { compareSizes } from '../../../domain/review/size-recommendation';
import { DEFAULT_MEASUREMENTS, type SizeChartData } from '../../../domain/catalog/size-chart';
import type { ScenarioProduct } from './types';

const LETTERS = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

/** 총장, 가슴단면, 어깨너비, 소매길이 of the M row, then the step per size. */
const M_ROW = [70, 56, 50, 60] as const;
const STEP = [2, 3, 2, 1.5] as const;

function chartOf(product: ScenarioProduct): SizeChartData | null {
  const axis = product.productOptions.find((option) => option.key === '사이즈');
  const sizes = axis?.value.split(',').filter((size) => LETTERS.includes(size)) ?? [];
  if (sizes.length === 0) return null;
  // Outerwear runs a size longer and wider than tees and sweatshirts.
  const outer = /점퍼|자켓|재킷|과잠|아노락|플리스/.test(product.name) ? 1 : 0;
  return {
    measurements: [...DEFAULT_MEASUREMENTS],
    rows: [...sizes].sort(compareSizes).map((size) => {
      const steps = LETTERS.indexOf(size) - LETTERS.indexOf('M') + outer;
      return { size, values: M_ROW.map((base, index) => base + steps * STEP[index]!) };
    }),
  };
}

/** Product id -> its chart, for the products that have one. */
export function standardSizeCharts(products: readonly ScenarioProduct[]): Map<number, SizeChartData> {
  return new Map(products.flatMap((product) => {
    const chart = chartOf(product);
    return chart ? [[product.id, chart] as const] : [];
  }));
}
