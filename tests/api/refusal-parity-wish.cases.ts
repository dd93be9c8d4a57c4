import { DETAIL_ID, MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const ADD_WISH = 'mutation ($productId: Int!) { addWish(productId: $productId) { id } }';
const REMOVE_WISH = 'mutation ($productId: Int!) { removeWish(productId: $productId) { id } }';
const RESTOCK_OPTION = 'mutation ($productId: Int!, $optionId: Int) { createProductRestockNotification(productId: $productId, optionId: $optionId) { id } }';

/** The wishlist's and per-combination restock requests' refusals (storefront area E, ADR 0059), spread into REFUSAL_CASES. */
export const WISH_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'addWish', title: 'an anonymous visitor', as: 'anonymous', query: ADD_WISH, code: 'UNAUTHENTICATED',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'addWish', title: 'a product that does not exist', as: 'demo', query: ADD_WISH, code: 'NOT_FOUND',
    variables: () => ({ productId: MISSING }) },
  { mutation: 'removeWish', title: 'an anonymous visitor', as: 'anonymous', query: REMOVE_WISH, code: 'UNAUTHENTICATED',
    variables: () => ({ productId: PRODUCT_ID }) },
  { mutation: 'removeWish', title: 'a product that does not exist', as: 'demo', query: REMOVE_WISH, code: 'NOT_FOUND',
    variables: () => ({ productId: MISSING }) },
  { mutation: 'createProductRestockNotification', title: 'a combination still in stock', as: 'demo', query: RESTOCK_OPTION,
    code: 'INVALID_STATE', variables: () => ({ productId: PRODUCT_ID, optionId: DETAIL_ID }) },
  { mutation: 'createProductRestockNotification', title: 'a combination of no such product', as: 'demo', query: RESTOCK_OPTION,
    code: 'NOT_FOUND', variables: () => ({ productId: PRODUCT_ID, optionId: MISSING }) },
];
