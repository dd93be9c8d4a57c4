import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { needsAdmission, type GateFacts } from '../../../../domain/waiting-room/admission';
import { hasAdmission, signTicket } from '../../../../domain/waiting-room/waiting-room-pass';
import { admissionRequiredMessage, joinRefusal, waitingRoomRefusal } from '../../../../domain/waiting-room/waiting-room-rules';
import type { Viewer } from '../account/session.service';
import { JUST_JOINED, statusBodyOf, type WaitingRoomStatusBody } from './waiting-room-status';
import { waitingRoomSnapshotOf } from './waiting-room-snapshot';
import { dateOf, GATE_COLUMNS, gateFactsOf, type GateFactsRow } from './waiting-room-rows';

/*
 * The member's side of a waiting room (docs/product-rules.md#waiting-room, ADR 0073): joining
 * (a unique row per product and member), reading one's ticket from any device, and placeOrder's
 * stateless admission check.
 */

type SecretConfig = Pick<Config, 'WAITING_ROOM_SECRET' | 'WAITING_ROOM_REFRESH_MS' | 'UNIVERSITY_ID'>;

export interface TicketBody {
  productId: number;
  ticket: string;
  joinedAt: Date;
  status: WaitingRoomStatusBody;
}

/** The gates of these products in this tenant, read from the database (writes must not trust a copy). */
async function gatesOf(em: EntityManager, universityId: number, productIds: readonly number[]): Promise<Map<number, GateFacts>> {
  if (!productIds.length) return new Map();
  const rows = await em.execute<(GateFactsRow & { product_id: number })[]>(
    `select g.product_id, ${GATE_COLUMNS}
       from waiting_room_gate g join product p on p.id = g.product_id
      where g.university_id = ? and g.product_id in (${productIds.map(() => '?').join(',')})`,
    [universityId, ...productIds],
  );
  return new Map(rows.map((row) => [row.product_id, gateFactsOf(row)]));
}

async function ticketOf(em: EntityManager, config: SecretConfig, row: { id: number; product_id: number; user_id: number; joined_at: Date }, status: WaitingRoomStatusBody): Promise<TicketBody> {
  return {
    productId: row.product_id,
    ticket: await signTicket(config.WAITING_ROOM_SECRET, {
      universityId: config.UNIVERSITY_ID,
      productId: row.product_id,
      memberId: row.user_id,
      entryId: row.id,
    }),
    joinedAt: dateOf(row.joined_at)!,
    status,
  };
}

export async function joinWaitingRoom(em: EntityManager, viewer: Viewer, config: SecretConfig, productId: number, now = new Date()): Promise<TicketBody> {
  const [member] = await em.execute<{ tel: string | null }[]>('select tel from "user" where id = ?', [viewer.userId]);
  const gate = (await gatesOf(em, config.UNIVERSITY_ID, [productId])).get(productId) ?? null;
  const [existing] = await em.execute<{ id: number }[]>(
    'select id from waiting_room_entry where product_id = ? and user_id = ?',
    [productId, viewer.userId],
  );
  const refusal = joinRefusal({ signedIn: true, phoneCertified: Boolean(member?.tel), gate, alreadyJoined: Boolean(existing) }, now);
  if (refusal) throw refusal;
  // Two tabs joining at once: the unique row lets one in; the other is told it is already queued.
  const [row] = await em.execute<{ id: number; product_id: number; user_id: number; joined_at: Date }[]>(
    `insert into waiting_room_entry (university_id, product_id, user_id, joined_at) values (?, ?, ?, ?)
     on conflict (product_id, user_id) do nothing returning id, product_id, user_id, joined_at`,
    [config.UNIVERSITY_ID, productId, viewer.userId, now],
  );
  if (!row) throw joinRefusal({ signedIn: true, phoneCertified: true, gate, alreadyJoined: true }, now)!;
  return ticketOf(em, config, row, JUST_JOINED);
}

export async function myWaitingRoomTicket(em: EntityManager, viewer: Viewer, config: SecretConfig, productId: number, now = new Date()): Promise<TicketBody | null> {
  const [row] = await em.execute<{ id: number; product_id: number; user_id: number; joined_at: Date }[]>(
    'select id, product_id, user_id, joined_at from waiting_room_entry where product_id = ? and user_id = ? and university_id = ?',
    [productId, viewer.userId, config.UNIVERSITY_ID],
  );
  if (!row) return null;
  const view = await waitingRoomSnapshotOf(em, config.WAITING_ROOM_REFRESH_MS).gate(productId);
  return ticketOf(em, config, row, await statusBodyOf(config.WAITING_ROOM_SECRET, view, row.id, now));
}

/** The public gate of a product, from the snapshot (no SQL once it is loaded). */
export async function publicGate(em: EntityManager, config: SecretConfig, productId: number) {
  const view = await waitingRoomSnapshotOf(em, config.WAITING_ROOM_REFRESH_MS).gate(productId);
  if (!view || view.universityId !== config.UNIVERSITY_ID || !view.facts.opensAt) return null;
  return {
    productId,
    opensAt: view.facts.opensAt,
    queueOpensAt: new Date(view.facts.opensAt.getTime() - view.facts.queueOpensMinutesBefore * 60_000),
    admissionMinutes: view.facts.admissionMinutes,
    holdMinutes: view.facts.holdMinutes,
  };
}

/**
 * placeOrder's check: every product behind an open waiting room needs this member's admission
 * among `passes`, verified by signature alone. A line that passes marks the member's place as
 * ordered, which frees a CONCURRENT place at the next tick.
 */
export async function enforceWaitingRoomAdmission(
  em: EntityManager,
  config: SecretConfig,
  input: { userId: number; lines: readonly { productId: number; productName: string }[]; passes: readonly string[]; now: Date },
): Promise<void> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const gates = await gatesOf(em, config.UNIVERSITY_ID, productIds);
  const gated = productIds.filter((id) => {
    const gate = gates.get(id);
    return gate && needsAdmission(gate, input.now);
  });
  for (const productId of gated) {
    const admitted = await hasAdmission(config.WAITING_ROOM_SECRET, input.passes, {
      universityId: config.UNIVERSITY_ID,
      productId,
      memberId: input.userId,
      now: input.now,
    });
    if (!admitted) {
      const name = input.lines.find((line) => line.productId === productId)!.productName;
      throw waitingRoomRefusal('WAITING_ROOM_ADMISSION_REQUIRED', admissionRequiredMessage(name));
    }
  }
  if (gated.length) {
    await em.execute(
      `update waiting_room_entry set ordered_at = ? where user_id = ? and ordered_at is null and product_id in (${gated.map(() => '?').join(',')})`,
      [input.now, input.userId, ...gated],
    );
  }
}
