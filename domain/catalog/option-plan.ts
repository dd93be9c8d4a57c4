import { StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';
import { combinationKey, type SaveProductOptionsInput } from './option-grid';

/*
 * What saving the grid does to the stored combinations (docs/decisions/0044-options-grid.md), as a
 * plan over plain rows, so that the backend and the mocked API retire, delete and create alike.
 * A combination that a cart or order line names is retired (hidden from students, kept for the
 * history), never deleted; an unused one that left the grid is deleted; a retired one that comes
 * back into the grid is revived (the unique combination index allows one row per value tuple).
 */

/** A stored combination, its values by axis slot (null past the product's axes). */
export interface StoredCombination {
  id: number;
  values: readonly (string | null | undefined)[];
  price: number;
  count: number;
  retired: boolean;
  /** A cart or order line names it: deleting it would break that line. */
  inUse: boolean;
}

export interface CombinationWrite {
  /** Values in axis order, padded with null to three slots. */
  option0: string | null;
  option1: string | null;
  option2: string | null;
  price: number;
  count: number;
}

export interface OptionSavePlan {
  create: CombinationWrite[];
  /** Kept rows with their new extra and stock (and revived when they were retired). */
  update: (CombinationWrite & { id: number; revive: boolean })[];
  retire: number[];
  remove: number[];
}

function slots(values: readonly string[]): Pick<CombinationWrite, 'option0' | 'option1' | 'option2'> {
  return { option0: values[0] ?? null, option1: values[1] ?? null, option2: values[2] ?? null };
}

export function planOptionSave(
  stored: readonly StoredCombination[],
  wanted: SaveProductOptionsInput['combinations'],
): OptionSavePlan {
  const byKey = new Map(stored.map((row) => [combinationKey(row.values), row]));
  const plan: OptionSavePlan = { create: [], update: [], retire: [], remove: [] };
  const kept = new Set<number>();
  for (const row of wanted) {
    const write = { ...slots(row.values), price: row.extraPrice, count: row.count };
    const existing = byKey.get(combinationKey(row.values));
    if (existing) {
      kept.add(existing.id);
      plan.update.push({ ...write, id: existing.id, revive: existing.retired });
    } else {
      plan.create.push(write);
    }
  }
  for (const row of stored) {
    if (kept.has(row.id)) continue;
    if (row.inUse) {
      if (!row.retired) plan.retire.push(row.id);
    } else {
      plan.remove.push(row.id);
    }
  }
  return plan;
}

/** The product's whole stock after the plan: the live combinations' sum (ADR 0009). */
export function liveStockAfter(plan: OptionSavePlan): number {
  return [...plan.create, ...plan.update].reduce((sum, row) => sum + row.count, 0);
}

/** The options as the audit log keeps them: short enough to diff, enough to see what changed. */
export interface OptionsAuditSnapshot {
  axes: string[];
  combinations: number;
  retired: number;
  stock: number;
  inputs: string[];
}

interface OptionsShape {
  axes: readonly { key: string; values: readonly string[] }[];
  combinations: readonly { count: number; retired?: boolean }[];
  inputs: readonly { label: string; rule?: string | null }[];
}

export function optionsAuditSnapshot(options: OptionsShape): OptionsAuditSnapshot {
  const live = options.combinations.filter((row) => !row.retired);
  return {
    axes: options.axes.map((axis) => `${axis.key}: ${axis.values.join(', ')}`),
    combinations: live.length,
    retired: options.combinations.length - live.length,
    stock: live.reduce((sum, row) => sum + row.count, 0),
    inputs: options.inputs.map((field) => (field.rule && field.rule !== 'FREE' ? `${field.label} (${field.rule})` : field.label)),
  };
}

/** The audit entry of one grid save, the same on the API and the mocked API. */
export function optionsAudit(productId: number, before: OptionsShape, after: OptionsShape): StaffAuditEntryDraft {
  return {
    objectType: StaffAuditObjectType.PRODUCT,
    objectId: productId,
    action: 'product.options',
    summary: '옵션과 재고를 고쳤어요',
    before: { ...optionsAuditSnapshot(before) },
    after: { ...optionsAuditSnapshot(after) },
  };
}
