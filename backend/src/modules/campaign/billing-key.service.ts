import { randomInt } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import type { Config } from '../../config';
import { enqueueInTransaction } from '../../jobs/enqueue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logger';
import { BillingKeyMethod, CampaignChargeStatus, CampaignSettleMode, OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import { AppError, invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { paymentRequestOf } from '../../../../domain/order/payment-request';
import { MERCHANT_UID_ALPHABET } from '../../../../domain/order/m-uid-rules';
import { sandboxCheckoutUrl } from '../../../../domain/payment/sandbox-checkout-url';
import {
  BILLING_KEY_CLOSED_MESSAGE,
  BILLING_KEY_FREE_ORDER_MESSAGE,
  BILLING_KEY_NOT_FOUND_MESSAGE,
  BILLING_KEY_ORDER_NOT_READY_MESSAGE,
  BILLING_KEY_SWAP_CLOSED_MESSAGE,
  BILLING_KEY_UNREACHABLE_MESSAGE,
  billingMethodOf,
  canRegisterKey,
  CHARGE_MAX_TRIES,
  customerUidBelongsTo,
  customerUidFor,
  keyRequestMerchantUid,
  last4Of,
  NOT_CHARGE_AT_CLOSE_MESSAGE,
  registerBillingKeySchema,
  requestBillingKeySchema,
} from '../../../../domain/campaign/billing';
import type { Viewer } from '../account/session.service';
import { ownOrder, type OwnOrder } from '../order/order-guards';
import { orderBuyer, orderDelivery } from '../order/order-read';
import type { Order } from '../order/order.entity';
import { providerUnreachable } from '../order/place-order-effects';
import { BillingKey } from './billing-key.entity';
import { CampaignCharge } from './campaign-charge.entity';
import { Campaign } from './campaign.entity';

export interface BillingKeyDeps {
  em: EntityManager;
  viewer: Viewer;
  config: Config;
  gateway: PaymentGateway;
  log: Logger;
  returnOrigin?: string;
  now?: Date;
}


function nonce(length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += MERCHANT_UID_ALPHABET[randomInt(MERCHANT_UID_ALPHABET.length)];
  return text;
}

/** The CHARGE_AT_CLOSE campaign one of the order's lines takes part in; null when none. */
export async function chargeAtCloseCampaignOf(em: EntityManager, own: Pick<OwnOrder, 'lines'>): Promise<Campaign | null> {
  const productIds = [...new Set(own.lines.map((line) => line.product.id))];
  if (productIds.length === 0) return null;
  return em.findOne(Campaign, { product: { $in: productIds }, settleMode: CampaignSettleMode.CHARGE_AT_CLOSE }, { refresh: true });
}

/** The order's charge under a row lock (the order's lock is held first, as the charge job does). */
export function lockedChargeOf(em: EntityManager, order: Order): Promise<CampaignCharge | null> {
  return em.findOne(CampaignCharge, { order: order.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['billingKey'] });
}

/** The checks both mutations share: the viewer's READY order of a CHARGE_AT_CLOSE campaign, and whether a key may be (re)registered now. */
async function registrable(deps: BillingKeyDeps, id: number) {
  const own = await ownOrder(deps.em, deps.viewer, id);
  const campaign = await chargeAtCloseCampaignOf(deps.em, own);
  if (!campaign) throw invalidState(NOT_CHARGE_AT_CLOSE_MESSAGE);
  const charge = await lockedChargeOf(deps.em, own.order);
  if (charge) {
    if (!canRegisterKey(charge, campaign.status)) throw invalidState(BILLING_KEY_SWAP_CLOSED_MESSAGE);
    return { ...own, campaign, charge };
  }
  const now = deps.now ?? new Date();
  if (own.specification.status !== OrderSpecificationStatus.READY) throw invalidState(BILLING_KEY_ORDER_NOT_READY_MESSAGE);
  if (own.order.expiresAt && own.order.expiresAt.getTime() <= now.getTime()) throw invalidState(BILLING_KEY_ORDER_NOT_READY_MESSAGE);
  if (!canRegisterKey(null, campaign.status) || campaign.closesAt.getTime() <= now.getTime()) {
    throw invalidState(BILLING_KEY_CLOSED_MESSAGE);
  }
  if (own.order.paidPrice <= 0) throw invalidState(BILLING_KEY_FREE_ORDER_MESSAGE);
  return { ...own, campaign, charge: null };
}

/** requestBillingKey: what the payment window needs to issue a key for the viewer's order (nothing is charged). */
export async function requestBillingKey(deps: BillingKeyDeps, data: unknown) {
  const input = parseInput(requestBillingKeySchema, data);
  const { order, lines } = await registrable(deps, input.orderId);
  const payMethod = input.method === BillingKeyMethod.kakaopay ? PayMethod.kakaopay : PayMethod.card;
  const [buyer, delivery] = await Promise.all([orderBuyer(deps.em, order), orderDelivery(deps.em, order)]);
  const base = paymentRequestOf(
    deps.config,
    {
      id: order.id,
      mUid: order.mUid,
      paidPrice: order.paidPrice,
      payMethod,
      productNames: [...lines].sort((a, b) => a.id - b.id).map((line) => line.productName),
      buyer,
      delivery,
      vbankDue: null,
    },
    deps.returnOrigin,
  );
  if (!base) throw invalidState(BILLING_KEY_FREE_ORDER_MESSAGE);
  const request = {
    ...base,
    merchantUid: keyRequestMerchantUid(order.mUid, nonce(6)),
    amount: 0,
    customerUid: customerUidFor(deps.viewer.userId, order.id, nonce(12)),
  };
  deps.log.info({ orderId: order.id, method: input.method }, 'billing key requested');
  return {
    pg: request.pg,
    method: input.method,
    customerUid: request.customerUid,
    merchantUid: request.merchantUid,
    amount: 0,
    name: request.name,
    buyerName: request.buyerName,
    buyerEmail: request.buyerEmail,
    buyerTel: request.buyerTel,
    redirectUrl: request.redirectUrl,
    sandboxUrl: deps.config.PAYMENT_DRIVER === 'sandbox' ? sandboxCheckoutUrl(request) : null,
  };
}

/**
 * registerBillingKey: the key the window issued is looked up at the provider (it must exist and
 * name this member and order), stored once, and put on the order's charge: a new REGISTERED
 * charge (the order stops expiring), or a swap of the card before the last try. A repeat of the
 * same customer_uid changes nothing.
 */
export async function registerBillingKey(deps: BillingKeyDeps, data: unknown): Promise<Order> {
  const input = parseInput(registerBillingKeySchema, data);
  const { em, viewer, log } = deps;
  const { order, specification, campaign, charge } = await registrable(deps, input.orderId);
  if (charge?.billingKey.customerUid === input.customerUid) return order;
  if (!customerUidBelongsTo(input.customerUid, viewer.userId, order.id)) {
    log.warn({ orderId: order.id }, 'registerBillingKey with a customer_uid of another request');
    throw new AppError('PAYMENT_VERIFICATION_FAILED', BILLING_KEY_NOT_FOUND_MESSAGE);
  }
  let found;
  try {
    found = await deps.gateway.getBillingKey(input.customerUid);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw providerUnreachable(log, error, { orderId: order.id }, BILLING_KEY_UNREACHABLE_MESSAGE);
  }
  if (!found) throw new AppError('PAYMENT_VERIFICATION_FAILED', BILLING_KEY_NOT_FOUND_MESSAGE);
  const now = deps.now ?? new Date();
  // The unique customer_uid keeps one row per key even if two registrations race past the lock.
  const key =
    (await em.findOne(BillingKey, { customerUid: input.customerUid })) ??
    em.create(BillingKey, {
      user: viewer.userId,
      customerUid: input.customerUid,
      method: billingMethodOf(found.pgProvider),
      cardName: found.cardName,
      last4: last4Of(found.cardNumber),
      createdAt: now,
    });
  if (charge) {
    const replaced = charge.billingKey.customerUid;
    charge.billingKey = key;
    // The old card is deleted at PortOne by a job queued with the swap (ADR 0070): after the commit,
    // retried on its own, and never a reason for the swap to fail.
    await enqueueInTransaction(em, QUEUES.deleteBillingKey, { customerUid: replaced }, `delete-billing-key-${replaced}`);
    log.info({ orderId: order.id, chargeId: charge.id, status: charge.status }, 'billing key swapped');
  } else {
    em.create(CampaignCharge, {
      order,
      campaign,
      billingKey: key,
      amount: order.paidPrice,
      status: CampaignChargeStatus.REGISTERED,
      tries: 0,
      maxTries: CHARGE_MAX_TRIES,
      createdAt: now,
      updatedAt: now,
    });
    // The line now waits for the close, not for a payment deadline.
    order.expiresAt = null;
    specification.payMethod = key.method === BillingKeyMethod.kakaopay ? PayMethod.kakaopay : PayMethod.card;
    log.info({ orderId: order.id, campaignId: campaign.id }, 'billing key registered');
  }
  await em.flush();
  return order;
}
