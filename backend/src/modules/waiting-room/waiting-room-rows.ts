import type { WaitingRoomRateMode } from '../../../../domain/enums';
import type { GateFacts } from '../../../../domain/waiting-room/admission';

/** Raw rows carry timestamps as text; the rules want dates. */
export const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The gate columns every raw read selects (`GATE_COLUMNS`), joined with the product's sale window. */
export interface GateFactsRow {
  enabled: boolean;
  sale_started_at: Date | string | null;
  sale_ended_at: Date | string | null;
  queue_opens_minutes_before: number;
  rate_mode: WaitingRoomRateMode;
  rate: number;
  admission_minutes: number;
  hold_minutes: number;
}

export const GATE_COLUMNS =
  'g.enabled, p.sale_started_at, p.sale_ended_at, g.queue_opens_minutes_before, g.rate_mode, g.rate, g.admission_minutes, g.hold_minutes';

export function gateFactsOf(row: GateFactsRow): GateFacts {
  return {
    enabled: row.enabled,
    opensAt: dateOf(row.sale_started_at),
    closesAt: dateOf(row.sale_ended_at),
    queueOpensMinutesBefore: row.queue_opens_minutes_before,
    rateMode: row.rate_mode,
    rate: row.rate,
    admissionMinutes: row.admission_minutes,
    holdMinutes: row.hold_minutes,
  };
}
