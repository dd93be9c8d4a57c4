import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import {
  combinationKey,
  generateCombinations,
  negativeUnitPriceIndex,
  OPTION_MESSAGES,
  saveProductOptionsInput,
  type SaveProductOptionsInput,
} from '../../../../domain/catalog/option-grid';
import { optionsAudit, planOptionSave, type OptionSavePlan } from '../../../../domain/catalog/option-plan';
import { intArray } from '../catalog/product-facts';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { ProductOptionInput } from '../catalog/product-option-input.entity';
import { ProductOption } from '../catalog/product-option.entity';
import { Product } from '../catalog/product.entity';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import { changeStock, type LockedStock } from './staff-stock.service';
import { staleEdit } from '../../../../domain/staff/staff-messages';
import type { OptionInputRule } from '../../../../domain/enums';

/** The grid's state as staffProductOptions answers it. */
export interface StaffProductOptions {
  productId: number;
  productName: string;
  salePrice: number;
  updatedAt: Date;
  axes: { key: string; values: string[] }[];
  combinations: {
    id: number;
    values: string[];
    extraPrice: number;
    count: number;
    soldCount: number;
    inUse: boolean;
    retired: boolean;
  }[];
  inputs: { label: string; rule: OptionInputRule }[];
}

interface Usage {
  sold: number;
  inUse: boolean;
}

/** Units sold (lines not cancelled) and whether any cart or order line names each combination. */
async function usageOf(em: EntityManager, detailIds: readonly number[]): Promise<Map<number, Usage>> {
  if (detailIds.length === 0) return new Map();
  const rows = await em.execute<{ id: number; sold: number; in_use: boolean }[]>(
    `select d.id,
        coalesce((select sum(o.count) from order_product o
           where o.product_option_detail_id = d.id and o.status <> 'CANCELLED'), 0)::int as sold,
        (exists (select 1 from order_product o where o.product_option_detail_id = d.id)
          or exists (select 1 from cart c where c.product_option_detail_id = d.id)) as in_use
       from product_option_detail d where d.id = any(?::int[])`,
    [intArray(detailIds)],
  );
  return new Map(rows.map((row) => [Number(row.id), { sold: Number(row.sold), inUse: Boolean(row.in_use) }]));
}

async function findProduct(em: EntityManager, scope: StaffScope, productId: number): Promise<Product> {
  const product = await em.findOne(Product, { id: productId, university: scope.universityId });
  if (!product) throw notFound(OPTION_MESSAGES.productNotFound);
  return product;
}

/** A product's axes, every stored combination (live ones in grid order, then retired ones) and inputs. */
export async function readProductOptions(em: EntityManager, scope: StaffScope, productId: number): Promise<StaffProductOptions> {
  const product = await findProduct(em, scope, productId);
  const [options, details, inputs] = await Promise.all([
    em.find(ProductOption, { product: product.id }, { orderBy: { position: 'asc', id: 'asc' } }),
    em.find(ProductOptionDetail, { product: product.id }, { orderBy: { id: 'asc' } }),
    em.find(ProductOptionInput, { product: product.id }, { orderBy: { position: 'asc', id: 'asc' } }),
  ]);
  const usage = await usageOf(em, details.map((detail) => detail.id));
  const axes = options.map((option) => ({ key: option.key, values: option.choices() }));
  const gridOrder = new Map(generateCombinations(axes).map((values, index) => [combinationKey(values), index]));
  const rank = (detail: ProductOptionDetail) =>
    detail.retired ? Number.MAX_SAFE_INTEGER : (gridOrder.get(combinationKey(detail.optionValues())) ?? Number.MAX_SAFE_INTEGER - 1);
  const ordered = [...details].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  return {
    productId: product.id,
    productName: product.name,
    salePrice: product.salePrice,
    updatedAt: product.updatedAt,
    axes,
    combinations: ordered.map((detail) => ({
      id: detail.id,
      values: detail.optionValues(),
      extraPrice: detail.price,
      count: detail.count,
      soldCount: usage.get(detail.id)?.sold ?? 0,
      inUse: usage.get(detail.id)?.inUse ?? false,
      retired: detail.retired,
    })),
    inputs: inputs.map((input) => ({ label: input.key, rule: input.rule })),
  };
}

function applyPlan(em: EntityManager, { product, details }: LockedStock, plan: OptionSavePlan): void {
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  for (const id of plan.remove) em.remove(byId.get(id)!);
  for (const id of plan.retire) byId.get(id)!.retired = true;
  for (const { id, revive: _revive, ...write } of plan.update) Object.assign(byId.get(id)!, write, { retired: false });
  for (const write of plan.create) em.create(ProductOptionDetail, { product, ...write, retired: false });
}

/** Rewrites rows by position: the first `wanted.length` kept (their ids stay), the rest deleted. */
async function replaceByPosition<Row extends { position: number }>(
  em: EntityManager,
  existing: Row[],
  wanted: readonly unknown[],
  write: (row: Row | undefined, position: number) => void,
): Promise<void> {
  wanted.forEach((_item, position) => write(existing[position], position));
  for (const row of existing.slice(wanted.length)) em.remove(row);
}

/**
 * Saves the whole grid in the request's transaction: the version check, the retire-or-delete plan
 * (domain/catalog/option-plan.ts), the axes and inputs, and the stock through changeStock, so
 * restock subscribers hear when the whole stock rises from zero. An audit row keeps before/after.
 */
export async function saveProductOptions(
  em: EntityManager,
  scope: StaffScope,
  data: SaveProductOptionsInput | Record<string, unknown>,
): Promise<StaffProductOptions> {
  const input = parseInput(saveProductOptionsInput, data);
  const before = await readProductOptions(em, scope, input.productId);
  await changeStock(em, scope, input.productId, async (locked) => {
    const { product, details } = locked;
    if (product.updatedAt.getTime() !== input.expectedUpdatedAt.getTime()) throw staleEdit();
    const negative = negativeUnitPriceIndex(product.salePrice, input.combinations);
    if (negative >= 0) throw badUserInput(OPTION_MESSAGES.negativeUnitPrice, `combinations.${negative}.extraPrice`);
    const usage = await usageOf(em, details.map((detail) => detail.id));
    const stored = details.map((detail) => ({
      id: detail.id,
      values: [detail.option0, detail.option1, detail.option2],
      price: detail.price,
      count: detail.count,
      retired: detail.retired,
      inUse: usage.get(detail.id)?.inUse ?? false,
    }));
    applyPlan(em, locked, planOptionSave(stored, input.combinations));

    const options = await em.find(ProductOption, { product: product.id }, { orderBy: { position: 'asc', id: 'asc' } });
    await replaceByPosition(em, options, input.axes, (row, position) => {
      const { key, values } = input.axes[position]!;
      if (row) Object.assign(row, { key, value: values.join(','), position });
      else em.create(ProductOption, { product, key, value: values.join(','), position });
    });
    const inputs = await em.find(ProductOptionInput, { product: product.id }, { orderBy: { position: 'asc', id: 'asc' } });
    await replaceByPosition(em, inputs, input.inputs, (row, position) => {
      const { label, rule } = input.inputs[position]!;
      if (row) Object.assign(row, { key: label, position, rule });
      else em.create(ProductOptionInput, { product, key: label, position, rule });
    });
    // The options are part of the product the editor saw: the next stale save must conflict.
    product.updatedAt = new Date();
  });
  const after = await readProductOptions(em, scope, input.productId);
  recordStaffAudit(em, scope, optionsAudit(input.productId, before, after));
  await em.flush();
  return after;
}
