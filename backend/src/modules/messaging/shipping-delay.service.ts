import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { seoulDay } from '../../../../domain/order-desk/order-line-filter';
import { BULK_MESSAGES, isDelayable, shippingDelayAudit, shippingDelayInput } from '../../../../domain/staff/bulk-lines';
import type { OrderProduct } from '../order/order-product.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { lockLine, type LockedLine } from '../staff/staff-lines.service';
import { User } from '../account/user.entity';
import { queueShippingDelayed } from './order-messages';

export interface ShippingDelay {
  reason: string;
  /** YYYY-MM-DD on the Seoul calendar. */
  expectedDate: string;
}

/** The delay notice checked as a whole: the lines, the reason and a date not in the past. */
export function parseShippingDelay(
  data: { orderProductIds: number[]; reason: string; expectedDate: string },
  now: Date = new Date(),
): ShippingDelay & { orderProductIds: number[] } {
  return parseInput(shippingDelayInput(seoulDay(now)), data);
}

/**
 * Tells the buyer of a locked line (lockLine) that it ships late and keeps the delay on the line
 * for their order page. Returns false when this very date was told already: then nothing is
 * written or sent again (docs/decisions/0050-bulk-line-actions.md).
 */
export async function delayLockedLine(
  em: EntityManager,
  scope: StaffScope,
  { order, line }: LockedLine,
  delay: ShippingDelay,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isDelayable(line.status)) throw invalidState(BULK_MESSAGES.delayState);
  if (line.shippingDelayExpectedDate === delay.expectedDate) return false;
  recordStaffAudit(em, scope, shippingDelayAudit(line, line.shippingDelayExpectedDate ?? null, delay));
  line.shippingDelayReason = delay.reason;
  line.shippingDelayExpectedDate = delay.expectedDate;
  line.shippingDelayNotifiedAt = now;
  line.shippingDelayBy = scope.staffUserId === null ? null : em.getReference(User, scope.staffUserId);
  await em.flush();
  await queueShippingDelayed(em, order, line, delay);
  return true;
}

/** One line's delay notice in the caller's transaction (the bulk mutation runs one per line). */
export async function notifyShippingDelay(
  em: EntityManager,
  scope: StaffScope,
  data: { orderProductId: number; reason: string; expectedDate: string },
  now: Date = new Date(),
): Promise<OrderProduct> {
  const { orderProductIds, ...delay } = parseShippingDelay({ ...data, orderProductIds: [data.orderProductId] }, now);
  const locked = await lockLine(em, scope, orderProductIds[0]!);
  await delayLockedLine(em, scope, locked, delay, now);
  return locked.line;
}
