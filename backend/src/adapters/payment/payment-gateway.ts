// The payment provider as the shop needs it: PortOne v1 REST semantics (ADR 0016).
// Services trust nothing the browser says; they look every payment up through this port.

/** PortOne v1 `status`: ready = not paid yet or virtual account issued; cancelled includes partial refunds. */
export type GatewayPaymentStatus = 'ready' | 'paid' | 'cancelled' | 'failed';

/** A virtual account issued for a payment (the deposit account). */
export interface GatewayVirtualAccount {
  num: string;
  /** The bank's name, for example 신한은행. */
  name: string;
  /** KFTC standard code, 3 digits. */
  code: string;
  holder: string;
  /** The deposit deadline. */
  dueAt: Date;
}

/** One payment as the provider reports it (`GET /payments/{imp_uid}`), normalized. */
export interface GatewayPayment {
  impUid: string;
  merchantUid: string;
  /** What the buyer paid (or is to pay, for an issued virtual account), in KRW. */
  amount: number;
  /** Refunded so far; `cancelAmount >= amount` means fully refunded. */
  cancelAmount: number;
  currency: string;
  status: GatewayPaymentStatus;
  payMethod: string | null;
  pgProvider: string | null;
  vbank: GatewayVirtualAccount | null;
  paidAt: Date | null;
  failReason: string | null;
}

/** A (partial) refund. */
export interface PaymentCancelRequest {
  impUid: string;
  /** The amount to refund now, in KRW (> 0: always a partial-cancel call with an explicit amount). */
  amount: number;
  /** What the shop believes is still refundable; the provider refuses when it disagrees. */
  checksum: number;
  reason: string;
  /** Virtual-account refunds only: where the money goes. `bankCode` is the KFTC code; the adapter maps it per PG. */
  refundAccount?: { bankCode: string; account: string; holder: string };
}

/** A billing key (`customer_uid`) as the provider reports it (`GET /subscribe/customers/{customer_uid}`). */
export interface GatewayBillingKey {
  customerUid: string;
  pgProvider: string | null;
  /** For example 신한카드, or 카카오페이. */
  cardName: string | null;
  /** Masked, for example 4500********1234; null for KakaoPay. */
  cardNumber: string | null;
  insertedAt: Date | null;
}

/** A charge on a billing key (`POST /subscribe/payments/again`); no payment window, no webhook needed. */
export interface BillingChargeRequest {
  customerUid: string;
  /** Unique per try: a merchant uid PortOne already paid is never paid again. */
  merchantUid: string;
  amount: number;
  name: string;
}

/** The provider refused or could not be reached; services turn it into EXTERNAL_SERVICE_ERROR. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export interface PaymentGateway {
  /** The payment by PortOne's id; null when the provider does not know it. */
  getPayment(impUid: string): Promise<GatewayPayment | null>;
  /** The latest payment made for a merchant uid (any status); null when none was made. */
  findPaymentByMerchantUid(merchantUid: string): Promise<GatewayPayment | null>;
  /** Pre-registers the amount so the payment window refuses any other (`POST /payments/prepare`). */
  prepare(merchantUid: string, amount: number): Promise<void>;
  /**
   * Sets the amount registered for a merchant uid (`PUT /payments/prepare`; registers it when
   * none was), e.g. after a line of an unpaid order is cancelled.
   */
  updatePrepared(merchantUid: string, amount: number): Promise<void>;
  /** Refunds part (or the rest) of a payment; returns the payment after the refund. */
  cancel(request: PaymentCancelRequest): Promise<GatewayPayment>;
  /** The billing key by its customer_uid; null when the provider has none. */
  getBillingKey(customerUid: string): Promise<GatewayBillingKey | null>;
  /** Deletes a billing key; false when the provider had none. */
  deleteBillingKey(customerUid: string): Promise<boolean>;
  /**
   * Charges a billing key. Resolves with the payment whether approved (`paid`) or declined by the
   * card company (`failed`, `failReason`); throws PaymentGatewayError when PortOne refused the
   * request itself or could not be reached (the charge may then have happened: look it up).
   * A merchant uid already paid resolves with that payment, never a second charge.
   */
  chargeBillingKey(request: BillingChargeRequest): Promise<GatewayPayment>;
}
