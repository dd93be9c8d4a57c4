import { orderPath } from '../messaging/message-format';
import type { OrderMessage } from '../messaging/order-message-events';

/*
 * The confirmation a member gets after asking to ship uncollected pickup lines (ADR 0070), decided
 * once for the API (backend/src/modules/pickup/pickup.service.ts) and the mocked API
 * (mocks/store/pickup.ts). The lines it covers name the event, so a later request for other lines
 * of the same order is a message of its own, and a repeat of the same one is not.
 */

export interface PickupShippingFacts {
  orderId: number;
  mUid: string;
  /** The lines the request flagged, with their product names. */
  lines: readonly { id: number; productName: string }[];
  address: { address: string; detailAddress: string };
}

export function pickupShippingRequestedMessage(facts: PickupShippingFacts): OrderMessage<'PICKUP_SHIPPING_REQUESTED'> {
  const ids = [...facts.lines].map((line) => line.id).sort((a, b) => a - b);
  return {
    template: 'PICKUP_SHIPPING_REQUESTED',
    subject: `order:${facts.orderId}:pickup-shipping:${ids.join(',')}`,
    variables: {
      orderNo: facts.mUid,
      productNames: [...new Set(facts.lines.map((line) => line.productName))].join(', '),
      address: `${facts.address.address} ${facts.address.detailAddress}`.trim(),
      orderUrl: orderPath(facts.orderId),
    },
  };
}
