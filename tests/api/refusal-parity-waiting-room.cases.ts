import { MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const JOIN = 'mutation ($productId: Int!) { joinWaitingRoom(productId: $productId) { ticket } }';
const SET_GATE = 'mutation ($data: StaffWaitingRoomInput!) { staffSetWaitingRoom(data: $data) { productId enabled } }';
const SETTINGS = { enabled: false, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate: 100, admissionMinutes: 10 };

/** Waiting rooms' refusals (ADR 0073), spread into REFUSAL_CASES. */
export const WAITING_ROOM_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'joinWaitingRoom', title: 'an anonymous visitor', as: 'anonymous', query: JOIN, code: 'UNAUTHENTICATED',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'joinWaitingRoom', title: 'a product that sells without a waiting room', as: 'demo', query: JOIN, code: 'NOT_FOUND',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'staffSetWaitingRoom', title: 'an anonymous visitor', as: 'anonymous', query: SET_GATE, code: 'UNAUTHENTICATED',
    variables: () => ({ data: { productId: PRODUCT_ID, ...SETTINGS } }) },
  { mutation: 'staffSetWaitingRoom', title: 'a member who is not staff', as: 'demo', query: SET_GATE, code: 'FORBIDDEN',
    variables: () => ({ data: { productId: PRODUCT_ID, ...SETTINGS } }) },
  { mutation: 'staffSetWaitingRoom', title: 'a product that does not exist', as: 'admin', query: SET_GATE, code: 'NOT_FOUND',
    variables: () => ({ data: { productId: MISSING, ...SETTINGS } }) },
  { mutation: 'staffSetWaitingRoom', title: 'an admission rate of 0', as: 'admin', query: SET_GATE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { productId: PRODUCT_ID, ...SETTINGS, rate: 0 } }) },
];
