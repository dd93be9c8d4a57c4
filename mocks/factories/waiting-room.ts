// Waiting rooms (ADR 0073): the gate of a 과잠 opening, a member's ticket and status, and staff's
// board, with the numbers of a busy opening morning.
import type * as T from '../__generated__/types';
import { estimateSeconds, pollBackoffMs } from '../../domain/waiting-room/admission';
import { MOCK_NOW } from './clock';
import { int, nextId, pick, withOverrides } from './random';

const PRODUCTS = ['2027 한빛대 과잠', '2026 디자인학과 과잠', '총학생회 한정 후드집업'] as const;
const minutesFromNow = (minutes: number) => new Date(MOCK_NOW.getTime() + minutes * 60_000).toISOString();

export function buildWaitingRoomGate(overrides?: Partial<T.WaitingRoomGate>): T.WaitingRoomGate {
  return withOverrides(
    { __typename: 'WaitingRoomGate', productId: nextId('WaitingRoomGate'), opensAt: minutesFromNow(10), queueOpensAt: minutesFromNow(-5), admissionMinutes: 10, holdMinutes: 10 },
    overrides,
  );
}

export function buildWaitingRoomAdmission(overrides?: Partial<T.WaitingRoomAdmission>): T.WaitingRoomAdmission {
  return withOverrides({ __typename: 'WaitingRoomAdmission', token: 'WRA1.MS43LjQyLjE3OTk5OTk5OTk.signature-stand-in-for-stories-000000000', expiresAt: minutesFromNow(8) }, overrides);
}

export function buildWaitingRoomStatus(overrides?: Partial<T.WaitingRoomStatus>): T.WaitingRoomStatus {
  const ahead = int(20, 900);
  return withOverrides(
    {
      __typename: 'WaitingRoomStatus',
      state: 'WAITING',
      position: ahead + 1,
      ahead,
      estimateSeconds: estimateSeconds(ahead, { rateMode: 'PER_MINUTE', rate: 100, admissionMinutes: 10 }),
      retryAfterMs: pollBackoffMs(ahead),
      admission: null,
    },
    overrides,
  );
}

export function buildWaitingRoomTicket(overrides?: Partial<T.WaitingRoomTicket>): T.WaitingRoomTicket {
  return withOverrides(
    { __typename: 'WaitingRoomTicket', productId: 7, ticket: 'WRT1.MS43LjQyLjE.signature-stand-in-for-stories-00000000000000', joinedAt: minutesFromNow(-3), status: buildWaitingRoomStatus() },
    overrides,
  );
}

export function buildStaffWaitingRoom(overrides?: Partial<T.StaffWaitingRoom>): T.StaffWaitingRoom {
  const queued = int(300, 2400);
  const admitted = int(0, Math.min(queued, 400));
  return withOverrides(
    {
      __typename: 'StaffWaitingRoom',
      productId: nextId('StaffWaitingRoom'),
      productName: pick(PRODUCTS),
      enabled: true,
      opensAt: minutesFromNow(10),
      queueOpensMinutesBefore: 15,
      rateMode: 'PER_MINUTE',
      rate: 100,
      admissionMinutes: 10,
      holdMinutes: 10,
      heldUnits: Math.min(admitted, int(0, 60)),
      queued,
      admitted,
      shopping: Math.min(admitted, int(0, 100)),
      shuffledAt: null,
      shuffleSeed: null,
    },
    overrides,
  );
}

export function buildCheckoutHoldLine(overrides?: Partial<T.CheckoutHoldLine>): T.CheckoutHoldLine {
  return withOverrides(
    { __typename: 'CheckoutHoldLine', productOptionDetailId: nextId('CheckoutHoldLine'), optionText: pick(['블랙 / L', '네이비 / M', '크림 / XL']), units: int(1, 2) },
    overrides,
  );
}

/** A member's hold during checkout (ADR 0076): seven minutes left, not yet placed. */
export function buildCheckoutHold(overrides?: Partial<T.CheckoutHold>): T.CheckoutHold {
  return withOverrides(
    {
      __typename: 'CheckoutHold',
      productId: 7,
      productName: pick(PRODUCTS),
      expiresAt: minutesFromNow(7),
      extended: false,
      orderId: null,
      lines: [buildCheckoutHoldLine()],
    },
    overrides,
  );
}
