import type { EntityManager } from '@mikro-orm/postgresql';
import { advanceCursor, isDrawDue } from '../../../../domain/waiting-room/admission';
import { drawOrder, newDrawSeed } from '../../../../domain/waiting-room/shuffle';
import { dateOf, GATE_COLUMNS, gateFactsOf, type GateFactsRow } from './waiting-room-rows';

/*
 * The two writes a waiting room makes on its own (ADR 0073), run by whichever instance's refresh
 * gets there first. Each is guarded in PostgreSQL, not in process memory:
 * - the opening draw claims `drawn_at IS NULL` in a conditional UPDATE, so it runs exactly once
 *   however many instances (or triggers) race for it;
 * - a cursor tick takes the gate row FOR UPDATE SKIP LOCKED and only when the last tick is at least
 *   TICK_MIN_MS old, so N instances refreshing every second still tick about once a second.
 */

const TICK_MIN_MS = 900;

interface DueGate extends GateFactsRow {
  id: number;
  product_id: number;
  drawn_at: Date | string | null;
}

/**
 * The opening draw of one room: true when this call ran it, false when another already had. Those
 * who joined before the opening minute are put in the seed's order; the seed is kept on the gate.
 */
export async function drawOnce(em: EntityManager, gateId: number, now: Date, seed = newDrawSeed()): Promise<boolean> {
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ product_id: number; sale_started_at: Date }[]>(
      `update waiting_room_gate g set drawn_at = ?, draw_seed = ?
         from product p
        where g.id = ? and g.drawn_at is null and p.id = g.product_id and p.sale_started_at is not null
        returning g.product_id, p.sale_started_at`,
      [now, seed, gateId],
    );
    const gate = claimed[0];
    if (!gate) return false;
    const early = await tx.execute<{ id: number }[]>(
      'select id from waiting_room_entry where product_id = ? and joined_at < ? order by id',
      [gate.product_id, gate.sale_started_at],
    );
    const order = drawOrder(
      early.map((row) => row.id),
      seed,
    );
    if (order.length) {
      await tx.execute(
        `update waiting_room_entry e set draw_position = v.position
           from (select unnest(?::int[]) as id, generate_series(0, ?) as position) v
          where e.id = v.id`,
        [`{${order.join(',')}}`, order.length - 1],
      );
    }
    return true;
  });
}

/** One cursor tick of one drawn room, if no other instance ticked it within TICK_MIN_MS. */
async function tickCursor(em: EntityManager, gateId: number, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const [gate] = await tx.execute<
      (DueGate & { cursor: number; carry: number; ticked_at: Date | string | null })[]
    >(
      `select g.id, g.product_id, ${GATE_COLUMNS}, g.drawn_at, g.cursor, g.carry, g.ticked_at
         from waiting_room_gate g join product p on p.id = g.product_id
        where g.id = ? and g.enabled and g.drawn_at is not null and (g.ticked_at is null or g.ticked_at <= ?)
        for update of g skip locked`,
      [gateId, new Date(now.getTime() - TICK_MIN_MS)],
    );
    if (!gate) return;
    const admissionStart = new Date(now.getTime() - gate.admission_minutes * 60_000);
    const [counts] = await tx.execute<{ queued: string; shopping: string }[]>(
      `select count(*) as queued,
              count(*) filter (where admitted_at > ? and ordered_at is null) as shopping
         from waiting_room_entry where product_id = ?`,
      [admissionStart, gate.product_id],
    );
    const from = dateOf(gate.ticked_at) ?? dateOf(gate.drawn_at) ?? now;
    const next = advanceCursor(
      { cursor: gate.cursor, carry: Number(gate.carry) },
      {
        rateMode: gate.rate_mode,
        rate: gate.rate,
        queued: Number(counts?.queued ?? 0),
        shopping: Number(counts?.shopping ?? 0),
        elapsedMs: now.getTime() - from.getTime(),
      },
    );
    if (next.cursor > gate.cursor) {
      await tx.execute(
        `update waiting_room_entry set admitted_at = ?
          where id in (select id from waiting_room_entry where product_id = ?
                        order by draw_position asc nulls last, id asc offset ? limit ?)`,
        [now, gate.product_id, gate.cursor, next.cursor - gate.cursor],
      );
    }
    await tx.execute('update waiting_room_gate set cursor = ?, carry = ?, ticked_at = ? where id = ?', [
      next.cursor,
      next.carry,
      now,
      gate.id,
    ]);
  });
}

/** Draws the rooms whose opening came, then ticks every drawn room. */
export async function tickWaitingRooms(em: EntityManager, now: Date): Promise<void> {
  const gates = await em.execute<DueGate[]>(
    `select g.id, g.product_id, ${GATE_COLUMNS}, g.drawn_at
       from waiting_room_gate g join product p on p.id = g.product_id
      where g.enabled and p.sale_started_at <= ?`,
    [now],
  );
  for (const gate of gates) {
    if (isDrawDue(gateFactsOf(gate), dateOf(gate.drawn_at), now)) await drawOnce(em, gate.id, now);
    await tickCursor(em, gate.id, now);
  }
}
