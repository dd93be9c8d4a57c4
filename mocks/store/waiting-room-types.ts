// The mocked API's waiting-room records (mocks/store/waiting-room.ts, ADR 0073).
/** A product's waiting room in the mocked API: staff's settings and the shared admission state. */
export interface StoreWaitingGate {
  productId: number;
  enabled: boolean;
  queueOpensMinutesBefore: number;
  rateMode: 'PER_MINUTE' | 'CONCURRENT';
  rate: number;
  admissionMinutes: number;
  holdMinutes: number;
  cursor: number;
  carry: number;
  tickedAt: string | null;
  drawnAt: string | null;
  drawSeed: string | null;
}

/** One member's place (unique per product and member). */
export interface StoreWaitingEntry {
  id: number;
  productId: number;
  memberId: number;
  joinedAt: string;
  drawPosition: number | null;
  admittedAt: string | null;
  orderedAt: string | null;
}

export interface StoreWaitingRooms {
  gates: StoreWaitingGate[];
  entries: StoreWaitingEntry[];
}
