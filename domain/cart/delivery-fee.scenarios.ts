import type { DeliveryFeeRule } from './delivery-fee';

/** A delivery template for tests: free delivery unless the overrides say otherwise. */
export const feeRule = (overrides: Partial<DeliveryFeeRule>): DeliveryFeeRule => ({
  deliveryType: 'FREE',
  deliveryFee: 0,
  condition: 0,
  quantity: 0,
  quantityCount0: 0,
  quantityCount1: 0,
  quantityPrice0: 0,
  quantityPrice1: 0,
  quantityPrice2: 0,
  ...overrides,
});
