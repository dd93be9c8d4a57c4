import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { PayMethod } from '../../../../domain/enums';
import { AppError, invalidState, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { RefusalAfterCommit } from '../../graphql/refusal-after-commit';
import type { Logger } from '../../logger';
import type { Viewer } from '../account/session.service';
import { ORDER_NOT_FOUND_MESSAGE } from '../../../../domain/order/order-messages';
import { Order } from './order.entity';
import { PAID_TOO_LATE_MESSAGE, PAYMENT_NOT_FOUND_MESSAGE, payOrderSchema, VERIFICATION_FAILED_MESSAGE } from '../../../../domain/order/pay-order-input';
import { applyPayment, type AppliedPayment } from './payment.service';
import { providerUnreachable } from './place-order-effects';

export interface PayOrderDeps {
  em: EntityManager;
  viewer: Viewer;
  gateway: PaymentGateway;
  log: Logger;
  now?: Date;
}

async function loadedOrder(em: EntityManager, order: Order): Promise<Order> {
  await em.populate(order, ['orderSpecification', 'orderProducts', 'orderDelivery']);
  return order;
}

/** What the buyer is told when the payment cannot be applied; null when the order is the answer. */
function refusalOf(applied: AppliedPayment, hadImpUid: boolean, log: Logger): AppError | null {
  switch (applied.outcome) {
    case 'mismatch':
      return new AppError('PAYMENT_VERIFICATION_FAILED', VERIFICATION_FAILED_MESSAGE);
    case 'no-payment':
      return hadImpUid
        ? new AppError('PAYMENT_VERIFICATION_FAILED', PAYMENT_NOT_FOUND_MESSAGE)
        : null;
    case 'refunded-late':
      if (applied.refund === 'failed') log.error({ orderId: applied.order?.id }, 'late payment not refunded');
      return invalidState(PAID_TOO_LATE_MESSAGE);
    default:
      return null;
  }
}

/**
 * payOrder: the payment window came back. The buyer's order (another member's is NOT_FOUND, like a
 * missing one) and the merchant uid it paid under are checked, then the payment is read from the
 * provider and applied like a webhook. A late payment is refunded and refused after the
 * transaction commits (RefusalAfterCommit), so the refund's trace on the order is kept.
 */
export async function payOrder(deps: PayOrderDeps, data: unknown): Promise<Order> {
  const { em, viewer, log } = deps;
  const input = parseInput(payOrderSchema, data);
  const order = await em.findOne(
    Order,
    { id: input.orderId, user: viewer.userId, university: viewer.universityId },
    { populate: ['orderSpecification'] },
  );
  if (!order?.orderSpecification) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  if (input.merchantUid !== order.mUid) {
    log.warn({ orderId: order.id, expectedMerchantUid: order.mUid, actualMerchantUid: input.merchantUid }, 'payOrder with another merchant uid');
    throw new AppError('PAYMENT_VERIFICATION_FAILED', VERIFICATION_FAILED_MESSAGE);
  }
  // A point-only order was paid when it was placed; there is nothing at the provider to read.
  if (order.orderSpecification.payMethod === PayMethod.point) return loadedOrder(em, order);

  let applied: AppliedPayment;
  try {
    applied = await applyPayment(em, {
      gateway: deps.gateway,
      orderId: order.id,
      universityId: viewer.universityId,
      impUid: input.impUid,
      merchantUid: order.mUid,
      source: 'payOrder',
      log,
      ...(deps.now ? { now: deps.now } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw providerUnreachable(
      log,
      error,
      { orderId: order.id, impUid: input.impUid },
      '결제사와 연결하지 못해 결제 결과를 확인하지 못했어요. 잠시 후 주문 내역에서 다시 확인해 주세요.',
    );
  }
  const refusal = refusalOf(applied, input.impUid !== null, log);
  if (refusal?.code === 'INVALID_STATE') throw new RefusalAfterCommit(refusal);
  if (refusal) throw refusal;
  return loadedOrder(em, order);
}
