// Waiting rooms in the mocked API, as backend/src/modules/waiting-room does them (ADR 0073): the
// same domain rules (join refusals, the seeded draw, the cursor, the status, the signed passes)
// over the store. There is no background refresh here: every read ticks the rooms first, which
// is what the API's refresh does once a second.
import { notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { OPTION_MESSAGES } from '../../domain/catalog/option-grid';
import { advanceCursor, isDrawDue, needsAdmission, queueOpensAt, statusOf, WAITING_ROOM_DEFAULTS, type GateFacts } from '../../domain/waiting-room/admission';
import { drawOrder, newDrawSeed, queueOrder } from '../../domain/waiting-room/shuffle';
import { hasAdmission, signAdmission, signTicket, verifyTicket } from '../../domain/waiting-room/waiting-room-pass';
import {
  admissionRequiredMessage,
  joinRefusal,
  staffWaitingRoomInput,
  WAITING_ROOM_MESSAGES,
  waitingRoomAudit,
  waitingRoomRefusal,
} from '../../domain/waiting-room/waiting-room-rules';
import { admissionAmong, type AdmissionCheck } from '../../domain/holds/hold-rules';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireStaffOperator, requireStaffReader, requireViewer } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';
import type { StoreWaitingEntry, StoreWaitingGate, StoreWaitingRooms } from './waiting-room-types';
import { heldUnitsOf } from './holds';

/** The mocked API's own secret: it signs and checks only its own tickets and admissions. */
const MOCK_WAITING_ROOM_SECRET = 'mocked-api-waiting-room-secret-for-stories-and-tests';

/** The standard scenario's gated product: 한빛 바람막이 아노락, whose sale opens ten minutes after the store first reads its waiting rooms. */
export const DEMO_WAITING_ROOM_PRODUCT_ID = 7;
const DEMO_OPENS_IN_MS = 10 * 60_000;

function rooms(db: MockDb): StoreWaitingRooms {
  if (!db.state.waitingRooms) {
    db.state.waitingRooms = { gates: [], entries: [] };
    const product = db.state.scenario === 'standard' ? db.product(DEMO_WAITING_ROOM_PRODUCT_ID) : undefined;
    if (product) {
      // The demo room opens soon, so designers see the queue fill and let members in.
      product.saleStartedAt = new Date(db.now().getTime() + DEMO_OPENS_IN_MS).toISOString();
      db.state.waitingRooms.gates.push({ ...newGate(product.id), enabled: true, rate: 30 });
    }
  }
  return db.state.waitingRooms;
}

function newGate(productId: number): StoreWaitingGate {
  return { productId, enabled: false, ...WAITING_ROOM_DEFAULTS, cursor: 0, carry: 0, tickedAt: null, drawnAt: null, drawSeed: null };
}

const dateOf = (text: string | null | undefined) => (text ? new Date(text) : null);

function factsOf(db: MockDb, gate: StoreWaitingGate): GateFacts {
  const product = db.product(gate.productId);
  return { ...gate, opensAt: dateOf(product?.saleStartedAt), closesAt: dateOf(product?.saleEndedAt) };
}

const entriesOf = (db: MockDb, productId: number) => rooms(db).entries.filter((entry) => entry.productId === productId);

/** The draw and the cursor, as the API's guarded tick does them. */
function tick(db: MockDb, now: Date): void {
  for (const gate of rooms(db).gates) {
    const facts = factsOf(db, gate);
    if (!facts.enabled || !facts.opensAt || now < facts.opensAt) continue;
    const entries = entriesOf(db, gate.productId);
    if (isDrawDue(facts, dateOf(gate.drawnAt), now)) {
      const seed = newDrawSeed();
      const early = entries.filter((entry) => new Date(entry.joinedAt) < facts.opensAt!).map((entry) => entry.id);
      drawOrder(early, seed).forEach((id, position) => {
        entries.find((entry) => entry.id === id)!.drawPosition = position;
      });
      Object.assign(gate, { drawnAt: now.toISOString(), drawSeed: seed });
    }
    const from = dateOf(gate.tickedAt) ?? dateOf(gate.drawnAt) ?? now;
    const admissionStart = now.getTime() - gate.admissionMinutes * 60_000;
    const shopping = entries.filter((entry) => entry.admittedAt && Date.parse(entry.admittedAt) > admissionStart && !entry.orderedAt).length;
    const next = advanceCursor(gate, { rateMode: gate.rateMode, rate: gate.rate, queued: entries.length, shopping, elapsedMs: now.getTime() - from.getTime() });
    queueOrder(entries)
      .slice(gate.cursor, next.cursor)
      .forEach((entry) => {
        entry.admittedAt = now.toISOString();
      });
    Object.assign(gate, { ...next, tickedAt: now.toISOString() });
  }
}

