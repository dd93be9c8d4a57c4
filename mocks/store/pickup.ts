// Pickup day in the mocked API, as backend/src/modules/pickup/pickup.service.ts does it
// (docs/decisions/0067-pickup-day.md): the same domain/pickup decisions, the same pass signing
// (with the mocked API's own secret) and lines completed through the mocked completion path.
import { parseInput } from '../../domain/errors/input';
import { deliveryInput } from '../../domain/order/order-input';
import { signPickupPass, verifyPickupPass } from '../../domain/pickup/pickup-pass';
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
  type PickupLineRow,
  type PickupRosterShape,
} from '../../domain/pickup/pickup-rules';
import { parsePickupSearch } from '../../domain/pickup/pickup-search';
import { pickupShippingRequestedMessage } from '../../domain/pickup/pickup-shipping-message';
import type * as T from '../__generated__/types';
import { saveUserDelivery, validateOrderAddress } from './address';
import { classOrdersOf } from './class-orders';
import type { MockDb } from './db';
import { queueMockMessage } from './messages';
import { ownOrder } from './orders';
import { requireStaffOperator, requireStaffReader, requireViewer } from './refusals';
import { completeLine, confirmLine } from './staff';
import type { StoreMember, StoreOrder, StoreOrderLine } from './types';

/** The mocked API's pass secret: it signs and checks only its own passes. */
const MOCK_PICKUP_PASS_SECRET = 'mocked-api-pickup-pass-secret-for-stories-and-tests';

/** The point a GROUP line hands out at: its class order's (ADR 0069), else the product's; or null. */
export function linePickupPointId(db: MockDb, line: StoreOrderLine): number | null {
  const group = db.product(line.productId)?.productGroupDelivery;
  if (group?.productGroupDeliveryType !== 'GROUP') return null;
  const classOrder = line.classOrderId ? classOrdersOf(db).find((row) => row.id === line.classOrderId) : undefined;
  return classOrder?.pickupPointId ?? group.pickupPointId ?? null;
}


function pointOf(db: MockDb, pickupPointId: number) {
  const point = db.catalogue.pickupPoints.find((row) => row.id === pickupPointId);
  if (!point) throw pickupPointNotFound();
  return point;
}

function memberName(db: MockDb, order: StoreOrder): { name: string; tel: string | null } {
  const member = db.member(order.userId);
  return { name: member?.name ?? order.buyer.name, tel: member?.tel ?? order.buyer.tel };
}

function rowsAt(db: MockDb, pickupPointId: number): PickupLineRow[] {
  return db.state.orders.flatMap((order) =>
    order.lines
      .filter((line) => linePickupPointId(db, line) === pickupPointId)
      .map((line) => ({
        orderId: order.id,
        ...memberName(db, order),
        orderProductId: line.id,
        productName: line.productName,
        optionText: line.optionText || null,
        inputs: [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2].filter((text): text is string => !!text),
        count: line.count,
        status: line.status,
        shippingRequested: line.shippingRequestedAt !== null,
      })),
  );
}

type RosterResult = PickupRosterShape & { __typename: 'PickupRoster'; pickupPoint: T.PickupPoint };

export async function pickupRoster(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffPickupRosterArgs): Promise<RosterResult> {
  requireStaffReader(viewer);
  const search = parsePickupSearch(parseInput(pickupRosterSearchInput, args.search, 'search'));
  const point = pointOf(db, args.pickupPointId);
  let codeOrderId: number | null = null;
  if (search.kind === 'code') {
    codeOrderId = await verifyPickupPass(MOCK_PICKUP_PASS_SECRET, db.universityId, search.code);
    if (codeOrderId === null) throw pickupCodeInvalid();
  }
  return {
    __typename: 'PickupRoster',
    pickupPoint: { __typename: 'PickupPoint', id: point.id, name: point.name, address: point.address, detailAddress: point.detailAddress, note: point.note },
    ...buildPickupRoster(rowsAt(db, point.id), search, codeOrderId),
  };
}

export function checkOffPickup(db: MockDb, viewer: StoreMember | null, data: T.StaffCheckOffPickupInput): Promise<RosterResult> {
  requireStaffOperator(viewer);
  const input = parseInput(staffCheckOffPickupInput, data);
  pointOf(db, input.pickupPointId);
  const lines = input.orderProductIds.map((id) => {
    const line = db.state.orders.flatMap((order) => order.lines).find((row) => row.id === id);
    if (!line || linePickupPointId(db, line) !== input.pickupPointId) throw pickupLineNotHere();
    return line;
  });
  // Every line is checked before any changes, as the real mutation's one transaction would undo them.
  const plans = lines.map((line) => ({ line, events: checkOffEvents({ ...line, shippingRequested: line.shippingRequestedAt !== null }) }));
  for (const { line, events } of plans) {
    for (const event of events) {
      if (event === 'confirm') confirmLine(db, viewer, line.id);
      else completeLine(db, viewer, line.id);
    }
  }
  return pickupRoster(db, viewer, { pickupPointId: input.pickupPointId, search: null });
}

function pickupFacts(db: MockDb, order: StoreOrder) {
  return order.lines.flatMap((line) => {
    const pointId = linePickupPointId(db, line);
    if (pointId === null) return [];
    const product = db.product(line.productId);
    return [
      {
        id: line.id,
        status: line.status,
        shippingRequested: line.shippingRequestedAt !== null,
        deliverEndedAt: product?.deliverEndedAt ? new Date(product.deliverEndedAt) : null,
        pointId,
      },
    ];
  });
}

export async function pickupPassOf(db: MockDb, order: StoreOrder): Promise<T.PickupPass | null> {
  const facts = pickupFacts(db, order);
  const waiting = passLineIds(facts);
  const first = facts.find((line) => waiting.includes(line.id));
  if (!first) return null;
  return {
    __typename: 'PickupPass',
    orderId: order.id,
    code: await signPickupPass(MOCK_PICKUP_PASS_SECRET, db.universityId, order.id),
    pickupPointName: pointOf(db, first.pointId).name,
    orderProductIds: passLineIds(facts.filter((line) => line.pointId === first.pointId)),
  };
}

export function canRequestShipping(db: MockDb, order: StoreOrder): boolean {
  return canRequestPickupShipping(pickupFacts(db, order), db.now());
}

export function requestPickupShipping(db: MockDb, viewer: StoreMember | null, data: T.RequestPickupShippingInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(deliveryInput, data);
  const { saveAsDefault, ...address } = validateOrderAddress(input.delivery);
  const order = ownOrder(db, member, input.orderId);
  const ids = pickupShippingLineIds(pickupFacts(db, order), db.now());
  order.delivery = { id: order.delivery?.id ?? db.nextId('orderDelivery'), ...address };
  const flagged = order.lines.filter((line) => ids.includes(line.id));
  for (const line of flagged) line.shippingRequestedAt = db.nowIso();
  if (saveAsDefault) saveUserDelivery(db, order.userId, address);
  queueMockMessage(db, { ...pickupShippingRequestedMessage({ orderId: order.id, mUid: order.mUid, lines: flagged, address }), userId: order.userId });
  return order;
}
