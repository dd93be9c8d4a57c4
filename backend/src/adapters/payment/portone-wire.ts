// PortOne v1 REST shapes (PortOne's `v1.openapi`; ADR 0016), shared by the real adapter and the
// local fake so both sides of the wire agree on one definition.

/** Every v1 answer: `code` 0 is success, anything else means read `message`. */
export interface PortOneEnvelope<T> {
  code: number;
  message: string | null;
  response: T | null;
}

export type PortOnePaymentStatus = 'ready' | 'paid' | 'cancelled' | 'failed';

/** One entry of `cancel_history`: a (partial) refund. */
export interface PortOneCancelHistoryWire {
  pg_tid: string;
  amount: number;
  cancelled_at: number;
  reason: string;
  receipt_url: string;
  cancellation_id: string;
}

/** `PaymentAnnotation`: timestamps are UNIX seconds, 0 when the payment never reached that state. */
export interface PortOnePaymentWire {
  imp_uid: string;
  merchant_uid: string;
  pay_method: string;
  channel: string;
  pg_provider: string;
  emb_pg_provider: string | null;
  pg_tid: string;
  pg_id: string;
  escrow: boolean;
  apply_num: string;
  bank_code: string | null;
  bank_name: string | null;
  card_code: string | null;
  card_name: string | null;
  card_quota: number;
  card_number: string | null;
  card_type: number | null;
  vbank_code: string | null;
  vbank_name: string | null;
  vbank_num: string | null;
  vbank_holder: string | null;
  vbank_date: number;
  vbank_issued_at: number;
  name: string;
  amount: number;
  cancel_amount: number;
  currency: string;
  buyer_name: string;
  buyer_email: string;
  buyer_tel: string;
  buyer_addr: string;
  buyer_postcode: string;
  custom_data: string | null;
  user_agent: string;
  status: PortOnePaymentStatus;
  started_at: number;
  paid_at: number;
  failed_at: number;
  cancelled_at: number;
  fail_reason: string | null;
  cancel_reason: string | null;
  receipt_url: string;
  cancel_history: PortOneCancelHistoryWire[];
  cancel_receipt_urls: string[];
  cash_receipt_issued: boolean;
  customer_uid: string | null;
  customer_uid_usage: string | null;
  sandbox: boolean;
}

/** `AuthAnnotation` from POST /users/getToken; `now` is the server clock, for skew. */
export interface PortOneTokenWire {
  access_token: string;
  now: number;
  expired_at: number;
}

/** Body of POST /payments/cancel, as the adapter sends it. */
export interface PortOneCancelBody {
  imp_uid?: string;
  merchant_uid?: string;
  amount?: number;
  checksum?: number | null;
  reason?: string;
  refund_holder?: string;
  refund_bank?: string;
  refund_account?: string;
  enable_webhook?: boolean;
}

/** What PortOne posts to notice_url (JSON, or form-encoded when the console says so). */
export interface PortOneWebhookBody {
  imp_uid: string;
  merchant_uid: string;
  status: PortOnePaymentStatus;
  cancellation_id?: string;
}

/** `CustomerAnnotation` from GET/DELETE /subscribe/customers/{customer_uid}: a billing key's card, masked. */
export interface PortOneCustomerWire {
  customer_uid: string;
  pg_provider: string;
  pg_id: string;
  card_name: string | null;
  card_code: string | null;
  card_number: string | null;
  card_type: number | null;
  customer_name: string | null;
  customer_tel: string | null;
  customer_email: string | null;
  customer_addr: string | null;
  customer_postcode: string | null;
  /** UNIX seconds. */
  inserted: number;
  updated: number;
}

/** Body of POST /subscribe/payments/again: a charge on a billing key, no payment window. */
export interface PortOneAgainBody {
  customer_uid: string;
  merchant_uid: string;
  amount: number;
  name: string;
  buyer_name?: string;
  buyer_email?: string;
  buyer_tel?: string;
  notice_url?: string;
}

/** Test credentials the sandbox and the fake accept (the names fake-iamport-server uses). */
export const PORTONE_TEST_KEYS = { impKey: 'test_imp_key', impSecret: 'test_imp_secret' } as const;

/** `pg` may be "html5_inicis.MID-a"; the provider is the part before the dot. */
export function pgProviderOf(pg: string): string {
  return pg.split('.')[0]?.trim().toLowerCase() ?? '';
}
