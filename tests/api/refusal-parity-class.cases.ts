import { MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const OPEN = 'mutation ($data: OpenClassOrderInput!) { openClassOrder(data: $data) { id } }';
const JOIN = 'mutation ($data: JoinClassOrderInput!) { joinClassOrder(data: $data) { id } }';
const REMIND = 'mutation ($code: String!) { remindClassOrder(code: $code) { id } }';
const CANCEL = 'mutation ($code: String!) { cancelClassOrder(code: $code) { id } }';

const UNKNOWN_CODE = 'NoSuchClass0';
const openInput = (productId: number) => ({
  data: { productId, department: '경영학과', className: '23학번', pickupPointId: MISSING, closesAt: '2099-01-01T00:00:00.000Z' },
});

/** Class orders' refusals (ADR 0065), spread into REFUSAL_CASES. */
export const CLASS_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'openClassOrder', title: 'an anonymous visitor', as: 'anonymous', query: OPEN, code: 'UNAUTHENTICATED', variables: () => openInput(PRODUCT_ID) },
  { mutation: 'openClassOrder', title: 'a product that does not exist', as: 'demo', query: OPEN, code: 'NOT_FOUND', variables: () => openInput(MISSING) },
  { mutation: 'openClassOrder', title: 'a blank department', as: 'demo', query: OPEN, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...openInput(PRODUCT_ID).data, department: '  ' } }) },
  { mutation: 'joinClassOrder', title: 'an unknown link code', as: 'demo', query: JOIN, code: 'NOT_FOUND',
    variables: () => ({ data: { code: UNKNOWN_CODE, count: 1 } }) },
  { mutation: 'joinClassOrder', title: 'a count of zero', as: 'demo', query: JOIN, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { code: UNKNOWN_CODE, count: 0 } }) },
  { mutation: 'remindClassOrder', title: 'an unknown link code', as: 'demo', query: REMIND, code: 'NOT_FOUND', variables: () => ({ code: UNKNOWN_CODE }) },
  { mutation: 'cancelClassOrder', title: 'an anonymous visitor', as: 'anonymous', query: CANCEL, code: 'UNAUTHENTICATED', variables: () => ({ code: UNKNOWN_CODE }) },
  { mutation: 'cancelClassOrder', title: 'an unknown link code', as: 'demo', query: CANCEL, code: 'NOT_FOUND', variables: () => ({ code: '../../admin' }) },
];
