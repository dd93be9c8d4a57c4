import type { RefusalCase } from './refusal-parity.fixtures';
import { BULK_LIMIT } from '../../domain/staff/bulk-lines';

// Whole-call refusals only: a line refused inside a bulk action is an answer (REFUSED in its
// result row), not an error; admin-bulk.test.ts checks those.
const CONFIRM = 'mutation ($ids: [Int!]!) { staffConfirmOrderProducts(orderProductIds: $ids) { changed } }';
const SHIP = 'mutation ($rows: [StaffShipOrderProductsRow!]!) { staffShipOrderProducts(rows: $rows) { changed } }';
const COMPLETE = 'mutation ($ids: [Int!]!) { staffCompleteOrderProducts(orderProductIds: $ids) { changed } }';
const DELAY = 'mutation ($data: StaffNotifyShippingDelayInput!) { staffNotifyShippingDelay(data: $data) { changed } }';
const DELAY_DATA = { reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' };

/** The order desk's refused mutations (bulk area, issue 16), spread into REFUSAL_CASES. */
export const BULK_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffConfirmOrderProducts', title: 'a shopper', as: 'demo', query: CONFIRM, code: 'FORBIDDEN',
    variables: (f) => ({ ids: [f.demoOrderProductId] }) },
  { mutation: 'staffConfirmOrderProducts', title: 'no lines', as: 'admin', query: CONFIRM, code: 'BAD_USER_INPUT',
    variables: () => ({ ids: [] }) },
  { mutation: 'staffConfirmOrderProducts', title: 'one line twice', as: 'admin', query: CONFIRM, code: 'BAD_USER_INPUT',
    variables: (f) => ({ ids: [f.demoOrderProductId, f.demoOrderProductId] }) },
  { mutation: 'staffShipOrderProducts', title: 'a shopper', as: 'demo', query: SHIP, code: 'FORBIDDEN',
    variables: (f) => ({ rows: [{ orderProductId: f.demoOrderProductId, orderDeliveryCompanyId: 1, shippingNumber: '123456789012' }] }) },
  { mutation: 'staffShipOrderProducts', title: 'a bad tracking number in one row', as: 'admin', query: SHIP, code: 'BAD_USER_INPUT',
    variables: (f) => ({
      rows: [
        { orderProductId: f.adminOrderProductId, orderDeliveryCompanyId: 1, shippingNumber: '123456789012' },
        { orderProductId: f.demoOrderProductId, orderDeliveryCompanyId: 1, shippingNumber: '12' },
      ],
    }) },
  { mutation: 'staffShipOrderProducts', title: 'an unknown company', as: 'admin', query: SHIP, code: 'BAD_USER_INPUT',
    variables: (f) => ({ rows: [{ orderProductId: f.demoOrderProductId, orderDeliveryCompanyId: 987_654, shippingNumber: '123456789012' }] }) },
  { mutation: 'staffCompleteOrderProducts', title: 'a shopper', as: 'demo', query: COMPLETE, code: 'FORBIDDEN',
    variables: (f) => ({ ids: [f.demoOrderProductId] }) },
  { mutation: 'staffCompleteOrderProducts', title: 'more lines than one call takes', as: 'admin', query: COMPLETE, code: 'BAD_USER_INPUT',
    variables: () => ({ ids: Array.from({ length: BULK_LIMIT + 1 }, (_, index) => index + 1) }) },
  { mutation: 'staffNotifyShippingDelay', title: 'a shopper', as: 'demo', query: DELAY, code: 'FORBIDDEN',
    variables: (f) => ({ data: { ...DELAY_DATA, orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffNotifyShippingDelay', title: 'a date in the past', as: 'admin', query: DELAY, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { ...DELAY_DATA, expectedDate: '2020-01-01', orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffNotifyShippingDelay', title: 'no reason', as: 'admin', query: DELAY, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { ...DELAY_DATA, reason: ' ', orderProductIds: [f.demoOrderProductId] } }) },
];
