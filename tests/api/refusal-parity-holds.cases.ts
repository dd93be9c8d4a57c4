import { MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const START = 'mutation ($data: StartCheckoutHoldInput!) { startCheckoutHold(data: $data) { productId expiresAt } }';
const RELEASE = 'mutation ($productId: Int!) { releaseCheckoutHold(productId: $productId) { productId } }';

/** Checkout holds' refusals (ADR 0076), spread into REFUSAL_CASES. */
export const HOLD_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'startCheckoutHold', title: 'an anonymous visitor', as: 'anonymous', query: START, code: 'UNAUTHENTICATED',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], waitingRoomPasses: [] } }) },
  { mutation: 'startCheckoutHold', title: 'no cart line named', as: 'demo', query: START, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { cartIds: [], waitingRoomPasses: [] } }) },
  { mutation: 'startCheckoutHold', title: "another member's cart line", as: 'demo', query: START, code: 'NOT_FOUND',
    variables: (f) => ({ data: { cartIds: [f.adminCartId], waitingRoomPasses: [] } }) },
  { mutation: 'startCheckoutHold', title: 'a cart line that does not exist', as: 'demo', query: START, code: 'NOT_FOUND',
    variables: () => ({ data: { cartIds: [MISSING], waitingRoomPasses: [] } }) },
  { mutation: 'releaseCheckoutHold', title: 'an anonymous visitor', as: 'anonymous', query: RELEASE, code: 'UNAUTHENTICATED',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'releaseCheckoutHold', title: 'a product the member holds nothing of', as: 'demo', query: RELEASE, code: 'NOT_FOUND',
    variables: () => ({ productId: PRODUCT_ID }) },
];
