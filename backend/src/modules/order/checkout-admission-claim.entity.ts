import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../../db/columns';

/**
 * Units of one stock row taken from it for a placeOrder in flight (docs/decisions/0078): the
 * claim is the stock row's conditional decrement, made before the order's transaction so every
 * API process sees it at once. The order's transaction deletes its claim instead of decrementing;
 * an order that fails gives the units back; a claim whose process died is given back by the
 * minute sweep once `expiresAt` has passed. Plain ids rather than relations: a claim lives for
 * seconds, and its insert should cost no foreign-key checks in a rush.
 */
export const CheckoutClaimSchema = defineEntity({
  name: 'CheckoutClaim',
  properties: {
    id: id(),
    productId: p.integer(),
    /** The combination whose stock was taken; null for a product without combinations. */
    productOptionDetailId: p.integer().nullable(),
    units: p.integer(),
    expiresAt: p.datetime().index(),
  },
});

export class CheckoutClaim extends CheckoutClaimSchema.class {}
CheckoutClaimSchema.setClass(CheckoutClaim);
