import type { RefusalCase } from './refusal-parity.fixtures';

const FREEZE = 'mutation ($productId: Int!) { staffFreezeProduction(productId: $productId) { id version } }';
/** An id no row of either target has. */
const MISSING = 987_654;
/** A product of the standard catalogue (both targets seed it). */
const PRODUCT_ID = 24;

/** Production freeze and sheets (issue 17, H5), spread into REFUSAL_CASES. */
export const PRODUCTION_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffFreezeProduction', title: 'a shopper', as: 'demo', query: FREEZE, code: 'FORBIDDEN', variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'staffFreezeProduction', title: 'an anonymous visitor', as: 'anonymous', query: FREEZE, code: 'UNAUTHENTICATED', variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'staffFreezeProduction', title: 'a product nobody made', as: 'admin', query: FREEZE, code: 'NOT_FOUND', variables: () => ({ productId: MISSING }) },
];
