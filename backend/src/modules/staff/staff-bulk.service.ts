import { TransactionPropagation } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isAppError } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import {
  bulkLineArgs,
  bulkResultOf,
  bulkShipArgs,
  changedLine,
  doneLine,
  isStepDone,
  refusedLine,
  type BulkAction,
  type BulkLineResult,
  type BulkResult,
} from '../../../../domain/staff/bulk-lines';
import { delayLockedLine, parseShippingDelay } from '../messaging/shipping-delay.service';
import type { OrderDeliveryCompany } from '../order/order-delivery-company.entity';
import type { StaffScope } from './staff-access';
import {
  completeLockedLine,
  confirmLockedLine,
  deliveryCompanyOf,
  lockLine,
  shipLockedLine,
  type LockedLine,
} from './staff-lines.service';

/*
 * Bulk line actions with a result per line (docs/decisions/0050-bulk-line-actions.md). The whole
 * input is checked first (a bad row refuses the call and changes nothing); then every line runs in
 * its own transaction under its order's row lock, one after the other, so one refused line never
 * undoes the others and no line is ever half changed. A line already where the step takes it is
 * ALREADY_DONE and nothing is written for it.
 */

/** Reports a fault that is not a refusal (the line reads as REFUSED, the rest go on). */
export type FaultLog = (error: unknown, orderProductId: number) => void;

/** A step on a locked line: true when it changed the line, false when it was done already. */
type Step = (em: EntityManager, locked: LockedLine) => Promise<boolean>;

async function runLine(em: EntityManager, scope: StaffScope, action: BulkAction, orderProductId: number, step: Step, fault?: FaultLog): Promise<BulkLineResult> {
  let seen: { id: number; status: LockedLine['line']['status']; productName: string } | null = null;
  try {
    // REQUIRES_NEW: its own BEGIN and COMMIT beside the mutation's wrapping transaction.
    return await em.transactional(
      async (tx) => {
        const locked = await lockLine(tx, scope, orderProductId);
        seen = { id: locked.line.id, status: locked.line.status, productName: locked.line.productName };
        const changed = await step(tx, locked);
        return changed ? changedLine(action, locked.line) : doneLine(action, locked.line);
      },
      { propagation: TransactionPropagation.REQUIRES_NEW, clear: true },
    );
  } catch (error) {
    if (!isAppError(error)) fault?.(error, orderProductId);
    return refusedLine(orderProductId, error, seen);
  }
}

async function runLines(
  em: EntityManager,
  scope: StaffScope,
  action: BulkAction,
  ids: readonly number[],
  stepOf: (orderProductId: number) => Step,
  fault?: FaultLog,
): Promise<BulkResult> {
  const lines: BulkLineResult[] = [];
  for (const id of ids) lines.push(await runLine(em, scope, action, id, stepOf(id), fault));
  return bulkResultOf(lines);
}

/** PAID → PREPARING for each line. */
export function confirmOrderProducts(em: EntityManager, scope: StaffScope, orderProductIds: number[], fault?: FaultLog): Promise<BulkResult> {
  const ids = parseInput(bulkLineArgs, { orderProductIds }).orderProductIds;
  return runLines(em, scope, 'confirm', ids, () => async (tx, locked) => {
    if (isStepDone('confirm', locked.line.status)) return false;
    await confirmLockedLine(tx, scope, locked);
    return true;
  }, fault);
}

/** PREPARING → DELIVERING for each row, with its company and tracking number. */
export async function shipOrderProducts(
  em: EntityManager,
  scope: StaffScope,
  rows: { orderProductId: number; orderDeliveryCompanyId: number; shippingNumber: string }[],
  fault?: FaultLog,
  now: Date = new Date(),
): Promise<BulkResult> {
  const input = parseInput(bulkShipArgs, { rows }).rows;
  const companies = new Map<number, OrderDeliveryCompany>();
  for (const row of input) {
    if (!companies.has(row.orderDeliveryCompanyId)) companies.set(row.orderDeliveryCompanyId, await deliveryCompanyOf(em, row.orderDeliveryCompanyId));
  }
  const byLine = new Map(input.map((row) => [row.orderProductId, row]));
  return runLines(em, scope, 'ship', [...byLine.keys()], (id) => async (tx, locked) => {
    if (isStepDone('ship', locked.line.status)) return false;
    const row = byLine.get(id)!;
    const company = tx.merge(companies.get(row.orderDeliveryCompanyId)!);
    await shipLockedLine(tx, scope, locked, { company, shippingNumber: row.shippingNumber }, now);
    return true;
  }, fault);
}

/** DELIVERING (or a group pickup still PREPARING) → COMPLETED for each line. */
export function completeOrderProducts(em: EntityManager, scope: StaffScope, orderProductIds: number[], fault?: FaultLog, now: Date = new Date()): Promise<BulkResult> {
  const ids = parseInput(bulkLineArgs, { orderProductIds }).orderProductIds;
  return runLines(em, scope, 'complete', ids, () => async (tx, locked) => {
    if (isStepDone('complete', locked.line.status)) return false;
    await completeLockedLine(tx, scope, locked, now);
    return true;
  }, fault);
}

/** The shipping delay notice for each line: one message per line and date. */
export function notifyShippingDelays(
  em: EntityManager,
  scope: StaffScope,
  data: { orderProductIds: number[]; reason: string; expectedDate: string },
  fault?: FaultLog,
  now: Date = new Date(),
): Promise<BulkResult> {
  const { orderProductIds, ...delay } = parseShippingDelay(data, now);
  return runLines(em, scope, 'delay', orderProductIds, () => (tx, locked) => delayLockedLine(tx, scope, locked, delay, now), fault);
}
