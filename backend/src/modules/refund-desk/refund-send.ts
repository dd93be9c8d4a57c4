import { LockMode } from '@mikro-orm/core';
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
import { gatewayRefundable, gatewayRefundables, gatewayRemaining, refundAccountOf, sendGatewayRefund } from '../order/line-cancel';
import type { OrderSpecification } from '../order/order-specification.entity';
import type { Order } from '../order/order.entity';
import { lockOrder, lockOrders } from '../order/order-release';
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
  await settleAtGateway(refund, { order, specification, impUid: specification.impUid }, await gatewayRefundable(em, order), deps);
  await em.flush();
  return refund;
}

/**
 * The decision for one locked refund, in memory (the caller flushes): what the gateway holds is
 * read first; the refund is sent only when it holds exactly what the shop expects, DONE when it
 * already holds what is left after it, FAILED otherwise (retry list, or staff only on a mismatch).
 */
async function settleAtGateway(
  refund: Refund,
  paid: { order: Order; specification: OrderSpecification; impUid: string },
  refundable: number,
  deps: RefundDependencies,
): Promise<void> {
  const { order, specification, impUid } = paid;
  const remaining = await gatewayRemaining(deps.payment, impUid);
  const now = deps.now ?? new Date();
  const fail = (error: string, retry: 'retry' | 'staff only' = 'retry') => {
    refund.status = StaffRefundStatus.FAILED;
    refund.lastError = error;
    refund.nextRetryAt = retry === 'retry' ? nextRefundRetryAt(refund.autoRetries, now) : null;
  };
  if (remaining === null) fail(REFUND_LOOKUP_ERROR);
  else if (remaining === refundable - refund.amount) {
    deps.log.warn({ refundId: refund.id, orderId: order.id }, 'refund found landed at the gateway; not sent again');
    refund.status = StaffRefundStatus.DONE;
    refund.doneAt = now;
    refund.nextRetryAt = null;
  } else if (remaining !== refundable) fail(REFUND_MISMATCH_ERROR, 'staff only');
  else {
    refund.attempts += 1;
    try {
      const request = { impUid, amount: refund.amount, refundable, reason: refund.reason };
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
}

export interface RefundBatchOptions {
  /** Orders whose refunds go to the gateway side by side. */
  lanes: number;
  /** Asked before each refund with how many this batch decided so far: false leaves it and the rest for a later run. */
  keepGoing?: (decided: number) => boolean;
}

/**
 * Many PENDING or FAILED refunds in the caller's transaction, with the guarantees of
 * sendRefundLocked at a few statements for the whole batch (a failed campaign's close,
 * docs/decisions/0071): the refund rows locked, then their orders, each in id order (the order
 * sendRefundLocked takes them in, one by one), what each order still owes read in one statement,
 * then each order's refunds decided in turn (orders side by side, `lanes` at a time), one flush.
 * Refunds already DONE, or of another tenant, are passed over. How many were decided (DONE or FAILED).
 */
export async function sendRefundsLocked(
  em: EntityManager,
  universityId: number,
  refundIds: readonly number[],
  deps: RefundDependencies,
  options: RefundBatchOptions,
): Promise<number> {
  if (refundIds.length === 0) return 0;
  const locked = await em.find(
    Refund,
    { id: { $in: [...refundIds] }, university: universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
  );
  const refunds = locked.filter((refund) => refund.status !== StaffRefundStatus.DONE);
  const orders = await lockOrders(em, [...new Set(refunds.map((refund) => refund.order.id))], 'payment');
  const owed = await gatewayRefundables(em, orders);
  const queue = orders.map((order) => ({ order, refunds: refunds.filter((refund) => refund.order.id === order.id) }));
  let decided = 0;
  await Promise.all(
    Array.from({ length: options.lanes }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { order } = next;
        const specification = order.orderSpecification;
        if (!specification?.impUid) throw new Error(`Order ${order.id} has no paid payment to refund`);
        let refundable = owed.get(order.id) ?? 0;
        for (const refund of next.refunds) {
          if (options.keepGoing && !options.keepGoing(decided)) return;
          await settleAtGateway(refund, { order, specification, impUid: specification.impUid }, refundable, deps);
          decided += 1;
          // Booked as cancelled and no longer owed: the gateway holds that much less for the next one.
          if (refund.status === StaffRefundStatus.DONE) refundable -= refund.amount;
        }
      }
    }),
  );
  await em.flush();
  return decided;
}

/** The same, in a transaction of its own: the staff cancel's step after its commit. */
export function sendRefund(em: EntityManager, universityId: number, refundId: number, deps: RefundDependencies): Promise<Refund> {
  return em.transactional((tx) => sendRefundLocked(tx, universityId, refundId, deps));
}
