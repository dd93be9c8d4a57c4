import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import { PRODUCTION_MESSAGES } from '../../../../domain/production/production-messages';
import {
  buildSheetContent,
  diffSheets,
  needsNewVersion,
  SHEET_LINE_STATUSES,
  type SheetChange,
  type SheetPerson,
} from '../../../../domain/production/production-sheet';
import { QUEUES } from '../../jobs/queues';
import { ProductOptionInput } from '../catalog/product-option-input.entity';
import { ProductOption } from '../catalog/product-option.entity';
import { Product } from '../catalog/product.entity';
import { OrderProduct } from '../order/order-product.entity';
import type { StaffScope } from '../staff/staff-access';
import { ProductionSheet, type ProductionSheetTriggerCode } from './production-sheet.entity';

/*
 * Production sheet versions (ADR 0066). A version is made under the product's row lock, so the close
 * job, a freeze and a change job racing for one product make their versions one after another: the
 * second finds the first's rows equal to its own and makes none. The (product, version) unique is the
 * backstop should anything write without the lock.
 */

const bySlot = (a: { position: number; id: number }, b: { position: number; id: number }) => a.position - b.position || a.id - b.id;

/** The product's paid lines as a sheet: its axis names, the units per combination and every person. */
export async function readSheetContent(em: EntityManager, product: Product) {
  const [axes, inputs, lines] = await Promise.all([
    em.find(ProductOption, { product: product.id }),
    em.find(ProductOptionInput, { product: product.id }),
    em.find(
      OrderProduct,
      { product: product.id, status: { $in: [...SHEET_LINE_STATUSES] } },
      { populate: ['order.user', 'productOptionDetail'], orderBy: { id: 'asc' } },
    ),
  ]);
  const orderedAxes = axes.sort(bySlot);
  const labels = inputs.sort(bySlot).map((input) => input.key);
  const people: SheetPerson[] = lines.map((line) => {
    const texts = [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];
    return {
      orderProductId: line.id,
      name: line.order.user.name,
      optionValues: line.productOptionDetail?.optionValues() ?? (line.optionText ? line.optionText.split(' / ') : []),
      inputs: texts.flatMap((value, slot) => (value ? [{ label: labels[slot] ?? `입력 ${slot + 1}`, value }] : [])),
      count: line.count,
      // Class orders (H4's order_product.class_order_id) are not on this branch yet: no label.
      classLabel: null,
    };
  });
  return buildSheetContent(
    orderedAxes.map((axis) => axis.key),
    people,
    orderedAxes.map((axis) => axis.choices()),
  );
}

export interface MadeSheet {
  sheet: ProductionSheet;
  /** False when nothing changed since the latest version, which is answered instead. */
  created: boolean;
}

/** The latest version of the product, or null. */
function latestSheet(em: EntityManager, productId: number): Promise<ProductionSheet | null> {
  return em.findOne(ProductionSheet, { product: productId }, { orderBy: { version: 'desc' }, populate: ['createdBy'] });
}

/**
 * Makes the product's next version when its paid lines differ from the latest (or there is none);
 * call inside a transaction. The product row's lock serialises every maker of this product.
 */
export async function makeNextSheet(
  em: EntityManager,
  product: Product,
  trigger: ProductionSheetTriggerCode,
  createdBy: number | null,
): Promise<MadeSheet> {
  await em.findOneOrFail(Product, { id: product.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const latest = await latestSheet(em, product.id);
  const content = await readSheetContent(em, product);
  if (latest && !needsNewVersion(latest.rows.people, content.people)) return { sheet: latest, created: false };
  const sheet = em.create(ProductionSheet, {
    product,
    version: (latest?.version ?? 0) + 1,
    trigger,
    rows: content,
    totalUnits: content.totalUnits,
    createdBy,
  });
  await em.flush();
  await em.populate(sheet, ['createdBy']);
  return { sheet, created: true };
}

/** A product of this shop, or NOT_FOUND (another shop's id is not told apart from a missing one). */
export async function tenantProduct(em: EntityManager, scope: StaffScope, productId: number): Promise<Product> {
  const product = await em.findOne(Product, { id: productId, university: scope.universityId });
  if (!product) throw notFound(PRODUCTION_MESSAGES.productNotFound);
  return product;
}

/** One version of this shop, with its product, or NOT_FOUND. */
export async function findSheet(em: EntityManager, scope: StaffScope, id: number): Promise<ProductionSheet> {
  const sheet = await em.findOne(
    ProductionSheet,
    { id, product: { university: scope.universityId } },
    { populate: ['product', 'createdBy'] },
  );
  if (!sheet) throw notFound(PRODUCTION_MESSAGES.sheetNotFound);
  return sheet;
}

/** A product's versions, newest first. */
export async function listSheets(em: EntityManager, scope: StaffScope, productId: number): Promise<ProductionSheet[]> {
  const product = await tenantProduct(em, scope, productId);
  return em.find(ProductionSheet, { product: product.id }, { orderBy: { version: 'desc' }, populate: ['createdBy'] });
}

/** The changes of a version against the one before it (empty for version 1). */
export async function changesOf(em: EntityManager, sheet: ProductionSheet): Promise<SheetChange[]> {
  if (sheet.version === 1) return [];
  const previous = await em.findOne(ProductionSheet, { product: sheet.product.id, version: sheet.version - 1 });
  return diffSheets(previous?.rows.people ?? [], sheet.rows.people);
}

/**
 * Queues a new version after a line of a product that already has a sheet changed (a size swap, an
 * embroidery edit, a cancel), in the caller's transaction: pg-boss's own insert, so the job exists
 * only if the change commits. The job makes a version only if the sheet really differs.
 */
export async function queueSheetChange(em: EntityManager, productId: number): Promise<void> {
  const hasSheet = await em.count(ProductionSheet, { product: productId });
  if (hasSheet === 0) return;
  await em.execute(
    `insert into pgboss.job (name, data, retry_limit, retry_delay, expire_seconds, policy)
     values (?, ?::jsonb, 3, 30, 600, 'standard')`,
    [QUEUES.productionSheet, JSON.stringify({ productId, trigger: 'CHANGE' })],
  );
}
