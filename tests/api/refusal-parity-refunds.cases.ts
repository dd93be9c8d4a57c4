import type { RefusalCase } from './refusal-parity.fixtures';

/** An id no row of either target has. */
const MISSING = 987_654;

const CANCEL = 'mutation ($data: StaffCancelInput!) { staffCancelOrderProducts(data: $data) { orderId } }';
const RETRY = 'mutation ($id: Int!) { staffRetryRefund(refundId: $id) { id } }';
const APPROVE = 'mutation ($id: Int!) { staffApproveCancelRequest(id: $id) { orderId } }';
const REFUSE = 'mutation ($id: Int!, $answer: String!) { staffRefuseCancelRequest(id: $id, answer: $answer) { id } }';
const REQUEST = 'mutation ($id: Int!, $reason: String!) { requestOrderProductCancel(orderProductId: $id, reason: $reason) { id } }';
const WITHDRAW = 'mutation ($id: Int!) { withdrawOrderProductCancelRequest(id: $id) { id } }';

/** The order desk's refused mutations (refunds area, issue 16), spread into REFUSAL_CASES. */
export const REFUNDS_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffCancelOrderProducts', title: 'a shopper', as: 'demo', query: CANCEL, code: 'FORBIDDEN',
    variables: (f) => ({ data: { orderProductIds: [f.demoOrderProductId], reason: '품절이에요.' } }) },
  { mutation: 'staffCancelOrderProducts', title: 'no reason', as: 'admin', query: CANCEL, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderProductIds: [f.demoOrderProductId], reason: ' ' } }) },
  { mutation: 'staffCancelOrderProducts', title: 'no lines', as: 'admin', query: CANCEL, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { orderProductIds: [], reason: '품절이에요.' } }) },
  { mutation: 'staffCancelOrderProducts', title: 'a line that does not exist', as: 'admin', query: CANCEL, code: 'NOT_FOUND',
    variables: () => ({ data: { orderProductIds: [MISSING], reason: '품절이에요.' } }) },
  { mutation: 'staffCancelOrderProducts', title: 'lines of two orders', as: 'admin', query: CANCEL, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderProductIds: [f.demoOrderProductId, f.adminOrderProductId], reason: '품절이에요.' } }) },
  { mutation: 'staffRetryRefund', title: 'a shopper', as: 'demo', query: RETRY, code: 'FORBIDDEN', variables: () => ({ id: MISSING }) },
  { mutation: 'staffRetryRefund', title: 'a refund that does not exist', as: 'admin', query: RETRY, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffApproveCancelRequest', title: 'a shopper', as: 'demo', query: APPROVE, code: 'FORBIDDEN', variables: () => ({ id: MISSING }) },
  { mutation: 'staffApproveCancelRequest', title: 'a request that does not exist', as: 'admin', query: APPROVE, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffRefuseCancelRequest', title: 'no answer', as: 'admin', query: REFUSE, code: 'BAD_USER_INPUT',
    variables: () => ({ id: MISSING, answer: '' }) },
  { mutation: 'staffRefuseCancelRequest', title: 'a request that does not exist', as: 'admin', query: REFUSE, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING, answer: '이미 인쇄를 마쳤어요.' }) },
  { mutation: 'requestOrderProductCancel', title: 'a visitor', as: 'anonymous', query: REQUEST, code: 'UNAUTHENTICATED',
    variables: (f) => ({ id: f.demoOrderProductId, reason: '마음이 바뀌었어요.' }) },
  { mutation: 'requestOrderProductCancel', title: 'a line not yet prepared (cancel it instead)', as: 'demo', query: REQUEST,
    code: 'INVALID_STATE', variables: (f) => ({ id: f.demoOrderProductId, reason: '마음이 바뀌었어요.' }) },
  { mutation: 'requestOrderProductCancel', title: 'another member\'s line', as: 'demo', query: REQUEST, code: 'NOT_FOUND',
    variables: (f) => ({ id: f.adminOrderProductId, reason: '마음이 바뀌었어요.' }) },
  { mutation: 'requestOrderProductCancel', title: 'no reason', as: 'demo', query: REQUEST, code: 'BAD_USER_INPUT',
    variables: (f) => ({ id: f.demoOrderProductId, reason: '' }) },
  { mutation: 'withdrawOrderProductCancelRequest', title: 'a request that does not exist', as: 'demo', query: WITHDRAW, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
];
