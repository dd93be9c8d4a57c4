// CHARGE_AT_CLOSE group purchases in the mocked shop (ADR 0064): requestBillingKey and
// registerBillingKey with billing-key.service.ts's checks, order and sentences (domain/campaign/
// billing.ts). There is no PortOne: a customer_uid whose random part starts with "unknown" stands
// for a key the provider does not know; any other one this member requested for this order is issued.
import {
  BILLING_KEY_CLOSED_MESSAGE,
  BILLING_KEY_FREE_ORDER_MESSAGE,
  BILLING_KEY_NOT_FOUND_MESSAGE,
  BILLING_KEY_ORDER_NOT_READY_MESSAGE,
  BILLING_KEY_SWAP_CLOSED_MESSAGE,
  CAMPAIGN_FAILED_CANCEL_REASON,
  canRegisterKey,
  CHARGE_MAX_TRIES,
  customerUidBelongsTo,
  customerUidFor,
  keyRequestMerchantUid,
  NOT_CHARGE_AT_CLOSE_MESSAGE,
  registerBillingKeySchema,
  requestBillingKeySchema,
} from '../../domain/campaign/billing';
import { AppError, invalidState } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import { sandboxCheckoutUrl } from '../../domain/payment/sandbox-checkout-url';
import type * as T from '../__generated__/types';
import { campaignsOf, type StoreCampaign } from './campaigns';
import type { MockDb } from './db';
import { ownOrder } from './orders';
import { paymentRequestFor } from './payment';
import { requireViewer } from './refusals';
import type { StoreMember, StoreOrder } from './types';

export interface StoreBillingKey {
  id: number;
  userId: number;
  customerUid: string;
  method: T.BillingKeyMethod;
  cardName: string | null;
  last4: string | null;
  createdAt: string;
}

export interface StoreCharge {
  id: number;
  orderId: number;
  campaignId: number;
  amount: number;
  status: T.CampaignChargeStatus;
  tries: number;
  maxTries: number;
  nextTryAt: string | null;
  lastError: string | null;
  billingKeyId: number;
}

export interface StoreBilling {
  keys: StoreBillingKey[];
  charges: StoreCharge[];
  /** Requests handed out, so a nonce stays unique within the session. */
  requests: number;
  /** The method each requested customer_uid was issued with (what PortOne's lookup would report). */
  methods: Record<string, T.BillingKeyMethod>;
}

export function billingOf(db: MockDb): StoreBilling {
  db.state.billing ??= { keys: [], charges: [], requests: 0, methods: {} };
  return db.state.billing;
}

function chargeAtCloseCampaignOf(db: MockDb, order: StoreOrder): StoreCampaign | null {
  const productIds = new Set(order.lines.map((line) => line.productId));
  return campaignsOf(db).find((row) => row.settleMode === 'CHARGE_AT_CLOSE' && productIds.has(row.productId)) ?? null;
}

export function chargeOf(db: MockDb, orderId: number): StoreCharge | null {
  return billingOf(db).charges.find((row) => row.orderId === orderId) ?? null;
}

export function keyOf(db: MockDb, charge: StoreCharge): StoreBillingKey {
  const key = billingOf(db).keys.find((row) => row.id === charge.billingKeyId);
  if (!key) throw new Error(`Billing key ${charge.billingKeyId} is missing`);
  return key;
}

const nonce = (db: MockDb, length: number) => {
  const billing = billingOf(db);
  billing.requests += 1;
  return `m${billing.requests.toString(36)}${db.now().getTime().toString(36)}`.padEnd(length, '0').slice(0, length);
};

function registrable(db: MockDb, member: StoreMember, orderId: number) {
  const order = ownOrder(db, member, orderId);
  const campaign = chargeAtCloseCampaignOf(db, order);
  if (!campaign) throw invalidState(NOT_CHARGE_AT_CLOSE_MESSAGE);
  const charge = chargeOf(db, order.id);
  if (charge) {
    if (!canRegisterKey(charge, campaign.status)) throw invalidState(BILLING_KEY_SWAP_CLOSED_MESSAGE);
    return { order, campaign, charge };
  }
  const now = db.now().getTime();
  if (order.specification.status !== 'READY') throw invalidState(BILLING_KEY_ORDER_NOT_READY_MESSAGE);
  if (order.expiresAt && new Date(order.expiresAt).getTime() <= now) throw invalidState(BILLING_KEY_ORDER_NOT_READY_MESSAGE);
  if (!canRegisterKey(null, campaign.status) || new Date(campaign.closesAt).getTime() <= now) throw invalidState(BILLING_KEY_CLOSED_MESSAGE);
  if (order.paidPrice <= 0) throw invalidState(BILLING_KEY_FREE_ORDER_MESSAGE);
  return { order, campaign, charge: null };
}

