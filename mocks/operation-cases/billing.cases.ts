// Billing keys of CHARGE_AT_CLOSE group purchases (ADR 0064) as mocks/operations.test.ts runs them.
// The demo member's card order awaiting payment is an ordinary order, so registering a key on it
// is refused; the journey (tests/e2e/charge-at-close.spec.ts) registers one for real.
import { StandardIds, type ScenarioName } from '../scenarios';
import type { Case } from './case';

const O = StandardIds.order;

export const BILLING_CASES: Record<string, Case> = {
  CheckoutSettleModes: {},
  OrderCampaignCharge: { variables: () => ({ id: O.paidWithPoints }) },
  RequestBillingKey: { variables: () => ({ data: { orderId: O.cardAwaitingPayment, method: 'card' } }) },
  RegisterBillingKey: { variables: () => ({ data: { orderId: O.cardAwaitingPayment, customerUid: `bk_u1_o${O.cardAwaitingPayment}_abcdefgh` } }) },
};

/** Signed in or not at all. */
export const BILLING_MEMBER_ONLY = ['CheckoutSettleModes', 'OrderCampaignCharge', 'RequestBillingKey', 'RegisterBillingKey'];

const NOT_THEIRS = { OrderCampaignCharge: 'NOT_FOUND', RequestBillingKey: 'NOT_FOUND', RegisterBillingKey: 'NOT_FOUND' };
const NOT_CHARGE_AT_CLOSE = { RequestBillingKey: 'INVALID_STATE', RegisterBillingKey: 'INVALID_STATE' };

/** The refusals per scenario, merged into the test's table (anonymous comes from BILLING_MEMBER_ONLY). */
export const BILLING_REFUSALS: Partial<Record<ScenarioName, Record<string, string>>> = {
  standard: NOT_CHARGE_AT_CLOSE,
  'sold-out': NOT_CHARGE_AT_CLOSE,
  'new-member': NOT_THEIRS,
  staff: NOT_THEIRS,
  'staff-readonly': NOT_THEIRS,
};
