// Class orders (ADR 0065), pickup day (ADR 0067) and production sheets (ADR 0066) as
// mocks/operations.test.ts runs them. The standard scenario's demo member (김한빛) represents
// 경영학과 23학번's class order `Bz26Class23a` of the 2026 경영학과 과잠 (product 1), with five
// seeded classmates, three of them paid (mocks/scenarios/standard/class-orders.ts). The 2025 council
// jacket (product 4) hands out at pickup point 1 and has production sheets v1 and v2, not frozen yet
// (mocks/scenarios/production-sheets.ts).
import { StandardIds, type ScenarioName } from '../scenarios';
import { DEMO_SHEET_PRODUCT_ID } from '../scenarios/production-sheets';
import { DEMO_CLASS_ORDER_CODE, DEMO_CLASS_ORDER_PRODUCT_ID } from '../scenarios/standard/class-orders';
import { PICKUP_POINT_ID } from '../scenarios/standard/products/build';
import { DORM_ADDRESS } from '../store/testing';
import { detailId, type Case, type Context } from './case';

const { order: O, orderProduct: L } = StandardIds;

/** Three days after MOCK_NOW (2026-09-01), inside the CSE jacket's sale window. */
const CLOSES_AT = '2026-09-04T14:59:59.000Z';

const OPEN_CSE_CLASS = { productId: 2, department: '컴퓨터공학과', className: '24학번', pickupPointId: PICKUP_POINT_ID, closesAt: CLOSES_AT };

/** A class order the viewer opens first, nobody joined yet; the demo code when they cannot open one. */
async function freshClassOrderCode({ run }: Context): Promise<string> {
  const opened = await run<{ openClassOrder: { code: string } }>('OpenClassOrder', { data: OPEN_CSE_CLASS });
  return opened.data?.openClassOrder.code ?? DEMO_CLASS_ORDER_CODE;
}

const JOIN_DEMO_CLASS = {
  code: DEMO_CLASS_ORDER_CODE,
  productOptionDetailId: detailId(DEMO_CLASS_ORDER_PRODUCT_ID, ['네이비', 'M']),
  productOptionInputs: ['KHB', '20231234'],
  count: 1,
};

/**
 * The seeded classmates are roster rows without accounts, so nobody can be reminded yet: the viewer
 * joins the class order and leaves the card payment window unpaid, which makes one classmate to remind.
 */
async function joinedUnpaid({ run }: Context): Promise<void> {
  const joined = await run<{ joinClassOrder: { id: number }[] }>('JoinClassOrder', { data: JOIN_DEMO_CLASS });
  const cartIds = joined.data?.joinClassOrder.map((cart) => cart.id) ?? [];
  if (cartIds.length > 0) await run('PlaceOrder', { data: { cartIds, payMethod: 'card', pointUsing: 0, delivery: DORM_ADDRESS, personalisedConsent: true } });
}

export const GROUP_CASES: Record<string, Case> = {
  // Class orders (과대표 단체주문).
  ClassOrder: { variables: () => ({ code: DEMO_CLASS_ORDER_CODE }) },
  ClassOrderRoster: { variables: () => ({ code: DEMO_CLASS_ORDER_CODE }) },
  MyClassOrders: {},
  PickupPoints: {},
  OpenClassOrder: { variables: () => ({ data: OPEN_CSE_CLASS }) },
  JoinClassOrder: { variables: () => ({ data: JOIN_DEMO_CLASS }) },
  RemindClassOrder: {
    variables: async (context) => {
      await joinedUnpaid(context);
      return { code: DEMO_CLASS_ORDER_CODE };
    },
  },
  // The demo class order has paid classmates and cannot be cancelled: cancel a fresh one.
  CancelClassOrder: { variables: async (context) => ({ code: await freshClassOrderCode(context) }) },

  // Pickup day.
  RequestPickupShipping: { variables: () => ({ data: { orderId: O.groupPickupPreparing, delivery: DORM_ADDRESS } }) },
  StaffPickupPointChoices: { asAdmin: true },
  StaffPickupRoster: { asAdmin: true, variables: () => ({ pickupPointId: PICKUP_POINT_ID, search: null }) },
  StaffCheckOffPickup: { asAdmin: true, variables: () => ({ data: { pickupPointId: PICKUP_POINT_ID, orderProductIds: [L.councilVarsity] } }) },

  // Production sheets and the made-to-order consent.
  PersonalisedConsentText: {},
  StaffProductionSheets: { asAdmin: true, variables: () => ({ productId: DEMO_SHEET_PRODUCT_ID }) },
  StaffProductionSheet: { asAdmin: true, variables: () => ({ id: 2 }) },
  StaffFreezeProduction: { asAdmin: true, variables: () => ({ productId: DEMO_SHEET_PRODUCT_ID }) },
};

/** Signed in or not at all. */
export const GROUP_MEMBER_ONLY = [
  'ClassOrder', 'ClassOrderRoster', 'MyClassOrders', 'PickupPoints', 'OpenClassOrder', 'JoinClassOrder', 'RemindClassOrder', 'CancelClassOrder',
  'RequestPickupShipping',
];

/**
 * Every scenario has the demo class order (mocks/store/class-orders.ts); only its representative
 * (the demo member) reminds, and only they or staff read the roster.
 */
const NOT_REPRESENTATIVE = { RemindClassOrder: 'FORBIDDEN' };
/** The demo member's pickup order, as another signed-in member sees it. */
const NOT_THEIRS = { RequestPickupShipping: 'NOT_FOUND' };

/** The refusals per scenario, merged into the test's table (anonymous comes from GROUP_MEMBER_ONLY). */
export const GROUP_REFUSALS: Partial<Record<ScenarioName, Record<string, string>>> = {
  'new-member': { ...NOT_REPRESENTATIVE, ClassOrderRoster: 'FORBIDDEN', ...NOT_THEIRS },
  'sold-out': { JoinClassOrder: 'OUT_OF_STOCK', RemindClassOrder: 'INVALID_STATE' },
  staff: { ...NOT_REPRESENTATIVE, ...NOT_THEIRS },
  'staff-readonly': { ...NOT_REPRESENTATIVE, ...NOT_THEIRS },
};
