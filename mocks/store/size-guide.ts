// The product page's size guide in the mocked API (docs/decisions/0060): the staff-made chart
// (the scenario's charts until staff save one) and the advice read from APPLIED reviews through
// the same domain functions as the API.
import { parseSizeChartInput } from '../../domain/catalog/size-chart';
import { sizeChartAudit } from '../../domain/catalog/product-audit-size-chart';
import { STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../domain/catalog/staff-product-input';
import { notFound } from '../../domain/errors/errors';
import { parseBody } from '../../domain/review/review-input';
import { isSizeRecommendable, recommendSize, reviewSizesOf, type BodySample } from '../../domain/review/size-recommendation';
import { standardSizeCharts } from '../scenarios/standard/size-charts';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireStaffOperator } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember, StoreSizeChart } from './types';

/** The charts by product id, made from the scenario on first use. */
function charts(db: MockDb): Record<number, StoreSizeChart | null> {
  if (!db.state.sizeCharts) {
    const seeded = standardSizeCharts(db.catalogue.products);
    db.state.sizeCharts = Object.fromEntries([...seeded].map(([id, chart]) => [id, { ...chart, updatedAt: db.nowIso() }]));
  }
  return db.state.sizeCharts;
}

export function sizeChartOf(db: MockDb, productId: number): T.SizeChart | null {
  const chart = charts(db)[productId];
  return chart ? { __typename: 'SizeChart', ...chart, rows: chart.rows.map((row) => ({ __typename: 'SizeChartRow', ...row })) } : null;
}

function bodySamples(db: MockDb, productId: number): BodySample[] {
  return db.state.reviews.flatMap((row) => (row.productId === productId && row.status === 'APPLIED' && row.size ? [row.size] : []));
}

export function reviewSizes(db: MockDb, productId: number): string[] {
  return reviewSizesOf(bodySamples(db, productId));
}

export function sizeRecommendable(db: MockDb, productId: number): boolean {
  return isSizeRecommendable(bodySamples(db, productId));
}

export function sizeRecommendation(db: MockDb, productId: number, args: T.ProductSizeRecommendationArgs): T.SizeRecommendation | null {
  const recommendation = recommendSize(bodySamples(db, productId), parseBody(args));
  return recommendation ? { __typename: 'SizeRecommendation', ...recommendation } : null;
}

/** Sets or removes a chart; the answer is the editor's product, read by the caller. */
export function setSizeChart(db: MockDb, viewer: StoreMember | null, data: T.StaffSetProductSizeChartInput): number {
  const staff = requireStaffOperator(viewer);
  const input = parseSizeChartInput(data);
  const product = db.product(input.productId);
  if (!product || product.universityId !== db.universityId) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  const all = charts(db);
  const before = all[product.id] ?? null;
  all[product.id] = input.sizeChart ? { ...input.sizeChart, updatedAt: db.nowIso() } : null;
  recordStaffAudit(db, staff, sizeChartAudit(product.id, before && { measurements: before.measurements, rows: before.rows }, input.sizeChart));
  return product.id;
}