export function requestBillingKey(db: MockDb, viewer: StoreMember | null, data: T.RequestBillingKeyInput, origin: string): T.BillingKeyRequest {
  const member = requireViewer(viewer);
  const input = parseInput(requestBillingKeySchema, data);
  const { order } = registrable(db, member, input.orderId);
  const payMethod = input.method === 'kakaopay' ? 'kakaopay' : 'card';
  const base = paymentRequestFor(db, { ...order, specification: { ...order.specification, payMethod }, expiresAt: null }, origin);
  if (!base) throw invalidState(BILLING_KEY_FREE_ORDER_MESSAGE);
  const request = {
    ...base,
    merchantUid: keyRequestMerchantUid(order.mUid, nonce(db, 6)),
    amount: 0,
    customerUid: customerUidFor(member.id, order.id, nonce(db, 12)),
  };
  billingOf(db).methods[request.customerUid] = input.method;
  return {
    __typename: 'BillingKeyRequest',
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
    sandboxUrl: sandboxCheckoutUrl(request),
  };
}

/** A customer_uid whose random part starts with "unknown": a key the stand-in provider never issued. */
const issued = (customerUid: string) => !/_unknown[0-9a-z]*$/.test(customerUid);

export function registerBillingKey(db: MockDb, viewer: StoreMember | null, data: T.RegisterBillingKeyInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(registerBillingKeySchema, data);
  const { order, campaign, charge } = registrable(db, member, input.orderId);
  if (charge && keyOf(db, charge).customerUid === input.customerUid) return order;
  if (!customerUidBelongsTo(input.customerUid, member.id, order.id) || !issued(input.customerUid)) {
    throw new AppError('PAYMENT_VERIFICATION_FAILED', BILLING_KEY_NOT_FOUND_MESSAGE);
  }
  const billing = billingOf(db);
  const kakao = billing.methods[input.customerUid] === 'kakaopay';
  const key =
    billing.keys.find((row) => row.customerUid === input.customerUid) ??
    ((row: StoreBillingKey) => (billing.keys.push(row), row))({
      id: billing.keys.length + 1,
      userId: member.id,
      customerUid: input.customerUid,
      method: kakao ? 'kakaopay' : 'card',
      cardName: kakao ? '카카오페이' : '신한카드',
      last4: kakao ? null : '1234',
      createdAt: db.nowIso(),
    });
  if (charge) {
    charge.billingKeyId = key.id;
    return order;
  }
  billing.charges.push({
    id: billing.charges.length + 1,
    orderId: order.id,
    campaignId: campaign.id,
    amount: order.paidPrice,
    status: 'REGISTERED',
    tries: 0,
    maxTries: CHARGE_MAX_TRIES,
    nextTryAt: null,
    lastError: null,
    billingKeyId: key.id,
  });
  order.expiresAt = null;
  order.specification.payMethod = kakao ? 'kakaopay' : 'card';
  return order;
}

/**
 * What the campaign-charges job does, for the mocked close (mocks/store/campaigns.ts): CONFIRMED
 * charges every registered key (the stand-in provider always pays), FAILED cancels every open
 * charge and its lines with nothing charged.
 */
export function settleCharges(
  db: MockDb,
  campaignId: number,
  outcome: 'CONFIRMED' | 'FAILED',
  /** `cancel` is for lines the caller does not cancel itself (the mocked close cancels a failed campaign's lines). */
  effects: { markPaid: (order: StoreOrder) => void; cancel: (order: StoreOrder, reason: string) => void },
): void {
  for (const charge of billingOf(db).charges) {
    if (charge.campaignId !== campaignId || (charge.status !== 'REGISTERED' && charge.status !== 'RETRYING')) continue;
    const order = db.state.orders.find((row) => row.id === charge.orderId);
    if (!order) continue;
    if (outcome === 'CONFIRMED') {
      Object.assign(charge, { status: 'PAID', tries: charge.tries + 1, nextTryAt: null, lastError: null });
      effects.markPaid(order);
    } else {
      Object.assign(charge, { status: 'CANCELLED', nextTryAt: null });
      effects.cancel(order, CAMPAIGN_FAILED_CANCEL_REASON);
    }
  }
}

/** Order.campaignCharge as the contract shapes it. */
export function campaignChargeOf(db: MockDb, order: StoreOrder): T.CampaignCharge | null {
  const charge = chargeOf(db, order.id);
  if (!charge) return null;
  const key = keyOf(db, charge);
  return {
    __typename: 'CampaignCharge',
    ...charge,
    billingKey: { __typename: 'BillingKey', id: key.id, method: key.method, cardName: key.cardName, last4: key.last4, createdAt: key.createdAt },
  };
}
