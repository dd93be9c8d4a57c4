// Bulk line actions as the real staff-bulk.service.ts does them (docs/decisions/0050): the whole
// input checked first, then each line on its own (a refused line changes nothing and stops no other
// line), ALREADY_DONE for a line already where the step takes it, one message per line and date.
import { invalidState } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { seoulDay } from '../../domain/order-desk/order-line-filter';
import {
  BULK_MESSAGES,
  bulkLineArgs,
  bulkResultOf,
  bulkShipArgs,
  changedLine,
  delayDateText,
  doneLine,
  isDelayable,
  isStepDone,
  refusedLine,
  shippingDelayAudit,
  shippingDelayInput,
  type BulkAction,
  type BulkResult,
} from '../../domain/staff/bulk-lines';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { queueMockMessage } from './messages';
import { requireStaffOperator } from './refusals';
import { completeLine, confirmLine, deliveryCompanyOf, lineOf, shipLine } from './staff';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember, StoreOrderLine } from './types';

/** Runs `step` per line; the single-line steps refuse before they change anything. */
function eachLine(db: MockDb, action: BulkAction, ids: readonly number[], step: (line: StoreOrderLine) => boolean): BulkResult {
  return bulkResultOf(
    ids.map((id) => {
      let seen: StoreOrderLine | null = null;
      try {
        const { line } = lineOf(db, id);
        seen = line;
        const snapshot = { id: line.id, status: line.status, productName: line.productName };
        return step(line) ? changedLine(action, line) : doneLine(action, snapshot);
      } catch (error) {
        return refusedLine(id, error, seen);
      }
    }),
  );
}

export function confirmLines(db: MockDb, viewer: StoreMember | null, orderProductIds: number[]): BulkResult {
  requireStaffOperator(viewer);
  const ids = parseInput(bulkLineArgs, { orderProductIds }).orderProductIds;
  return eachLine(db, 'confirm', ids, (line) => {
    if (isStepDone('confirm', line.status)) return false;
    confirmLine(db, viewer, line.id);
    return true;
  });
}

export function shipLines(db: MockDb, viewer: StoreMember | null, rows: T.StaffShipOrderProductsRow[]): BulkResult {
  requireStaffOperator(viewer);
  const input = parseInput(bulkShipArgs, { rows }).rows;
  // An unknown company refuses the whole call before any line, as the real API does.
  for (const row of input) deliveryCompanyOf(db, row.orderDeliveryCompanyId);
  const byLine = new Map(input.map((row) => [row.orderProductId, row]));
  return eachLine(db, 'ship', [...byLine.keys()], (line) => {
    if (isStepDone('ship', line.status)) return false;
    shipLine(db, viewer, byLine.get(line.id)!);
    return true;
  });
}

export function completeLines(db: MockDb, viewer: StoreMember | null, orderProductIds: number[]): BulkResult {
  requireStaffOperator(viewer);
  const ids = parseInput(bulkLineArgs, { orderProductIds }).orderProductIds;
  return eachLine(db, 'complete', ids, (line) => {
    if (isStepDone('complete', line.status)) return false;
    completeLine(db, viewer, line.id);
    return true;
  });
}

export function notifyShippingDelay(db: MockDb, viewer: StoreMember | null, data: T.StaffNotifyShippingDelayInput): BulkResult {
  requireStaffOperator(viewer);
  const { orderProductIds, ...delay } = parseInput(shippingDelayInput(seoulDay(new Date(db.nowIso()))), data);
  return eachLine(db, 'delay', orderProductIds, (line) => {
    if (!isDelayable(line.status)) throw invalidState(BULK_MESSAGES.delayState);
    if (line.shippingDelay?.expectedDate === delay.expectedDate) return false;
    recordStaffAudit(db, viewer, shippingDelayAudit(line, line.shippingDelay?.expectedDate ?? null, delay));
    line.shippingDelay = { ...delay, notifiedAt: db.nowIso() };
    const order = db.state.orders.find((row) => row.id === line.orderId)!;
    queueMockMessage(db, {
      template: 'SHIPPING_DELAYED',
      subject: `line:${line.id}:delayed:${delay.expectedDate}`,
      userId: order.userId,
      variables: { orderNo: order.mUid, productName: line.productName, reason: delay.reason, expectedDate: delayDateText(delay.expectedDate) },
    });
    return true;
  });
}
