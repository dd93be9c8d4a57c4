import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import type { SizeChartData } from '../../../../domain/catalog/size-chart';
import { Product } from '../catalog/product.entity';

/**
 * A product's size chart (docs/decisions/0060): one row per product, the measurement names and
 * the rows as JSON because staff choose the columns and the chart is always read and written whole.
 */
export const ProductSizeChartSchema = defineEntity({
  name: 'ProductSizeChart',
  properties: {
    id: id(),
    product: () => p.oneToOne(Product).owner().deleteRule('cascade'),
    measurements: p.json<SizeChartData['measurements']>(),
    rows: p.json<SizeChartData['rows']>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class ProductSizeChart extends ProductSizeChartSchema.class {}
ProductSizeChartSchema.setClass(ProductSizeChart);
