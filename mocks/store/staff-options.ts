// The options-and-stock grid as the real staff-options.service.ts runs it (ADR 0044): the same
// domain schema validates, the same plan retires a combination a cart or order line names and
// deletes an unused one, and stock rising from zero tells restock subscribers. Retired
// combinations are kept apart from the product's productOptionDetails, so every storefront path of
// the mocked API ignores them without a check of its own.
import { badUserInput, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import {
  combinationKey,
  generateCombinations,
  negativeUnitPriceIndex,
  OPTION_MESSAGES,
  saveProductOptionsInput,
} from '../../domain/catalog/option-grid';
import { optionsAudit, planOptionSave } from '../../domain/catalog/option-plan';
import { staleEdit } from '../../domain/staff/staff-messages';
import type * as T from '../__generated__/types';
import { wholeStockOf } from '../scenarios/pricing';
import type { ScenarioProduct, ScenarioProductOptionDetail } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { productVersion, touchProduct } from './product-version';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { notifyOptionRestock, notifyRestockSubscribers } from './restock';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';

type Grid = NonNullable<MockDb['state']['optionGrid']>;

function gridOf(db: MockDb): Grid {
  db.state.optionGrid ??= { retired: {} };
  return db.state.optionGrid;
}

/**
 * An id above every stored one of its kind. The store counts the kinds its own mutations create
 * (IdKind); catalogue rows are counted here, from the highest the scenario has.
 */
function nextId(db: MockDb, kind: string, existing: () => number[]): number {
  const next = (db.state.lastIds[kind] ?? Math.max(0, ...existing())) + 1;
  db.state.lastIds[kind] = next;
  return next;
}

function productOf(db: MockDb, productId: number): ScenarioProduct {
  const product = db.product(productId);
  if (!product || product.universityId !== db.universityId) throw notFound(OPTION_MESSAGES.productNotFound);
  return product;
}


const valuesOf = (detail: ScenarioProductOptionDetail) =>
  [detail.option0, detail.option1, detail.option2].filter((value): value is string => value !== null && value !== '');

function usageOf(db: MockDb, detailId: number): { sold: number; inUse: boolean } {
  const lines = db.state.orders.flatMap((order) => order.lines).filter((line) => line.productOptionDetailId === detailId);
  const sold = lines.filter((line) => line.status !== 'CANCELLED').reduce((sum, line) => sum + line.count, 0);
  return { sold, inUse: lines.length > 0 || db.state.carts.some((cart) => cart.productOptionDetailId === detailId) };
}

export function staffProductOptions(db: MockDb, viewer: StoreMember | null, productId: number): T.StaffProductOptions {
  requireStaffReader(viewer);
  const product = productOf(db, productId);
  const axes = [...product.productOptions]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((option) => ({ key: option.key, values: option.value.split(',').map((value) => value.trim()).filter(Boolean) }));
  const gridOrder = new Map(generateCombinations(axes).map((values, index) => [combinationKey(values), index]));
  const live = [...product.productOptionDetails].sort(
    (a, b) => (gridOrder.get(combinationKey(valuesOf(a))) ?? 1e9) - (gridOrder.get(combinationKey(valuesOf(b))) ?? 1e9) || a.id - b.id,
  );
  const row = (detail: ScenarioProductOptionDetail, retired: boolean) => {
    const usage = usageOf(db, detail.id);
    return {
      __typename: 'StaffOptionCombination' as const,
      id: detail.id,
      values: valuesOf(detail),
      extraPrice: detail.price,
      count: detail.count,
      soldCount: usage.sold,
      inUse: usage.inUse,
      retired,
    };
  };
  return {
    __typename: 'StaffProductOptions',
    productId: product.id,
    productName: product.name,
    salePrice: product.salePrice,
    updatedAt: productVersion(product),
    axes: axes.map((axis) => ({ __typename: 'StaffOptionAxis', ...axis })),
    combinations: [...live.map((detail) => row(detail, false)), ...(gridOf(db).retired[product.id] ?? []).map((detail) => row(detail, true))],
    inputs: [...product.productOptionInputs]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((input) => ({ __typename: 'StaffOptionInput', label: input.key, rule: input.rule ?? 'FREE' })),
  };
}

export function staffSaveProductOptions(
  db: MockDb,
  viewer: StoreMember | null,
  data: T.StaffSaveProductOptionsInput,
): T.StaffProductOptions {
  requireStaffOperator(viewer);
  const input = parseInput(saveProductOptionsInput, data);
  const product = productOf(db, input.productId);
  if (new Date(productVersion(product)).getTime() !== input.expectedUpdatedAt.getTime()) throw staleEdit();
  const negative = negativeUnitPriceIndex(product.salePrice, input.combinations);
  if (negative >= 0) throw badUserInput(OPTION_MESSAGES.negativeUnitPrice, `combinations.${negative}.extraPrice`);

  const before = staffProductOptions(db, viewer, product.id);
  const wholeBefore = wholeStockOf(product);
  const retired = gridOf(db).retired[product.id] ?? [];
  const stored = [...product.productOptionDetails.map((detail) => ({ detail, retired: false })), ...retired.map((detail) => ({ detail, retired: true }))];
  const byId = new Map(stored.map((row) => [row.detail.id, row.detail]));
  const plan = planOptionSave(
    stored.map(({ detail, retired: isRetired }) => ({
      id: detail.id,
      values: [detail.option0, detail.option1, detail.option2],
      price: detail.price,
      count: detail.count,
      retired: isRetired,
      inUse: usageOf(db, detail.id).inUse,
    })),
    input.combinations,
  );
  const allDetailIds = () => db.catalogue.products.flatMap((row) => row.productOptionDetails.map((detail) => detail.id)).concat(Object.values(gridOf(db).retired).flat().map((detail) => detail.id));
  const kept = plan.update.map(({ id, revive: _revive, ...write }) => Object.assign(byId.get(id)!, write));
  const created = plan.create.map((write) => ({ id: nextId(db, 'productOptionDetail', allDetailIds), ...write }));
  const stillRetired = retired.filter((detail) => !kept.includes(detail) && !plan.remove.includes(detail.id));
  gridOf(db).retired[product.id] = [...stillRetired, ...plan.retire.map((id) => byId.get(id)!)];
  product.productOptionDetails = [...kept, ...created];

  const optionIds = () => db.catalogue.products.flatMap((row) => row.productOptions.map((option) => option.id));
  product.productOptions = input.axes.map((axis, position) => ({
    id: product.productOptions[position]?.id ?? nextId(db, 'productOption', optionIds),
    key: axis.key,
    value: axis.values.join(','),
    position,
  }));
  const inputIds = () => db.catalogue.products.flatMap((row) => row.productOptionInputs.map((field) => field.id));
  product.productOptionInputs = input.inputs.map((field, position) => ({
    id: product.productOptionInputs[position]?.id ?? nextId(db, 'productOptionInput', inputIds),
    key: field.label,
    position,
    rule: field.rule,
  }));
  if (product.productOptionDetails.length > 0) product.count = wholeStockOf(product);
  if (wholeBefore === 0 && wholeStockOf(product) > 0) notifyRestockSubscribers(db, product.id);
  notifyOptionRestock(db, product.id);
  touchProduct(db, product);

  const after = staffProductOptions(db, viewer, product.id);
  recordStaffAudit(db, viewer, optionsAudit(product.id, before, after));
  return after;
}
