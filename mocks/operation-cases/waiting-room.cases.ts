// Waiting rooms (ADR 0073) as mocks/operations.test.ts runs them. In the standard scenario the
// 한빛 바람막이 아노락 (product 7) sells through a waiting room whose queue is open: its sale opens
// ten minutes after the store first reads its rooms (mocks/store/waiting-room.ts). Other scenarios have no room.
import type { ScenarioName } from '../scenarios';
import { DEMO_WAITING_ROOM_PRODUCT_ID } from '../store/waiting-room';
import type { Case } from './case';

const productId = DEMO_WAITING_ROOM_PRODUCT_ID;

export const WAITING_ROOM_CASES: Record<string, Case> = {
  WaitingRoom: { variables: () => ({ productId }) },
  MyWaitingRoomTicket: { variables: () => ({ productId }) },
  JoinWaitingRoom: { variables: () => ({ productId }) },
  StaffWaitingRooms: { asAdmin: true },
  StaffWaitingRoom: { asAdmin: true, variables: () => ({ productId }) },
  StaffSetWaitingRoom: {
    asAdmin: true,
    variables: () => ({ data: { productId, enabled: true, queueOpensMinutesBefore: 20, rateMode: 'CONCURRENT', rate: 50, admissionMinutes: 10 } }),
  },
};

/** Signed in or not at all. */
export const WAITING_ROOM_MEMBER_ONLY = ['MyWaitingRoomTicket', 'JoinWaitingRoom'];

/** Only the standard scenario gates the demo product; elsewhere joining it is refused as ungated. */
export const WAITING_ROOM_REFUSALS: Partial<Record<ScenarioName, Record<string, string>>> = {
  'new-member': { JoinWaitingRoom: 'NOT_FOUND' },
  'sold-out': { JoinWaitingRoom: 'NOT_FOUND' },
  staff: { JoinWaitingRoom: 'NOT_FOUND' },
  'staff-readonly': { JoinWaitingRoom: 'NOT_FOUND' },
};
