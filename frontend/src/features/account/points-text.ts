const points = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1500 → "1,500P": points are counted apart from money, the way Korean shops print them. */
export function formatPoints(value: number): string {
  return `${points.format(value)}P`;
}
