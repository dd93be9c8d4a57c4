import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_SHEET_PRODUCT_ID, DEMO_SHEET_TIMES, demoSheetContents } from '../../../../mocks/scenarios/production-sheets';
import { ProductOption } from '../../modules/catalog/product-option.entity';
import { Product } from '../../modules/catalog/product.entity';
import { ProductionSheet, ProductionSheetTriggerCode } from '../../modules/production/production-sheet.entity';
import { readSheetContent } from '../../modules/production/production-sheet.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The council jacket's sheet v1 (at its close) and v2 (after a change), as the mocked API has them (ADR 0066). */
export async function seedProductionSheets(em: EntityManager, now: Date): Promise<void> {
  const product = await em.findOne(Product, { id: DEMO_SHEET_PRODUCT_ID });
  if (!product) return;
  const axes = (await em.find(ProductOption, { product: product.id })).sort((a, b) => a.position - b.position || a.id - b.id);
  const [v1, v2] = demoSheetContents(await readSheetContent(em, product), axes.map((axis) => axis.choices()));
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  em.create(ProductionSheet, { product, version: 1, trigger: ProductionSheetTriggerCode.CLOSE, rows: v1, totalUnits: v1.totalUnits, createdBy: null, createdAt: at(DEMO_SHEET_TIMES.closedDaysAgo) });
  em.create(ProductionSheet, { product, version: 2, trigger: ProductionSheetTriggerCode.CHANGE, rows: v2, totalUnits: v2.totalUnits, createdBy: null, createdAt: at(DEMO_SHEET_TIMES.changedDaysAgo) });
  await em.flush();
}