function enabledGate(db: MockDb, productId: number): StoreWaitingGate | undefined {
  return rooms(db).gates.find((gate) => gate.productId === productId && gate.enabled);
}

async function statusOfEntry(db: MockDb, entry: StoreWaitingEntry, now: Date): Promise<T.WaitingRoomStatus> {
  const gate = enabledGate(db, entry.productId);
  const closed = { state: 'CLOSED', position: null, ahead: null, estimateSeconds: null, retryAfterMs: 30_000, admission: null } as const;
  if (!gate) return { __typename: 'WaitingRoomStatus', ...closed };
  const ordered = queueOrder(entriesOf(db, entry.productId));
  const rank = gate.drawnAt ? ordered.indexOf(entry) : null;
  const shape = statusOf(factsOf(db, gate), gate, { rank, admittedAt: dateOf(entry.admittedAt) }, now);
  const admission = shape.admissionEndsAt
    ? {
        __typename: 'WaitingRoomAdmission' as const,
        token: await signAdmission(MOCK_WAITING_ROOM_SECRET, { universityId: db.universityId, productId: entry.productId, memberId: entry.memberId, expiresAt: shape.admissionEndsAt }),
        expiresAt: shape.admissionEndsAt.toISOString(),
      }
    : null;
  const { admissionEndsAt: _ends, ...rest } = shape;
  return { __typename: 'WaitingRoomStatus', ...rest, admission };
}

async function ticketOf(db: MockDb, entry: StoreWaitingEntry, now: Date): Promise<T.WaitingRoomTicket> {
  return {
    __typename: 'WaitingRoomTicket',
    productId: entry.productId,
    ticket: await signTicket(MOCK_WAITING_ROOM_SECRET, { universityId: db.universityId, productId: entry.productId, memberId: entry.memberId, entryId: entry.id }),
    joinedAt: entry.joinedAt,
    status: await statusOfEntry(db, entry, now),
  };
}

export function waitingRoom(db: MockDb, productId: number): T.WaitingRoomGate | null {
  const gate = enabledGate(db, productId);
  const facts = gate ? factsOf(db, gate) : null;
  if (!facts?.opensAt) return null;
  return {
    __typename: 'WaitingRoomGate',
    productId,
    opensAt: facts.opensAt.toISOString(),
    queueOpensAt: queueOpensAt(facts)!.toISOString(),
    admissionMinutes: facts.admissionMinutes,
    holdMinutes: facts.holdMinutes,
  };
}

export async function myWaitingRoomTicket(db: MockDb, viewer: StoreMember | null, productId: number): Promise<T.WaitingRoomTicket | null> {
  const member = requireViewer(viewer);
  const now = db.now();
  tick(db, now);
  const entry = entriesOf(db, productId).find((row) => row.memberId === member.id);
  return entry ? ticketOf(db, entry, now) : null;
}

export async function joinWaitingRoom(db: MockDb, viewer: StoreMember | null, productId: number): Promise<T.WaitingRoomTicket> {
  const member = requireViewer(viewer);
  const now = db.now();
  const gate = enabledGate(db, productId);
  const refusal = joinRefusal(
    {
      signedIn: true,
      phoneCertified: Boolean(member.tel),
      gate: gate ? factsOf(db, gate) : null,
      alreadyJoined: entriesOf(db, productId).some((row) => row.memberId === member.id),
    },
    now,
  );
  if (refusal) throw refusal;
  const all = rooms(db).entries;
  const entry: StoreWaitingEntry = {
    id: all.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    productId,
    memberId: member.id,
    joinedAt: now.toISOString(),
    drawPosition: null,
    admittedAt: null,
    orderedAt: null,
  };
  all.push(entry);
  return ticketOf(db, entry, now);
}

/** The poll (`GET /api/waiting-room/status`): null for a ticket that is not one of this mock's. */
export async function pollWaitingRoom(db: MockDb, ticket: string): Promise<T.WaitingRoomStatus | null> {
  const claims = await verifyTicket(MOCK_WAITING_ROOM_SECRET, ticket);
  if (!claims || claims.universityId !== db.universityId) return null;
  const now = db.now();
  tick(db, now);
  const entry = rooms(db).entries.find((row) => row.id === claims.entryId && row.memberId === claims.memberId);
  return entry ? statusOfEntry(db, entry, now) : null;
}

