import type { EntityManager } from '@mikro-orm/postgresql';
import { queueOrder } from '../../../../domain/waiting-room/shuffle';
import type { GateFacts } from '../../../../domain/waiting-room/admission';
import { tickWaitingRooms } from './waiting-room-tick';
import { dateOf, GATE_COLUMNS, gateFactsOf, type GateFactsRow } from './waiting-room-rows';

/*
 * Each API instance's copy of every open waiting room (ADR 0073): the gate settings, the shared
 * cursor and every member's rank, re-read in the background every WAITING_ROOM_REFRESH_MS. Polls
 * are answered from it alone, so a poll costs no SQL statement, and every instance answers the
 * same because each copies the same rows. The refresh also ticks the rooms (draw, cursor), guarded
 * in the database so only one instance's tick counts per interval.
 */

export interface EntryView {
  memberId: number;
  /** 0-based rank in the queue; null before the opening draw. */
  rank: number | null;
  admittedAt: Date | null;
  orderedAt: Date | null;
}

export interface GateView {
  productId: number;
  universityId: number;
  productName: string;
  facts: GateFacts;
  cursor: number;
  drawnAt: Date | null;
  drawSeed: string | null;
  entries: Map<number, EntryView>;
  /** The member's entry id, for readers that know the member but not the ticket. */
  entryOfMember: Map<number, number>;
}

interface GateRow extends GateFactsRow {
  product_id: number;
  university_id: number;
  name: string;
  cursor: number;
  drawn_at: Date | string | null;
  draw_seed: string | null;
}

interface EntryRow {
  id: number;
  product_id: number;
  user_id: number;
  draw_position: number | null;
  admitted_at: Date | string | null;
  ordered_at: Date | string | null;
}

/** Reads every switched-on room and its entries: two statements, whatever the number of rooms. */
export async function loadGateViews(em: EntityManager): Promise<Map<number, GateView>> {
  const gates = await em.execute<GateRow[]>(
    `select g.product_id, g.university_id, p.name, ${GATE_COLUMNS}, g.cursor, g.drawn_at, g.draw_seed
       from waiting_room_gate g join product p on p.id = g.product_id
      where g.enabled`,
  );
  const entries = await em.execute<EntryRow[]>(
    `select e.id, e.product_id, e.user_id, e.draw_position, e.admitted_at, e.ordered_at
       from waiting_room_entry e join waiting_room_gate g on g.product_id = e.product_id
      where g.enabled`,
  );
  const byProduct = new Map<number, EntryRow[]>();
  for (const row of entries) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  const views = new Map<number, GateView>();
  for (const gate of gates) {
    const rows = byProduct.get(gate.product_id) ?? [];
    const ordered = queueOrder(rows.map((row) => ({ ...row, drawPosition: row.draw_position })));
    const view: GateView = {
      productId: gate.product_id,
      universityId: gate.university_id,
      productName: gate.name,
      facts: gateFactsOf(gate),
      cursor: gate.cursor,
      drawnAt: dateOf(gate.drawn_at),
      drawSeed: gate.draw_seed,
      entries: new Map(),
      entryOfMember: new Map(),
    };
    ordered.forEach((row, index) => {
      view.entries.set(row.id, {
        memberId: row.user_id,
        rank: gate.drawn_at ? index : null,
        admittedAt: dateOf(row.admitted_at),
        orderedAt: dateOf(row.ordered_at),
      });
      view.entryOfMember.set(row.user_id, row.id);
    });
    views.set(gate.product_id, view);
  }
  return views;
}

export interface WaitingRoomSnapshot {
  /** The room of a product, or undefined when it has none switched on. Waits for the first load only. */
  gate(productId: number): Promise<GateView | undefined>;
  /** Ticks and re-reads now (tests drive it; the timer calls it otherwise). */
  refresh(now?: Date): Promise<void>;
  stop(): void;
}

export function createWaitingRoomSnapshot(em: EntityManager, refreshMs: number): WaitingRoomSnapshot {
  let views: Map<number, GateView> | null = null;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const refresh = (now?: Date): Promise<void> => {
    // One refresh at a time per instance; a second caller shares the one running.
    running ??= (async () => {
      const fork = em.fork();
      await tickWaitingRooms(fork, now ?? new Date());
      views = await loadGateViews(fork);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const start = () => {
    if (timer || refreshMs === 0) return;
    timer = setInterval(() => {
      refresh().catch(() => {
        // A failed refresh keeps the last copy; the next interval tries again.
      });
    }, refreshMs);
    timer.unref();
  };
  return {
    async gate(productId) {
      start();
      if (!views) await refresh();
      return views!.get(productId);
    },
    refresh,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

// One snapshot per database connection pool (as the catalogue cache): two apps in one process on
// two MikroORM instances, as the instance tests run them, keep copies of their own.
const snapshots = new WeakMap<object, WaitingRoomSnapshot>();

export function waitingRoomSnapshotOf(em: EntityManager, refreshMs: number): WaitingRoomSnapshot {
  const owner = em.getDriver();
  let snapshot = snapshots.get(owner);
  if (!snapshot) snapshots.set(owner, (snapshot = createWaitingRoomSnapshot(em, refreshMs)));
  return snapshot;
}

/** Stops the snapshot's timer of this database, if one was started (the app's close). */
export function stopWaitingRoomSnapshot(em: EntityManager): void {
  snapshots.get(em.getDriver())?.stop();
}
