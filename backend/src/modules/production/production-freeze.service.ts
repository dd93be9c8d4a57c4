import type { EntityManager } from '@mikro-orm/postgresql';
import { freezeAudit, isProductionFrozen } from '../../../../domain/production/production-freeze';
import { SHEET_LINE_STATUSES } from '../../../../domain/production/production-sheet';
import { OrderProduct } from '../order/order-product.entity';
import { productFreezeAt } from './production-freeze-read';
import type { JobDeps } from '../../jobs/job-deps';
import { Product } from '../catalog/product.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { ProductionSheetTriggerCode, type ProductionSheet } from './production-sheet.entity';
import { makeNextSheet, tenantProduct } from './production-sheet.service';

/**
 * staffFreezeProduction (ADR 0066): personalised lines become final for their buyers from now (an
 * earlier freeze stays), and the next sheet version is made when the lines changed since the last.
 */
export async function freezeProduction(em: EntityManager, scope: StaffScope, productId: number, now: Date): Promise<ProductionSheet> {
  const product = await tenantProduct(em, scope, productId);
  const { sheet } = await makeNextSheet(em, product, ProductionSheetTriggerCode.FREEZE, scope.staffUserId);
  product.productionFrozenAt ??= now;
  recordStaffAudit(em, scope, freezeAudit(product.id, sheet.version, product.productionFrozenAt));
  await em.flush();
  return sheet;
}

const TRIGGERS = new Set<string>(Object.values(ProductionSheetTriggerCode));

/**
 * The `production-sheet` queue's handler: {productId, trigger}. The close job sends CLOSE, line
 * changes send CHANGE; a version is made only when something changed, so a retry costs nothing.
 */
export async function runProductionSheet(deps: JobDeps, data: { productId?: unknown; trigger?: unknown }): Promise<void> {
  const productId = Number(data.productId);
  const trigger = typeof data.trigger === 'string' && TRIGGERS.has(data.trigger) ? (data.trigger as ProductionSheetTriggerCode) : ProductionSheetTriggerCode.CHANGE;
  await deps.orm.em.fork().transactional(async (em) => {
    const product = await em.findOne(Product, { id: productId });
    if (!product) {
      deps.logger.warn({ productId }, 'production sheet asked for a missing product');
      return;
    }
    const { sheet, created } = await makeNextSheet(em, product, trigger, null);
    deps.logger.info({ productId, version: sheet.version, created, trigger }, 'production sheet checked');
  });
}

/** Where the product's production stands now: its freeze and its paid units (the next version's total). */
export async function productionFreezeOf(em: EntityManager, scope: StaffScope, productId: number, now: Date) {
  const product = await tenantProduct(em, scope, productId);
  const frozenAt = await productFreezeAt(em, product.id);
  const paid = await em.find(OrderProduct, { product: product.id, status: { $in: [...SHEET_LINE_STATUSES] } }, { fields: ['count'] });
  return {
    productId: product.id,
    productName: product.name,
    frozenAt: isProductionFrozen(frozenAt, now) ? frozenAt : null,
    paidUnits: paid.reduce((total, line) => total + line.count, 0),
  };
}
