import type { EntityManager } from '@mikro-orm/postgresql';
import type { GatewayPayment, PaymentGateway } from '../../adapters/payment/payment-gateway';
import { OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import type { Logger } from '../../logger';
import { queuePaymentMessage } from '../messaging/order-messages';
import type { Order } from './order.entity';
import { lockOrder, releaseUnpaidOrder } from './order-release';
import { markOrderPaid } from './order-rows';
import { releaseReasonOf } from '../../../../domain/order/pay-order-input';
import { isStillRefundable, refundUnwantedPayment, type RefundResult } from './payment-refund';

/*
 * Applying what the payment provider says about a payment (docs/product-rules.md#orders-and-payment):
 * payOrder, the webhook and the expiry job all come here. Nothing the caller says is trusted but
 * which payment to look at: the payment is read from the provider, must carry the order's
 * merchant uid and exactly its amount, and is applied once under a row lock on the order, so a
 * payOrder and any number of webhook replays arriving together change the order once.
 */

export type PaymentSource = 'payOrder' | 'webhook' | 'expiry';

export type PaymentOutcome =
  /** READY -> PAID. */
  | 'paid'
  /** A virtual account was issued (or re-reported with other details); the order waits for the deposit. */
  | 'vbank-issued'
  /** Failed or cancelled before it was paid: the order released, stock and points back. */
  | 'released'
  /** The order already reflects this payment (a replay), or the payment is still pending. */
  | 'unchanged'
  /** Paid after the order had been released (expired): the money was sent back. */
  | 'refunded-late'
  /** The payment is not this order's or not its amount: not applied (a paid one is refunded). */
  | 'mismatch'
  /** The provider knows no such payment. */
  | 'no-payment'
  /** No order has this merchant uid. */
  | 'unknown-order';

export interface AppliedPayment {
  outcome: PaymentOutcome;
  order: Order | null;
  payment: GatewayPayment | null;
  /** Set when a tampered or late payment had to be sent back; 'failed' means staff must refund it. */
  refund?: RefundResult;
}

/** Which payment to read: by PortOne's id, or the latest one made for the merchant uid. */
export interface PaymentLookup {
  impUid: string | null;
  merchantUid: string;
}

/** Reads the payment from the provider; PaymentGatewayError when it cannot be reached. */
export function fetchPayment(gateway: PaymentGateway, lookup: PaymentLookup): Promise<GatewayPayment | null> {
  return lookup.impUid ? gateway.getPayment(lookup.impUid) : gateway.findPaymentByMerchantUid(lookup.merchantUid);
}

export interface ApplyOptions {
  gateway: PaymentGateway;
  /** The order when the caller already knows it (payOrder, after checking ownership); else found by merchant uid. */
  orderId?: number;
  /**
   * The deployment's university: another tenant's order in the same database is treated as
   * unknown, since its payments go through that tenant's own provider account.
   */
  universityId?: number;
  merchantUid: string;
  source: PaymentSource;
  log: Logger;
  now?: Date;
}

/** Why a payment cannot be this order's; null when merchant uid, amount and currency all match. */
function mismatchOf(order: Order, payment: GatewayPayment): string | null {
  if (payment.merchantUid !== order.mUid) return 'merchant uid differs';
  if (payment.amount !== order.paidPrice) return 'amount differs';
  if (payment.currency !== 'KRW') return 'currency differs';
  return null;
}

function issueVirtualAccount(order: Order, payment: GatewayPayment): PaymentOutcome {
  const specification = order.orderSpecification!;
  const vbank = payment.vbank;
  if (!vbank || specification.payMethod !== PayMethod.vbank) return 'unchanged';
  const same =
    specification.vbankNum === vbank.num &&
    specification.vbankCode === vbank.code &&
    specification.vbankDate?.getTime() === vbank.dueAt.getTime();
  if (same) return 'unchanged';
  specification.impUid = payment.impUid;
  specification.pgProvider = payment.pgProvider;
  specification.vbankNum = vbank.num;
  specification.vbankName = vbank.name;
  specification.vbankCode = vbank.code;
  specification.vbankHolder = vbank.holder;
  specification.vbankDate = vbank.dueAt;
  // The provider's deadline governs from now on: the expiry job releases the order after it.
  order.expiresAt = vbank.dueAt;
  return 'vbank-issued';
}

/**
 * Applies a payment already read from the provider, inside the caller's transaction. The order is
 * locked and read afresh first; every branch is a no-op when the order already reflects it.
 */
export async function applyGatewayPayment(
  em: EntityManager,
  payment: GatewayPayment | null,
  options: ApplyOptions,
): Promise<AppliedPayment> {
  const now = options.now ?? new Date();
  const tenant = options.universityId === undefined ? {} : { university: options.universityId };
  const order = await lockOrder(em, options.orderId ? { id: options.orderId, ...tenant } : { mUid: options.merchantUid, ...tenant });
  const context = { orderId: order?.id, merchantUid: options.merchantUid, impUid: payment?.impUid, source: options.source };
  if (!order || !order.orderSpecification) {
    options.log.warn(context, 'payment for an unknown order ignored');
    return { outcome: 'unknown-order', order: null, payment };
  }
  if (!payment) {
    options.log.warn(context, 'payment not found at the provider');
    return { outcome: 'no-payment', order, payment };
  }
  const mismatch = mismatchOf(order, payment);
  if (mismatch) {
    options.log.error(
      {
        ...context,
        reason: mismatch,
        expectedMerchantUid: order.mUid,
        actualMerchantUid: payment.merchantUid,
        expectedAmount: order.paidPrice,
        actualAmount: payment.amount,
        currency: payment.currency,
        status: payment.status,
      },
      'payment does not match its order: not applied',
    );
    // Only a payment made under this order's merchant uid is ours to send back.
    if (payment.merchantUid !== order.mUid || !isStillRefundable(payment)) return { outcome: 'mismatch', order, payment };
    const refund = await refundUnwantedPayment(options.gateway, payment, {
      reason: '결제 금액이 주문 금액과 달라 결제를 자동으로 취소했어요.',
      log: options.log,
      orderId: order.id,
    });
    return { outcome: 'mismatch', order, payment, refund };
  }

  const applied = await applyMatchingPayment(em, order, payment, { ...options, now });
  await queuePaymentMessage(em, order, applied.outcome);
  if (applied.outcome !== 'unchanged') {
    options.log.info({ ...context, ...applied, status: payment.status }, 'payment applied');
  }
  await em.flush();
  return { ...applied, order, payment };
}

async function applyMatchingPayment(
  em: EntityManager,
  order: Order,
  payment: GatewayPayment,
  options: ApplyOptions & { now: Date },
): Promise<Pick<AppliedPayment, 'outcome' | 'refund'>> {
  const specification = order.orderSpecification!;
  switch (specification.status) {
    case OrderSpecificationStatus.PAID:
      if (specification.impUid !== payment.impUid && payment.status === 'paid') {
        options.log.error(
          { orderId: order.id, impUid: payment.impUid, paidWith: specification.impUid },
          'a second payment for an order already paid',
        );
      }
      return { outcome: 'unchanged' };
    case OrderSpecificationStatus.CANCELLED: {
      if (!isStillRefundable(payment)) return { outcome: 'unchanged' };
      const refund = await refundUnwantedPayment(options.gateway, payment, {
        reason: '결제 기한이 지나 취소된 주문의 결제를 자동으로 환불했어요.',
        log: options.log,
        orderId: order.id,
      });
      specification.impUid ??= payment.impUid;
      specification.pgProvider ??= payment.pgProvider;
      return { outcome: 'refunded-late', refund };
    }
    case OrderSpecificationStatus.READY:
      break;
  }
  switch (payment.status) {
    case 'paid':
      await markOrderPaid(em, order, {
        paidAt: payment.paidAt ?? options.now,
        impUid: payment.impUid,
        pgProvider: payment.pgProvider,
        now: options.now,
      });
      return { outcome: 'paid' };
    case 'ready':
      return { outcome: issueVirtualAccount(order, payment) };
    case 'failed':
    case 'cancelled': {
      specification.impUid = payment.impUid;
      specification.pgProvider = payment.pgProvider;
      await em.flush();
      await releaseUnpaidOrder(em, { orderId: order.id, reason: releaseReasonOf(payment), now: options.now });
      return { outcome: 'released' };
    }
  }
}

/**
 * Looks the payment up and applies it in one go, for callers already inside a transaction
 * (payOrder, the expiry job). PaymentGatewayError propagates: the caller decides what the buyer,
 * PortOne or the job sees.
 */
export async function applyPayment(
  em: EntityManager,
  options: ApplyOptions & { impUid: string | null },
): Promise<AppliedPayment> {
  const payment = await fetchPayment(options.gateway, { impUid: options.impUid, merchantUid: options.merchantUid });
  return applyGatewayPayment(em, payment, options);
}
