import { z } from 'zod';
import { BillingKeyMethod, CampaignChargeStatus, CampaignStatus } from '../enums';
import { ORDER_NOT_FOUND_MESSAGE } from '../order/order-messages';

/*
 * CHARGE_AT_CLOSE group purchases (docs/decisions/0064-billing-keys.md, docs/product-rules.md
 * "Group purchases > Billing keys"): a member registers a billing key at order time, nothing is
 * charged until the campaign is CONFIRMED, a refused charge is tried again once a day up to
 * CHARGE_MAX_TRIES tries, and the member may swap the card until the last try. Pure: the backend,
 * the mocked API and the screens all decide with these.
 */

/** Tries before a refused charge cancels its line. */
export const CHARGE_MAX_TRIES = 3;
/** A refused charge is tried again one day later. */
export const CHARGE_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;

/** What the member sees once the key is registered (the checkout's last screen). */
export const BILLING_KEY_REGISTERED_MESSAGE = '결제 수단이 등록됐어요. 공동구매가 확정되면 결제돼요.';
export const NOT_CHARGE_AT_CLOSE_MESSAGE = '이 주문은 결제 수단을 등록하는 공동구매 주문이 아니에요.';
export const BILLING_KEY_CLOSED_MESSAGE = '공동구매 참여가 마감되어 결제 수단을 등록할 수 없어요.';
export const BILLING_KEY_ORDER_NOT_READY_MESSAGE = '결제를 기다리는 주문이 아니어서 결제 수단을 등록할 수 없어요.';
export const BILLING_KEY_NOT_FOUND_MESSAGE = '등록한 결제 수단을 결제사에서 확인하지 못했어요. 결제 수단을 다시 등록해 주세요.';
export const BILLING_KEY_SWAP_CLOSED_MESSAGE = '결제가 이미 끝났거나 마지막 결제 시도가 지나 결제 수단을 바꿀 수 없어요.';
export const BILLING_KEY_FREE_ORDER_MESSAGE = '결제할 금액이 없는 주문이라 결제 수단을 등록하지 않아도 돼요.';
export const BILLING_KEY_UNREACHABLE_MESSAGE = '결제사와 연결하지 못해 결제 수단을 확인하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** Why a line of a failed campaign or of a charge refused to the end was cancelled. */
export const CAMPAIGN_FAILED_CANCEL_REASON = '공동구매가 진행되지 않아 주문이 취소됐어요. 결제된 금액은 없어요.';
export const CHARGE_REFUSED_CANCEL_REASON = '등록한 결제 수단으로 결제하지 못해 주문이 취소됐어요.';

/** The charge status as students read it. */
export const CHARGE_STATUS_LABELS: Record<CampaignChargeStatus, string> = {
  [CampaignChargeStatus.REGISTERED]: '결제 예약',
  [CampaignChargeStatus.PAID]: '결제 완료',
  [CampaignChargeStatus.RETRYING]: '결제 재시도 예정',
  [CampaignChargeStatus.CANCELLED]: '결제 취소',
};

export const BILLING_METHOD_LABELS: Record<BillingKeyMethod, string> = {
  [BillingKeyMethod.card]: '신용·체크카드',
  [BillingKeyMethod.kakaopay]: '카카오페이',
};

/** The merchant uid of one try: a try the provider already paid can never be paid again. */
export function chargeMerchantUid(orderMerchantUid: string, attempt: number): string {
  return `${orderMerchantUid}-c${attempt}`;
}

/** The merchant uid of the payment window that issues a key (it charges nothing). */
export function keyRequestMerchantUid(orderMerchantUid: string, nonce: string): string {
  return `${orderMerchantUid}-k${nonce}`;
}

const CUSTOMER_UID = /^bk_u(\d+)_o(\d+)_[0-9a-z]{8,16}$/;

/** The billing key's id at the provider, naming the member and order it was requested for. */
export function customerUidFor(userId: number, orderId: number, nonce: string): string {
  return `bk_u${userId}_o${orderId}_${nonce}`;
}

/** Whether a customer_uid was requested by this member for this order (registerBillingKey's first check). */
export function customerUidBelongsTo(customerUid: string, userId: number, orderId: number): boolean {
  const match = CUSTOMER_UID.exec(customerUid);
  return match !== null && Number(match[1]) === userId && Number(match[2]) === orderId;
}

/** The last four digits of a masked card number (4500********1234); null for KakaoPay or a number without them. */
export function last4Of(cardNumber: string | null | undefined): string | null {
  const match = /(\d{4})\D*$/.exec(cardNumber ?? '');
  return match?.[1] ?? null;
}

/** Which method issued a key: KakaoPay's own PG, or a card PG. */
export function billingMethodOf(pgProvider: string | null | undefined): BillingKeyMethod {
  return pgProvider?.toLowerCase() === 'kakaopay' ? BillingKeyMethod.kakaopay : BillingKeyMethod.card;
}

export interface ChargeFacts {
  status: CampaignChargeStatus;
  tries: number;
  maxTries: number;
}

/** Whether the member may (re)register a key now: a new registration while the campaign is OPEN, or a swap before the last try. */
export function canRegisterKey(charge: ChargeFacts | null, campaignStatus: CampaignStatus): boolean {
  if (!charge) return campaignStatus === CampaignStatus.OPEN;
  switch (charge.status) {
    case CampaignChargeStatus.REGISTERED:
      return campaignStatus === CampaignStatus.OPEN || campaignStatus === CampaignStatus.CONFIRMED;
    case CampaignChargeStatus.RETRYING:
      return charge.tries < charge.maxTries;
    case CampaignChargeStatus.PAID:
    case CampaignChargeStatus.CANCELLED:
      return false;
  }
}

/** Whether the order screen offers 결제 수단 변경: only while a refused charge waits for its next try. */
export function offersCardSwap(charge: ChargeFacts): boolean {
  return charge.status === CampaignChargeStatus.RETRYING && charge.tries < charge.maxTries;
}

export type TryResult = { paid: true } | { paid: false; reason: string };

export interface ChargeAfterTry {
  status: CampaignChargeStatus;
  tries: number;
  nextTryAt: Date | null;
  lastError: string | null;
}

/** Where a charge stands after one try: PAID, RETRYING a day later, or CANCELLED after the last refusal. */
export function chargeAfterTry(charge: ChargeFacts, result: TryResult, now: Date): ChargeAfterTry {
  const tries = charge.tries + 1;
  if (result.paid) return { status: CampaignChargeStatus.PAID, tries, nextTryAt: null, lastError: null };
  if (tries >= charge.maxTries) {
    return { status: CampaignChargeStatus.CANCELLED, tries, nextTryAt: null, lastError: result.reason };
  }
  return {
    status: CampaignChargeStatus.RETRYING,
    tries,
    nextTryAt: new Date(now.getTime() + CHARGE_RETRY_DELAY_MS),
    lastError: result.reason,
  };
}

const orderIdField = z.number().int().positive({ error: ORDER_NOT_FOUND_MESSAGE });

/** requestBillingKey's input. */
export const requestBillingKeySchema = z.object({
  orderId: orderIdField,
  method: z.enum(BillingKeyMethod, { error: '카드나 카카오페이 중에서 골라 주세요.' }),
});

/** registerBillingKey's input: an empty or overlong customer_uid cannot be one the window issued. */
export const registerBillingKeySchema = z.object({
  orderId: orderIdField,
  customerUid: z.string().trim().min(1, { error: BILLING_KEY_NOT_FOUND_MESSAGE }).max(80, { error: BILLING_KEY_NOT_FOUND_MESSAGE }),
});