/** placeOrder's check, before the store's own (mocks/store/resolvers/waiting-room.ts wires it). */
export async function enforceAdmission(db: MockDb, viewer: StoreMember | null, data: T.PlaceOrderInput): Promise<void> {
  if (!viewer) return;
  const now = db.now();
  const productIds = [...new Set(db.state.carts.filter((cart) => data.cartIds.includes(cart.id) && cart.userId === viewer.id).map((cart) => cart.productId))];
  const gated = productIds.filter((id) => {
    const gate = enabledGate(db, id);
    return gate && needsAdmission(factsOf(db, gate), now);
  });
  for (const productId of gated) {
    const admitted = await hasAdmission(MOCK_WAITING_ROOM_SECRET, data.waitingRoomPasses ?? [], { universityId: db.universityId, productId, memberId: viewer.id, now });
    if (!admitted) throw waitingRoomRefusal('WAITING_ROOM_ADMISSION_REQUIRED', admissionRequiredMessage(db.product(productId)?.name ?? ''));
  }
  for (const entry of rooms(db).entries) {
    if (entry.memberId === viewer.id && gated.includes(entry.productId)) entry.orderedAt ??= now.toISOString();
  }
}

function staffBody(db: MockDb, productId: number): T.StaffWaitingRoom {
  const product = db.product(productId);
  if (!product || product.universityId !== db.universityId) throw notFound(OPTION_MESSAGES.productNotFound);
  const gate = rooms(db).gates.find((row) => row.productId === productId) ?? newGate(productId);
  const entries = entriesOf(db, productId);
  const admissionStart = db.now().getTime() - gate.admissionMinutes * 60_000;
  return {
    __typename: 'StaffWaitingRoom',
    productId,
    productName: product.name,
    enabled: gate.enabled,
    opensAt: product.saleStartedAt,
    queueOpensMinutesBefore: gate.queueOpensMinutesBefore,
    rateMode: gate.rateMode,
    rate: gate.rate,
    admissionMinutes: gate.admissionMinutes,
    holdMinutes: gate.holdMinutes,
    heldUnits: heldUnitsOf(db, productId),
    queued: entries.length,
    admitted: entries.filter((entry) => entry.admittedAt).length,
    shopping: entries.filter((entry) => entry.admittedAt && Date.parse(entry.admittedAt) > admissionStart && !entry.orderedAt).length,
    shuffledAt: gate.drawnAt,
    shuffleSeed: gate.drawSeed,
  };
}

export function staffWaitingRooms(db: MockDb, viewer: StoreMember | null): T.StaffWaitingRoom[] {
  requireStaffReader(viewer);
  tick(db, db.now());
  return rooms(db)
    .gates.filter((gate) => gate.enabled)
    .map((gate) => staffBody(db, gate.productId))
    .sort((a, b) => String(a.opensAt).localeCompare(String(b.opensAt)) || a.productId - b.productId);
}

export function staffWaitingRoom(db: MockDb, viewer: StoreMember | null, productId: number): T.StaffWaitingRoom {
  requireStaffReader(viewer);
  tick(db, db.now());
  return staffBody(db, productId);
}

export function setStaffWaitingRoom(db: MockDb, viewer: StoreMember | null, data: T.StaffWaitingRoomInput): T.StaffWaitingRoom {
  requireStaffOperator(viewer);
  const input = parseInput(staffWaitingRoomInput, data);
  const before = staffBody(db, input.productId);
  if (input.enabled && !before.opensAt) throw waitingRoomRefusal('WAITING_ROOM_NO_OPENING', WAITING_ROOM_MESSAGES.noOpening, 'enabled');
  const all = rooms(db).gates;
  let gate = all.find((row) => row.productId === input.productId);
  if (!gate) all.push((gate = newGate(input.productId)));
  const { productId: _id, ...given } = input;
  // Hold minutes are optional in the input: omitted keeps the current setting.
  const settings = { ...given, holdMinutes: given.holdMinutes ?? gate.holdMinutes };
  const previous = {
    enabled: before.enabled,
    queueOpensMinutesBefore: before.queueOpensMinutesBefore,
    rateMode: before.rateMode,
    rate: before.rate,
    admissionMinutes: before.admissionMinutes,
    holdMinutes: before.holdMinutes,
  };
  Object.assign(gate, settings);
  recordStaffAudit(db, viewer, waitingRoomAudit(input.productId, previous, settings));
  return staffBody(db, input.productId);
}

/** The hold minutes of a product whose waiting room asks for an admission now, or null (held stock, ADR 0076). */
export function holdMinutesNow(db: MockDb, productId: number, now: Date): number | null {
  const gate = enabledGate(db, productId);
  return gate && needsAdmission(factsOf(db, gate), now) ? gate.holdMinutes : null;
}

/** The hold minutes a product's gate sets (the default when it has none). */
export function holdMinutesOf(db: MockDb, productId: number): number {
  return rooms(db).gates.find((gate) => gate.productId === productId)?.holdMinutes ?? WAITING_ROOM_DEFAULTS.holdMinutes;
}

/** What the member's passes say about a product, with this mock's secret. */
export function admissionIn(db: MockDb, passes: readonly string[], memberId: number, productId: number, now: Date): Promise<AdmissionCheck> {
  return admissionAmong(MOCK_WAITING_ROOM_SECRET, passes, { universityId: db.universityId, productId, memberId, now });
}
