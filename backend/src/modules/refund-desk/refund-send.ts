import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { StaffRefundStatus } from '../../../../domain/enums';
import { invalidState, notFound } from '../../../../domain/errors/errors';
import {
  REFUND_ALREADY_DONE_MESSAGE,
  REFUND_LOOKUP_ERROR,
  REFUND_MISMATCH_ERROR,
  REFUND_NOT_FOUND_MESSAGE,
} from '../../../../domain/refund-desk/refund-desk-messages';
import type { Logger } from '../../logger';
import { nextRefundRetryAt } from '../../../../domain/refund-desk/refund-retry';
import { gatewayRefundable, gatewayRemaining, refundAccountOf, sendGatewayRefund } from '../order/line-cancel';
import { lockOrder } from '../order/order-release';
import { Refund } from './refund.entity';

export interface RefundDependencies {
  payment: PaymentGateway;
  log: Logger;
  now?: Date;
}

/**
 * Sends a PENDING or FAILED refund, in the caller's transaction, under the refund's row lock and
 * then its order's (the order lock serialises it with member cancels, which compute the same
 * checksum). The payment is read first: when the gateway already holds what is left after this
 * refund, an earlier attempt whose answer was lost landed and the refund is DONE without a second
 * call; when it holds anything but what the shop expects, nothing is sent (never twice). Two staff
 * retrying at once take turns on the row lock and the second finds it DONE.
 */
export async function sendRefundLocked(em: EntityManager, universityId: number, refundId: number, deps: RefundDependencies): Promise<Refund> {
  const [row] = await em.execute<{ id: number }[]>('select id from refund where id = ? and university_id = ? for update', [
    refundId,
    universityId,
  ]);
  if (!row) throw notFound(REFUND_NOT_FOUND_MESSAGE);
  const refund = await em.findOneOrFail(Refund, refundId, { refresh: true });
  if (refund.status === StaffRefundStatus.DONE) throw invalidState(REFUND_ALREADY_DONE_MESSAGE);
  const order = await lockOrder(em, { id: refund.order.id });
  const specification = order?.orderSpecification;
  if (!order || !specification?.impUid) throw new Error(`Refund ${refundId} has no paid order to refund`);
  const refundable = await gatewayRefundable(em, order);
  const remaining = await gatewayRemaining(deps.payment, specification.impUid);
  const now = deps.now ?? new Date();
  const fail = (error: string, retry: 'retry' | 'staff only' = 'retry') => {
    refund.status = StaffRefundStatus.FAILED;
    refund.lastError = error;
    refund.nextRetryAt = retry === 'retry' ? nextRefundRetryAt(refund.autoRetries, now) : null;
  };
  if (remaining === null) fail(REFUND_LOOKUP_ERROR);
  else if (remaining === refundable - refund.amount) {
    deps.log.warn({ refundId, orderId: order.id }, 'refund found landed at the gateway; not sent again');
    refund.status = StaffRefundStatus.DONE;
    refund.doneAt = now;
    refund.nextRetryAt = null;
  } else if (remaining !== refundable) fail(REFUND_MISMATCH_ERROR, 'staff only');
  else {
    refund.attempts += 1;
    try {
      const request = { impUid: specification.impUid, amount: refund.amount, refundable, reason: refund.reason };
      await sendGatewayRefund(deps.payment, { ...request, refundAccount: refundAccountOf({ order, specification }) }, deps.log, order.id);
      refund.status = StaffRefundStatus.DONE;
      refund.doneAt = now;
      refund.lastError = null;
      refund.nextRetryAt = null;
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      fail(error.message);
    }
  }
  await em.flush();
  return refund;
}

/** The same, in a transaction of its own: the staff cancel's step after its commit. */
export function sendRefund(em: EntityManager, universityId: number, refundId: number, deps: RefundDependencies): Promise<Refund> {
  return em.transactional((tx) => sendRefundLocked(tx, universityId, refundId, deps));
}
