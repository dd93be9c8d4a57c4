import type { EntityManager } from '@mikro-orm/postgresql';
import { orderPath, seoulDateTime, won } from '../../../../domain/messaging/message-format';
import { queueMessage } from '../messaging/message-queue';
import type { Order } from '../order/order.entity';

const owner = (order: Order) => ({ universityId: order.university.id, userId: order.user.id });

/** A charge on the registered key was refused: why, when it is tried again, and where to swap the card. */
export function queueChargeRefused(
  em: EntityManager,
  order: Order,
  charge: { id: number; tries: number; amount: number; reason: string; nextTryAt: Date },
): Promise<void> {
  return queueMessage(em, {
    template: 'CAMPAIGN_CHARGE_REFUSED',
    // One message per refused try: a retried job queues the same try once.
    subject: `charge:${charge.id}:try:${charge.tries}`,
    ...owner(order),
    variables: {
      orderNo: order.mUid,
      amount: won(charge.amount),
      reason: charge.reason,
      nextTryAt: seoulDateTime(charge.nextTryAt),
      orderUrl: orderPath(order.id),
    },
  });
}

/** The last try was refused too: the line is cancelled and nothing was charged. */
export function queueChargeCancelled(em: EntityManager, order: Order, charge: { id: number; reason: string }): Promise<void> {
  return queueMessage(em, {
    template: 'CAMPAIGN_CHARGE_CANCELLED',
    subject: `charge:${charge.id}:cancelled`,
    ...owner(order),
    variables: { orderNo: order.mUid, reason: charge.reason, orderUrl: orderPath(order.id) },
  });
}
