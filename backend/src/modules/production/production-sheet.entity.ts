import { defineEntity, p } from '@mikro-orm/core';
import type { SheetContent } from '../../../../domain/production/production-sheet';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';

export const ProductionSheetTriggerCode = { CLOSE: 'CLOSE', FREEZE: 'FREEZE', CHANGE: 'CHANGE' } as const;
export type ProductionSheetTriggerCode = (typeof ProductionSheetTriggerCode)[keyof typeof ProductionSheetTriggerCode];

/**
 * One immutable version of a product's production sheet (ADR 0066). Rows are written once and
 * never updated; `(product, version)` is unique, so two makers racing for the same next version
 * leave one row and the loser reads the winner's.
 */
export const ProductionSheetSchema = defineEntity({
  name: 'ProductionSheet',
  tableName: 'production_sheet',
  properties: {
    id: id(),
    // No own index: it leads the unique below.
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    version: p.integer(),
    trigger: p.enum(() => ProductionSheetTriggerCode),
    rows: p.json<SheetContent>(),
    totalUnits: p.integer(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    createdAt: createdAt(),
  },
  uniques: [{ name: 'production_sheet_product_version_unique', properties: ['product', 'version'] }],
  checks: [{ name: 'production_sheet_version_positive', expression: 'version > 0' }],
});

export class ProductionSheet extends ProductionSheetSchema.class {}
ProductionSheetSchema.setClass(ProductionSheet);
