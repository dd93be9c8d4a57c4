import type { EntityManager } from '@mikro-orm/postgresql';
import { ReviewStatus } from '../../../../domain/enums';
import { notFound } from '../../../../domain/errors/errors';
import { parseSizeChartInput } from '../../../../domain/catalog/size-chart';
import { sizeChartAudit } from '../../../../domain/catalog/product-audit-size-chart';
import { STAFF_PRODUCT_NOT_FOUND_MESSAGE } from '../../../../domain/catalog/staff-product-input';
import { parseBody } from '../../../../domain/review/review-input';
import {
  isSizeRecommendable,
  recommendSize,
  reviewSizesOf,
  type BodySample,
  type SizeRecommendation,
} from '../../../../domain/review/size-recommendation';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { Product } from '../catalog/product.entity';
import { ReviewUserSize } from '../review/review-user-size.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { ProductSizeChart } from './product-size-chart.entity';

export interface SizeChartView {
  measurements: string[];
  rows: { size: string; values: number[] }[];
  updatedAt: Date;
}

export async function sizeChartOf(em: EntityManager, productId: number): Promise<SizeChartView | null> {
  const chart = await em.findOne(ProductSizeChart, { product: productId });
  return chart ? { measurements: chart.measurements, rows: chart.rows, updatedAt: chart.updatedAt } : null;
}

/** The size, height and weight of the product's APPLIED reviews: what the size advice reads. */
async function bodySamples(em: EntityManager, productId: number): Promise<BodySample[]> {
  const rows = await em.find(
    ReviewUserSize,
    { review: { product: productId, status: ReviewStatus.APPLIED } },
    { fields: ['size', 'height', 'weight'] },
  );
  return rows.map((row) => ({ size: row.size ?? null, height: row.height ?? null, weight: row.weight ?? null }));
}

export async function reviewSizes(em: EntityManager, productId: number): Promise<string[]> {
  return reviewSizesOf(await bodySamples(em, productId));
}

export async function sizeRecommendable(em: EntityManager, productId: number): Promise<boolean> {
  return isSizeRecommendable(await bodySamples(em, productId));
}

export async function sizeRecommendation(
  em: EntityManager,
  productId: number,
  args: { height: number; weight: number },
): Promise<SizeRecommendation | null> {
  const body = parseBody(args);
  return recommendSize(await bodySamples(em, productId), body);
}

/**
 * Sets (or, with null, removes) the chart of a product of this university. The product's own
 * version (updatedAt) stays, so an editor open on its other fields can still save them.
 */
export async function setSizeChart(em: EntityManager, scope: StaffScope, data: unknown): Promise<number> {
  const input = parseSizeChartInput(data);
  const product = await em.findOne(Product, { id: input.productId, university: scope.universityId });
  if (!product) throw notFound(STAFF_PRODUCT_NOT_FOUND_MESSAGE);
  const chart = await em.findOne(ProductSizeChart, { product: product.id });
  const before = chart ? { measurements: chart.measurements, rows: chart.rows } : null;
  if (input.sizeChart === null) {
    if (chart) em.remove(chart);
  } else if (chart) {
    chart.measurements = input.sizeChart.measurements;
    chart.rows = input.sizeChart.rows;
  } else {
    em.create(ProductSizeChart, { product, ...input.sizeChart });
  }
  await em.flush();
  recordStaffAudit(em, scope, sizeChartAudit(product.id, before, input.sizeChart));
  invalidateCatalogue(em);
  return product.id;
}
