import { MISSING, type RefusalCase } from './refusal-parity.fixtures';

const REQUEST_KEY = 'mutation ($data: RequestBillingKeyInput!) { requestBillingKey(data: $data) { customerUid } }';
const REGISTER_KEY = 'mutation ($data: RegisterBillingKeyInput!) { registerBillingKey(data: $data) { id } }';

/**
 * Billing keys of CHARGE_AT_CLOSE group purchases (ADR 0064), spread into REFUSAL_CASES. The
 * fixtures' orders are ordinary card orders, which take no billing key.
 */
export const BILLING_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'requestBillingKey', title: 'an anonymous visitor', as: 'anonymous', query: REQUEST_KEY, code: 'UNAUTHENTICATED',
    variables: (fixtures) => ({ data: { orderId: fixtures.demoOrderId, method: 'card' } }) },
  { mutation: 'requestBillingKey', title: 'an order that does not exist', as: 'demo', query: REQUEST_KEY, code: 'NOT_FOUND',
    variables: () => ({ data: { orderId: MISSING, method: 'card' } }) },
  { mutation: 'requestBillingKey', title: 'another member’s order', as: 'demo', query: REQUEST_KEY, code: 'NOT_FOUND',
    variables: (fixtures) => ({ data: { orderId: fixtures.adminOrderId, method: 'kakaopay' } }) },
  { mutation: 'requestBillingKey', title: 'an order of no CHARGE_AT_CLOSE group purchase', as: 'demo', query: REQUEST_KEY,
    code: 'INVALID_STATE', variables: (fixtures) => ({ data: { orderId: fixtures.demoOrderId, method: 'card' } }) },
  { mutation: 'registerBillingKey', title: 'an anonymous visitor', as: 'anonymous', query: REGISTER_KEY, code: 'UNAUTHENTICATED',
    variables: (fixtures) => ({ data: { orderId: fixtures.demoOrderId, customerUid: 'bk_u1_o1_abcdefgh' } }) },
  { mutation: 'registerBillingKey', title: 'an empty customer_uid', as: 'demo', query: REGISTER_KEY, code: 'BAD_USER_INPUT',
    variables: (fixtures) => ({ data: { orderId: fixtures.demoOrderId, customerUid: '   ' } }) },
  { mutation: 'registerBillingKey', title: 'another member’s order', as: 'demo', query: REGISTER_KEY, code: 'NOT_FOUND',
    variables: (fixtures) => ({ data: { orderId: fixtures.adminOrderId, customerUid: 'bk_u1_o1_abcdefgh' } }) },
  { mutation: 'registerBillingKey', title: 'an order of no CHARGE_AT_CLOSE group purchase', as: 'demo', query: REGISTER_KEY,
    code: 'INVALID_STATE', variables: (fixtures) => ({ data: { orderId: fixtures.demoOrderId, customerUid: 'bk_u1_o1_abcdefgh' } }) },
];
