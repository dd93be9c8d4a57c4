import { MISSING, type RefusalCase } from './refusal-parity.fixtures';

const CHECK_OFF = 'mutation ($data: StaffCheckOffPickupInput!) { staffCheckOffPickup(data: $data) { collectedLines } }';
const SHIP_INSTEAD = 'mutation ($data: RequestPickupShippingInput!) { requestPickupShipping(data: $data) { id } }';
/** The standard tenant's pickup point (학생회관 1층 생협 매장). */
const POINT = 1;
const ADDRESS = { name: '김한빛', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '기숙사 3동 301호', tel: '01012345678' };

/** Pickup day's refusals (ADR 0067), spread into REFUSAL_CASES. */
export const PICKUP_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffCheckOffPickup', title: 'an anonymous visitor', as: 'anonymous', query: CHECK_OFF, code: 'UNAUTHENTICATED',
    variables: (f) => ({ data: { pickupPointId: POINT, orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffCheckOffPickup', title: 'a member who is not staff', as: 'demo', query: CHECK_OFF, code: 'FORBIDDEN',
    variables: (f) => ({ data: { pickupPointId: POINT, orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffCheckOffPickup', title: 'a pickup point that does not exist', as: 'admin', query: CHECK_OFF, code: 'NOT_FOUND',
    variables: (f) => ({ data: { pickupPointId: MISSING, orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffCheckOffPickup', title: 'a line that is not handed out at the point', as: 'admin', query: CHECK_OFF, code: 'NOT_FOUND',
    variables: (f) => ({ data: { pickupPointId: POINT, orderProductIds: [f.demoOrderProductId] } }) },
  { mutation: 'staffCheckOffPickup', title: 'no lines', as: 'admin', query: CHECK_OFF, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { pickupPointId: POINT, orderProductIds: [] } }) },
  { mutation: 'requestPickupShipping', title: 'an anonymous visitor', as: 'anonymous', query: SHIP_INSTEAD, code: 'UNAUTHENTICATED',
    variables: (f) => ({ data: { orderId: f.demoOrderId, delivery: ADDRESS } }) },
  { mutation: 'requestPickupShipping', title: "another member's order", as: 'demo', query: SHIP_INSTEAD, code: 'NOT_FOUND',
    variables: (f) => ({ data: { orderId: f.adminOrderId, delivery: ADDRESS } }) },
  { mutation: 'requestPickupShipping', title: 'an order with nothing waiting at a pickup point', as: 'demo', query: SHIP_INSTEAD, code: 'INVALID_STATE',
    variables: (f) => ({ data: { orderId: f.demoOrderId, delivery: ADDRESS } }) },
  { mutation: 'requestPickupShipping', title: 'a postal code that is not 5 digits', as: 'demo', query: SHIP_INSTEAD, code: 'BAD_USER_INPUT',
    variables: (f) => ({ data: { orderId: f.demoOrderId, delivery: { ...ADDRESS, postCode: '12' } } }) },
];
