import { DIRECT_MAX_ROWS } from '../../domain/cart/direct-checkout';
import { DETAIL_ID, MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const DIRECT = 'mutation ($data: [CreateCartInput!]!) { createDirectCarts(data: $data) { id } }';
const ROW = { productId: PRODUCT_ID, productOptionDetailId: DETAIL_ID, count: 1 };

/** 구매하기's refused mutation (buying area, issue 19), spread into REFUSAL_CASES. */
export const BUY_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'createDirectCarts', title: 'an anonymous visitor', as: 'anonymous', query: DIRECT, code: 'UNAUTHENTICATED',
    variables: () => ({ data: [ROW] }) },
  { mutation: 'createDirectCarts', title: 'no rows', as: 'demo', query: DIRECT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: [] }) },
  { mutation: 'createDirectCarts', title: 'more rows than a cart holds', as: 'demo', query: DIRECT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: Array.from({ length: DIRECT_MAX_ROWS + 1 }, () => ROW) }) },
  { mutation: 'createDirectCarts', title: 'a count of zero in one row', as: 'demo', query: DIRECT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: [ROW, { ...ROW, count: 0 }] }) },
  { mutation: 'createDirectCarts', title: 'a product that does not exist in one row', as: 'demo', query: DIRECT, code: 'NOT_FOUND',
    variables: () => ({ data: [ROW, { productId: MISSING, count: 1 }] }) },
  { mutation: 'createDirectCarts', title: 'two rows of one line beyond its stock', as: 'demo', query: DIRECT, code: 'OUT_OF_STOCK',
    variables: () => ({ data: [{ ...ROW, count: 998 }, { ...ROW, count: 1 }] }) },
];
