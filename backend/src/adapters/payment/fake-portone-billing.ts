import { digits, newPaymentWire, seconds } from './fake-portone-payment';
import { pgProviderOf, type PortOneAgainBody, type PortOneCustomerWire, type PortOnePaymentWire } from './portone-wire';

/** What the payment window does when request_pay carries a customer_uid: it issues (or replaces) a billing key. */
export interface FakeBillingKeyInput {
  customerUid: string;
  /** The request_pay `pg`: KakaoPay's own PG issues a KakaoPay key, anything else a card key. */
  pg?: string;
  merchantUid?: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerTel?: string;
  /** The card's number (digits); the fake keeps only the masked form. Unset: a test card ending in 1234. */
  cardNumber?: string;
  /** Charges on the key are refused this many times (Infinity: always), each with `failReason`. */
  declines?: FakeKeyDecline;
}

/** A key that refuses charges: PortOne answers code 0 with a failed payment and the card company's reason. */
export interface FakeKeyDecline {
  times: number;
  failReason?: string;
}

/** The card company's words for a refused charge when the test gives none. */
export const FAKE_DECLINE_REASON = '[잔액부족] 카드 잔액이 부족합니다.';

/** A refusal PortOne sends as an envelope; the HTTP layer turns it into the wire answer. */
export type BillingRefusal = (message: string, status?: number, code?: number) => Error;

export interface FakeBillingDeps {
  now: () => Date;
  refuse: BillingRefusal;
  addPayment: (wire: PortOnePaymentWire, noticeUrl: string | null) => void;
  latestFor: (merchantUid: string) => PortOnePaymentWire | undefined;
  checkMerchantUid: (merchantUid: unknown) => string;
  checkAmount: (amount: unknown) => number;
}

/** A key deleted through `DELETE /subscribe/customers/{customer_uid}`, as the fake recorded it. */
export interface FakeDeletedBillingKey {
  customerUid: string;
  /** When, in UNIX seconds like PortOne's own times. */
  deletedAt: number;
}

export interface FakeBillingSnapshot {
  customers: PortOneCustomerWire[];
  declines: [string, FakeKeyDecline][];
  deleted?: FakeDeletedBillingKey[];
}

const CUSTOMER_UID_MAX = 80;
const mask = (number: string) => `${number.slice(0, 4)}********${number.slice(-4)}`;
// JSON has no Infinity; a snapshot writes "always" as -1.
const ALWAYS = -1;

/**
 * PortOne v1's billing keys (`customer_uid`) in memory: issued by the payment window, looked up
 * and deleted through /subscribe/customers, charged through /subscribe/payments/again. Keys can be
 * told to refuse charges, always or a number of times, the way a card with no balance does.
 */
