// Checkout holds (ADR 0076) as mocks/operations.test.ts runs them. The standard scenario's only
// gated product (the 아노락) opens ten minutes after the store first reads its rooms, and the clock
// stands still here: a hold is taken in mocks/store/holds.test.ts, where the clock moves. Here
// starting a hold on the demo member's ungated eco-bag line answers an empty list.
import type { ScenarioName } from '../scenarios';
import { StandardIds } from '../scenarios';
import { DEMO_WAITING_ROOM_PRODUCT_ID } from '../store/waiting-room';
import type { Case } from './case';

const { cart: C } = StandardIds;

export const HOLD_CASES: Record<string, Case> = {
  MyCheckoutHolds: {},
  StartCheckoutHold: { variables: () => ({ data: { cartIds: [C.ecobag], waitingRoomPasses: [] } }) },
  ReleaseCheckoutHold: { variables: () => ({ productId: DEMO_WAITING_ROOM_PRODUCT_ID }) },
};

export const HOLD_MEMBER_ONLY = ['MyCheckoutHolds', 'StartCheckoutHold', 'ReleaseCheckoutHold'];

/** Nobody holds the 아노락 here; the eco-bag line is the demo member's, so others find it missing. */
const othersLine = { StartCheckoutHold: 'NOT_FOUND', ReleaseCheckoutHold: 'NOT_FOUND' };
export const HOLD_REFUSALS: Partial<Record<ScenarioName, Record<string, string>>> = {
  standard: { ReleaseCheckoutHold: 'NOT_FOUND' },
  'sold-out': { ReleaseCheckoutHold: 'NOT_FOUND' },
  'new-member': othersLine,
  staff: othersLine,
  'staff-readonly': othersLine,
};
