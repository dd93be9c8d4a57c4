import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../../domain/errors/input';
import { deliveryInput } from '../../../../domain/order/order-input';
import { signPickupPass, verifyPickupPass } from '../../../../domain/pickup/pickup-pass';
import {
  buildPickupRoster,
  canRequestPickupShipping,
  checkOffEvents,
  passLineIds,
  pickupCodeInvalid,
  pickupLineNotHere,
  pickupPointNotFound,
  pickupRosterSearchInput,
  pickupShippingLineIds,
  staffCheckOffPickupInput,
  type PickupRosterShape,
} from '../../../../domain/pickup/pickup-rules';
import { parsePickupSearch } from '../../../../domain/pickup/pickup-search';
import { pickupShippingRequestedMessage } from '../../../../domain/pickup/pickup-shipping-message';
import { queueMessage } from '../messaging/message-queue';
import { saveDelivery } from '../account/profile.service';
import type { Viewer } from '../account/session.service';
import { PickupPoint } from '../catalog/pickup-point.entity';
import { OrderDelivery } from '../order/order-delivery.entity';
import { ownOrder } from '../order/order-guards';
import type { Order } from '../order/order.entity';
import type { StaffScope } from '../staff/staff-access';
import { completeLockedLine, confirmLockedLine, lockLine } from '../staff/staff-lines.service';
import { isLineAtPoint, pickupLinesAt, pickupLinesOfOrder } from './pickup-lines';

/*
 * Pickup day (docs/decisions/0067-pickup-day.md): the roster staff read on a phone, the check-off
 * that completes lines through the shop's one completion path, the member's pass and the request
 * to have uncollected lines shipped instead. The decisions are domain/pickup's.
 */

type PassConfig = { PICKUP_PASS_SECRET: string; UNIVERSITY_ID: number };

type PickupRosterResult = PickupRosterShape & { pickupPoint: PickupPoint };

async function pointOf(em: EntityManager, scope: StaffScope, pickupPointId: number): Promise<PickupPoint> {
  const point = Number.isSafeInteger(pickupPointId) && pickupPointId > 0 ? await em.findOne(PickupPoint, { id: pickupPointId, university: scope.universityId }) : null;
  if (!point) throw pickupPointNotFound();
  return point;
}

/** The point's roster; `search` is a name, `이름 1234`, four digits or a scanned pass (refused when forged). */
export async function pickupRoster(
  em: EntityManager,
  scope: StaffScope,
  config: PassConfig,
  args: { pickupPointId: number; search?: string | null },
): Promise<PickupRosterResult> {
  const search = parsePickupSearch(parseInput(pickupRosterSearchInput, args.search, 'search'));
  const point = await pointOf(em, scope, args.pickupPointId);
  let codeOrderId: number | null = null;
  if (search.kind === 'code') {
    codeOrderId = await verifyPickupPass(config.PICKUP_PASS_SECRET, scope.universityId, search.code);
    if (codeOrderId === null) throw pickupCodeInvalid();
  }
  const rows = await pickupLinesAt(em, scope.universityId, point.id);
  return { pickupPoint: point, ...buildPickupRoster(rows, search, codeOrderId) };
}

/**
 * Checks lines off at a point: each under its order's row lock, read afresh, so two phones tapping
 * the same line at once complete it once (the second finds it COMPLETED and does nothing) and its
 * reserved points become GAIN once. A line of another point or tenant reads as missing.
 */
export async function checkOffPickup(em: EntityManager, scope: StaffScope, config: PassConfig, data: unknown, now: Date = new Date()): Promise<PickupRosterResult> {
  const input = parseInput(staffCheckOffPickupInput, data);
  const point = await pointOf(em, scope, input.pickupPointId);
  for (const id of [...input.orderProductIds].sort((a, b) => a - b)) {
    if (!(await isLineAtPoint(em, scope.universityId, point.id, id))) throw pickupLineNotHere();
    const locked = await lockLine(em, scope, id);
    const events = checkOffEvents({ ...locked.line, shippingRequested: locked.line.shippingRequestedAt != null });
    for (const event of events) {
      if (event === 'confirm') await confirmLockedLine(em, scope, locked);
      else await completeLockedLine(em, scope, locked, now);
    }
  }
  return pickupRoster(em, scope, config, { pickupPointId: point.id });
}

/** The member's pass for an order with lines still to collect at a point; null when none. */
export async function pickupPassOf(em: EntityManager, config: PassConfig, order: Order) {
  const lines = await pickupLinesOfOrder(em, order.id);
  const waiting = passLineIds(lines);
  const first = lines.find((line) => waiting.includes(line.id));
  if (!first) return null;
  const atPoint = lines.filter((line) => line.pickupPointId === first.pickupPointId);
  return {
    orderId: order.id,
    code: await signPickupPass(config.PICKUP_PASS_SECRET, order.university.id, order.id),
    pickupPointName: first.pickupPointName,
    orderProductIds: passLineIds(atPoint),
  };
}

export async function canRequestShipping(em: EntityManager, order: Order, now: Date = new Date()): Promise<boolean> {
  return canRequestPickupShipping(await pickupLinesOfOrder(em, order.id), now);
}

/**
 * The member asks to have uncollected pickup lines shipped (착불, nothing charged): the address is
 * recorded on the order and the lines are flagged for staff. Only after the pickup period.
 */
export async function requestPickupShipping(em: EntityManager, viewer: Viewer, data: unknown, now: Date = new Date()): Promise<Order> {
  const input = parseInput(deliveryInput, data);
  const { order } = await ownOrder(em, viewer, input.orderId);
  const ids = pickupShippingLineIds(await pickupLinesOfOrder(em, order.id), now);
  const { saveAsDefault, ...address } = input.delivery;
  if (order.orderDelivery) Object.assign(await em.findOneOrFail(OrderDelivery, { id: order.orderDelivery.id }), address);
  else order.orderDelivery = em.create(OrderDelivery, { ...address, note: address.note ?? null, createdAt: now });
  const flagged = order.orderProducts.getItems().filter((line) => ids.includes(line.id));
  for (const line of flagged) line.shippingRequestedAt = now;
  if (saveAsDefault) await saveDelivery(em, viewer, address);
  await em.flush();
  // The member's confirmation, in the request's transaction (the outbox sends it after the commit).
  const message = pickupShippingRequestedMessage({ orderId: order.id, mUid: order.mUid, lines: flagged, address });
  await queueMessage(em, { ...message, universityId: order.university.id, userId: viewer.userId }, now);
  return order;
}

