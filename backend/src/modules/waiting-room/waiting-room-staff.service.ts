import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { OPTION_MESSAGES } from '../../../../domain/catalog/option-grid';
import { WAITING_ROOM_DEFAULTS } from '../../../../domain/waiting-room/admission';
import { staffWaitingRoomInput, WAITING_ROOM_MESSAGES, waitingRoomAudit, waitingRoomRefusal } from '../../../../domain/waiting-room/waiting-room-rules';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import type { WaitingRoomRateMode } from '../../../../domain/enums';
import { dateOf } from './waiting-room-rows';

/*
 * Staff's side of a waiting room (ADR 0073): the settings per product and the live counts. The
 * counts are read from the database (a staff screen, not the hot path); switching a room on or
 * changing its rate reaches every instance at its next refresh.
 */

export interface StaffWaitingRoomBody {
  productId: number;
  productName: string;
  enabled: boolean;
  opensAt: Date | null;
  queueOpensMinutesBefore: number;
  rateMode: WaitingRoomRateMode;
  rate: number;
  admissionMinutes: number;
  holdMinutes: number;
  heldUnits: number;
  queued: number;
  admitted: number;
  shopping: number;
  shuffledAt: Date | null;
  shuffleSeed: string | null;
}

interface Row {
  product_id: number;
  name: string;
  sale_started_at: Date | null;
  enabled: boolean | null;
  queue_opens_minutes_before: number | null;
  rate_mode: WaitingRoomRateMode | null;
  rate: number | null;
  admission_minutes: number | null;
  hold_minutes: number | null;
  drawn_at: Date | null;
  draw_seed: string | null;
  queued: string;
  admitted: string;
  shopping: string;
  held_units: string;
}

const READ_SQL = `
  select p.id as product_id, p.name, p.sale_started_at, g.enabled, g.queue_opens_minutes_before, g.rate_mode, g.rate,
         g.admission_minutes, g.hold_minutes, g.drawn_at, g.draw_seed,
         (select coalesce(sum(h.units), 0) from stock_hold h where h.product_id = p.id and h.order_id is null and h.expires_at > now()) as held_units,
         (select count(*) from waiting_room_entry e where e.product_id = p.id) as queued,
         (select count(*) from waiting_room_entry e where e.product_id = p.id and e.admitted_at is not null) as admitted,
         (select count(*) from waiting_room_entry e where e.product_id = p.id and e.ordered_at is null
             and e.admitted_at > now() - make_interval(mins => coalesce(g.admission_minutes, ${WAITING_ROOM_DEFAULTS.admissionMinutes}))) as shopping
    from product p left join waiting_room_gate g on g.product_id = p.id
   where p.university_id = ?`;

function bodyOf(row: Row): StaffWaitingRoomBody {
  return {
    productId: row.product_id,
    productName: row.name,
    enabled: row.enabled ?? false,
    opensAt: dateOf(row.sale_started_at),
    queueOpensMinutesBefore: row.queue_opens_minutes_before ?? WAITING_ROOM_DEFAULTS.queueOpensMinutesBefore,
    rateMode: row.rate_mode ?? WAITING_ROOM_DEFAULTS.rateMode,
    rate: row.rate ?? WAITING_ROOM_DEFAULTS.rate,
    admissionMinutes: row.admission_minutes ?? WAITING_ROOM_DEFAULTS.admissionMinutes,
    holdMinutes: row.hold_minutes ?? WAITING_ROOM_DEFAULTS.holdMinutes,
    heldUnits: Number(row.held_units),
    queued: Number(row.queued),
    admitted: Number(row.admitted),
    shopping: Number(row.shopping),
    shuffledAt: dateOf(row.drawn_at),
    shuffleSeed: row.draw_seed,
  };
}

export async function staffWaitingRooms(em: EntityManager, scope: StaffScope): Promise<StaffWaitingRoomBody[]> {
  const rows = await em.execute<Row[]>(`${READ_SQL} and g.enabled order by p.sale_started_at asc nulls last, p.id`, [scope.universityId]);
  return rows.map(bodyOf);
}

export async function staffWaitingRoom(em: EntityManager, scope: StaffScope, productId: number): Promise<StaffWaitingRoomBody> {
  const [row] = await em.execute<Row[]>(`${READ_SQL} and p.id = ?`, [scope.universityId, productId]);
  if (!row) throw notFound(OPTION_MESSAGES.productNotFound);
  return bodyOf(row);
}

export async function setStaffWaitingRoom(em: EntityManager, scope: StaffScope, data: unknown): Promise<StaffWaitingRoomBody> {
  const input = parseInput(staffWaitingRoomInput, data);
  const before = await staffWaitingRoom(em, scope, input.productId);
  if (input.enabled && !before.opensAt) {
    throw waitingRoomRefusal('WAITING_ROOM_NO_OPENING', WAITING_ROOM_MESSAGES.noOpening, 'enabled');
  }
  await em.execute(
    `insert into waiting_room_gate (university_id, product_id, enabled, queue_opens_minutes_before, rate_mode, rate, admission_minutes, hold_minutes)
     values (?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (product_id) do update set enabled = excluded.enabled,
       queue_opens_minutes_before = excluded.queue_opens_minutes_before, rate_mode = excluded.rate_mode,
       rate = excluded.rate, admission_minutes = excluded.admission_minutes, hold_minutes = excluded.hold_minutes, updated_at = now()`,
    [
      scope.universityId,
      input.productId,
      input.enabled,
      input.queueOpensMinutesBefore,
      input.rateMode,
      input.rate,
      input.admissionMinutes,
      // Omitted keeps the current setting (the input predates held stock for some callers).
      input.holdMinutes ?? before.holdMinutes,
    ],
  );
  const settings = (body: StaffWaitingRoomBody) => ({
    enabled: body.enabled,
    queueOpensMinutesBefore: body.queueOpensMinutesBefore,
    rateMode: body.rateMode,
    rate: body.rate,
    admissionMinutes: body.admissionMinutes,
    holdMinutes: body.holdMinutes,
  });
  recordStaffAudit(em, scope, waitingRoomAudit(input.productId, settings(before), settings({ ...before, ...input, holdMinutes: input.holdMinutes ?? before.holdMinutes })));
  await em.flush();
  return staffWaitingRoom(em, scope, input.productId);
}