export function createFakeBilling(deps: FakeBillingDeps) {
  const customers = new Map<string, PortOneCustomerWire>();
  const declines = new Map<string, FakeKeyDecline>();
  const deleted: FakeDeletedBillingKey[] = [];

  function checkCustomerUid(value: unknown): string {
    if (typeof value !== 'string' || !value.trim() || value.length > CUSTOMER_UID_MAX) {
      throw deps.refuse('customer_uid가 올바르지 않습니다.', 400, -1);
    }
    return value;
  }

  function customer(customerUid: string): PortOneCustomerWire {
    const found = customers.get(customerUid);
    if (!found) throw deps.refuse('등록되지 않은 구매자입니다.', 404, 1);
    return found;
  }

  function issueBillingKey(input: FakeBillingKeyInput): PortOneCustomerWire {
    const customerUid = checkCustomerUid(input.customerUid);
    const provider = pgProviderOf(input.pg ?? 'html5_inicis') || 'html5_inicis';
    const kakao = provider === 'kakaopay';
    const number = (input.cardNumber ?? '4500123456781234').replace(/\D/g, '');
    if (!kakao && number.length < 12) throw deps.refuse('카드번호가 올바르지 않습니다.', 400, -1);
    const at = seconds(deps.now());
    // PortOne replaces the card behind an existing customer_uid rather than refusing it.
    const wire: PortOneCustomerWire = {
      customer_uid: customerUid,
      pg_provider: provider,
      pg_id: kakao ? 'TCSUBSCRIP' : 'INIBillTst',
      card_name: kakao ? '카카오페이' : '신한카드',
      card_code: kakao ? null : '366',
      card_number: kakao ? null : mask(number),
      card_type: kakao ? null : 0,
      customer_name: input.buyerName ?? null,
      customer_tel: input.buyerTel ?? null,
      customer_email: input.buyerEmail ?? null,
      customer_addr: null,
      customer_postcode: null,
      inserted: customers.get(customerUid)?.inserted ?? at,
      updated: at,
    };
    customers.set(customerUid, wire);
    if (input.declines) declines.set(customerUid, input.declines);
    else declines.delete(customerUid);
    return wire;
  }

  /** As PortOne v1: answers the deleted customer; an unknown one is 404 with code 1. */
  function deleteCustomer(customerUid: string): PortOneCustomerWire {
    const found = customer(customerUid);
    customers.delete(customerUid);
    declines.delete(customerUid);
    deleted.push({ customerUid, deletedAt: seconds(deps.now()) });
    return found;
  }

  /** One decline used up, or null when the key pays. */
  function takeDecline(customerUid: string): string | null {
    const decline = declines.get(customerUid);
    if (!decline || decline.times === 0) return null;
    if (Number.isFinite(decline.times)) decline.times -= 1;
    return decline.failReason ?? FAKE_DECLINE_REASON;
  }

  function chargeAgain(body: Partial<PortOneAgainBody>): PortOnePaymentWire {
    const key = customer(checkCustomerUid(body.customer_uid));
    const merchantUid = deps.checkMerchantUid(body.merchant_uid);
    const amount = deps.checkAmount(body.amount);
    const earlier = deps.latestFor(merchantUid);
    // As PortOne: a merchant_uid that was paid (or is waiting) never pays twice; a failed one may be tried again.
    if (earlier && earlier.status !== 'failed') throw deps.refuse('이미 결제가 진행된 주문번호(merchant_uid)입니다.', 200, -1);
    const failReason = takeDecline(key.customer_uid);
    const at = deps.now();
    const wire = newPaymentWire(
      {
        merchantUid,
        amount,
        outcome: failReason ? 'failed' : 'paid',
        failReason: failReason ?? undefined,
        pg: key.pg_provider,
        payMethod: 'card',
        name: body.name ?? '',
        buyerName: body.buyer_name ?? key.customer_name ?? '',
        buyerEmail: body.buyer_email ?? key.customer_email ?? '',
        buyerTel: body.buyer_tel ?? key.customer_tel ?? '',
      },
      at,
      '',
    );
    Object.assign(wire, {
      channel: 'api',
      pg_id: key.pg_id,
      card_name: key.card_name,
      card_code: key.card_code,
      card_number: key.card_number,
      card_type: key.card_type,
      customer_uid: key.customer_uid,
      customer_uid_usage: 'payment',
      apply_num: failReason ? '' : digits(8),
    });
    deps.addPayment(wire, body.notice_url ?? null);
    return wire;
  }

  return {
    issueBillingKey,
    customer,
    deleteCustomer,
    chargeAgain,
    /** Makes an existing key refuse its next `times` charges (Infinity: every one). */
    declineCharges(customerUid: string, decline: FakeKeyDecline): void {
      customer(customerUid);
      declines.set(customerUid, { ...decline });
    },
    hasCustomer: (customerUid: string) => customers.has(customerUid),
    /** Keys deleted so far, oldest first. */
    deleted: deleted as readonly FakeDeletedBillingKey[],
    snapshot(): FakeBillingSnapshot {
      return {
        deleted: [...deleted],
        customers: [...customers.values()],
        declines: [...declines.entries()].map(([uid, decline]) => [
          uid,
          { ...decline, times: Number.isFinite(decline.times) ? decline.times : ALWAYS },
        ]),
      };
    },
    restore(data: Partial<FakeBillingSnapshot>): void {
      deleted.push(...(data.deleted ?? []));
      for (const wire of data.customers ?? []) customers.set(wire.customer_uid, wire);
      for (const [uid, decline] of data.declines ?? []) {
        declines.set(uid, { ...decline, times: decline.times === ALWAYS ? Infinity : decline.times });
      }
    },
  };
}
