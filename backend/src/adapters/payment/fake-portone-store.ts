import { randomBytes } from 'node:crypto';
import { createFakeBilling, type FakeBillingSnapshot } from './fake-portone-billing';
import { digits, newPaymentWire, seconds } from './fake-portone-payment';
import { isRefundBankCodeOf } from './portone-bank-codes';
import {
  PORTONE_TEST_KEYS,
  type PortOneCancelBody,
  type PortOnePaymentWire,
  type PortOneTokenWire,
} from './portone-wire';

/** A refusal the fake answers the way PortOne would: HTTP status plus envelope code and message. */
export class PortOneRefusal extends Error {
  constructor(
    message: string,
    readonly status = 200,
    readonly code = -1,
  ) {
    super(message);
    this.name = 'PortOneRefusal';
  }
}

/** What the payment window was asked to do and how it ended (the sandbox page's buttons). */
export interface FakePaymentInput {
  merchantUid: string;
  amount: number;
  outcome: 'paid' | 'failed' | 'vbank';
  payMethod?: string;
  /** The request_pay `pg` ("html5_inicis", "kakaopay", "html5_inicis.MID"). */
  pg?: string;
  name?: string;
  buyerName?: string;
  buyerEmail?: string;
  buyerTel?: string;
  buyerAddr?: string;
  buyerPostcode?: string;
  noticeUrl?: string | null;
  failReason?: string;
  /** Virtual account details; unset ones are made up (bank 088, due in three days). */
  vbank?: { code?: string; num?: string; holder?: string; dueAt?: Date };
  /** Records this amount instead of `amount` and skips the prepared-amount check: a tampered payment. */
  tamperedAmount?: number;
}

/** One refund as the fake received it, refund account included (PortOne keeps it; responses do not show it). */
export interface FakeCancellation {
  impUid: string;
  merchantUid: string;
  amount: number;
  reason: string;
  refundBank: string | null;
  refundAccount: string | null;
  refundHolder: string | null;
  at: Date;
}

interface StoredPayment {
  wire: PortOnePaymentWire;
  noticeUrl: string | null;
  sequence: number;
}

interface TokenGrant {
  token: string;
  expiresAt: number;
}

export interface FakePortOneStoreOptions {
  impKey?: string;
  impSecret?: string;
  now?: () => Date;
  /** The depositor name shown on issued virtual accounts. */
  vbankHolder?: string;
}

/** Everything the store holds, for the sandbox to keep across restarts of a dev server. */
export interface FakePortOneSnapshot {
  payments: { wire: PortOnePaymentWire; noticeUrl: string | null }[];
  prepared: [string, number][];
  cancellations: (Omit<FakeCancellation, 'at'> & { at: string })[];
  /** Absent in files written before billing keys. */
  billing?: FakeBillingSnapshot;
}

const TOKEN_TTL_S = 30 * 60;
const TOKEN_EXTEND_WITHIN_S = 60;
const TOKEN_EXTEND_BY_S = 5 * 60;
const MERCHANT_UID_MAX = 40;

/**
 * PortOne's payment records in memory: token issuing, prepared amounts, payments by imp_uid,
 * lookups, refunds with checksum; plus what the payment window does (complete, deposit).
 * Synchronous so the HTTP layer and the sandbox page can share one instance.
 */
export function createFakePortOneStore(options: FakePortOneStoreOptions = {}) {
  const impKey = options.impKey ?? PORTONE_TEST_KEYS.impKey;
  const impSecret = options.impSecret ?? PORTONE_TEST_KEYS.impSecret;
  const now = options.now ?? (() => new Date());
  const vbankHolder = options.vbankHolder ?? '캠퍼스생협(테스트)';
  const payments = new Map<string, StoredPayment>();
  const prepared = new Map<string, number>();
  const cancellations: FakeCancellation[] = [];
  const tokens = new Map<string, TokenGrant>();
  let current: TokenGrant | null = null;
  let sequence = 0;

  function issueToken(key: unknown, secret: unknown): PortOneTokenWire {
    if (key !== impKey || secret !== impSecret) {
      throw new PortOneRefusal('imp_key, imp_secret 인증에 실패했습니다.', 401, -1);
    }
    const at = seconds(now());
    if (!current || current.expiresAt <= at) {
      current = { token: randomBytes(20).toString('hex'), expiresAt: at + TOKEN_TTL_S };
      tokens.set(current.token, current);
    } else if (current.expiresAt - at <= TOKEN_EXTEND_WITHIN_S) {
      current.expiresAt += TOKEN_EXTEND_BY_S;
    }
    return { access_token: current.token, now: at, expired_at: current.expiresAt };
  }

  function authorize(authorization: string | undefined): void {
    const token = /^(?:Bearer\s+)?(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    const grant = token ? tokens.get(token) : undefined;
    if (!grant || grant.expiresAt <= seconds(now())) {
      throw new PortOneRefusal('Unauthorized', 401, -1);
    }
  }

  function revokeTokens(): void {
    tokens.clear();
    current = null;
  }

  function byImpUid(impUid: string): StoredPayment {
    const stored = payments.get(impUid);
    if (!stored) throw new PortOneRefusal('존재하지 않는 결제정보입니다.', 404, 1);
    return stored;
  }

  function latestFor(merchantUid: string, status?: string): StoredPayment | undefined {
    let latest: StoredPayment | undefined;
    for (const stored of payments.values()) {
      if (stored.wire.merchant_uid !== merchantUid) continue;
      if (status && stored.wire.status !== status) continue;
      if (!latest || stored.sequence > latest.sequence) latest = stored;
    }
    return latest;
  }

  function find(merchantUid: string, status?: string): PortOnePaymentWire {
    const found = latestFor(merchantUid, status);
    if (!found) throw new PortOneRefusal('존재하지 않는 결제정보입니다.', 404, 1);
    return found.wire;
  }

  function checkAmount(amount: unknown): number {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      throw new PortOneRefusal('결제금액(amount)이 올바르지 않습니다.', 400, -1);
    }
    return amount;
  }

  function checkMerchantUid(merchantUid: unknown): string {
    if (typeof merchantUid !== 'string' || !merchantUid || merchantUid.length > MERCHANT_UID_MAX) {
      throw new PortOneRefusal('merchant_uid는 40자 이내의 문자열이어야 합니다.', 400, -1);
    }
    return merchantUid;
  }

  function prepare(merchantUid: unknown, amount: unknown): { merchant_uid: string; amount: number } {
    const uid = checkMerchantUid(merchantUid);
    const value = checkAmount(amount);
    if (prepared.has(uid)) throw new PortOneRefusal('이미 사전등록된 merchant_uid입니다.', 200, 1);
    prepared.set(uid, value);
    return { merchant_uid: uid, amount: value };
  }

  function updatePrepared(merchantUid: unknown, amount: unknown): { merchant_uid: string; amount: number } {
    const uid = checkMerchantUid(merchantUid);
    if (!prepared.has(uid)) throw new PortOneRefusal('사전등록되지 않은 merchant_uid입니다.', 404, 1);
    prepared.set(uid, checkAmount(amount));
    return { merchant_uid: uid, amount: prepared.get(uid)! };
  }

  function preparedFor(merchantUid: string): { merchant_uid: string; amount: number } {
    const amount = prepared.get(merchantUid);
    if (amount === undefined) throw new PortOneRefusal('사전등록되지 않은 merchant_uid입니다.', 404, 1);
    return { merchant_uid: merchantUid, amount };
  }

  /** Why the payment window would refuse this request before any payment exists; null when it opens. */
  function windowRefusal(input: Pick<FakePaymentInput, 'merchantUid' | 'amount' | 'tamperedAmount'>): string | null {
    const earlier = latestFor(input.merchantUid);
    // A failed attempt may be retried with the same merchant_uid; anything else already took the order.
    if (earlier && earlier.wire.status !== 'failed') {
      return '이미 결제가 진행된 주문번호(merchant_uid)입니다.';
    }
    const expected = prepared.get(input.merchantUid);
    if (input.tamperedAmount === undefined && expected !== undefined && expected !== input.amount) {
      return `사전 등록된 결제 금액(${expected}원)과 요청 금액(${input.amount}원)이 다릅니다.`;
    }
    return null;
  }

  function completePayment(input: FakePaymentInput): { wire: PortOnePaymentWire; noticeUrl: string | null } {
    checkMerchantUid(input.merchantUid);
    checkAmount(input.amount);
    if (input.tamperedAmount !== undefined) checkAmount(input.tamperedAmount);
    const refusal = windowRefusal(input);
    if (refusal) throw new PortOneRefusal(refusal, 400, -1);
    const pg = input.pg ?? 'html5_inicis';
    const payMethod = input.payMethod ?? 'card';
    if (input.outcome === 'vbank' && payMethod !== 'vbank') {
      throw new PortOneRefusal('가상계좌는 pay_method가 vbank인 결제에서만 발급됩니다.', 400, -1);
    }
    sequence += 1;
    const wire = newPaymentWire({ ...input, pg, payMethod }, now(), vbankHolder);
    const stored = { wire, noticeUrl: input.noticeUrl ?? null, sequence };
    payments.set(wire.imp_uid, stored);
    return stored;
  }

  function depositVbank(impUid: string): { wire: PortOnePaymentWire; noticeUrl: string | null } {
    const stored = byImpUid(impUid);
    const { wire } = stored;
    if (wire.pay_method !== 'vbank' || wire.status !== 'ready' || !wire.vbank_num) {
      throw new PortOneRefusal('입금 대기 중인 가상계좌가 아닙니다.', 400, -1);
    }
    if (wire.vbank_date > 0 && wire.vbank_date < seconds(now())) {
      throw new PortOneRefusal('입금 기한이 지난 가상계좌입니다.', 400, -1);
    }
    Object.assign(wire, { status: 'paid', paid_at: seconds(now()), apply_num: digits(8) });
    return stored;
  }

  function cancel(body: PortOneCancelBody): { wire: PortOnePaymentWire; noticeUrl: string | null; cancellationId: string } {
    // imp_uid wins over merchant_uid, and a wrong imp_uid fails whatever merchant_uid says.
    const stored = body.imp_uid
      ? payments.get(body.imp_uid)
      : body.merchant_uid
        ? latestFor(body.merchant_uid, 'paid')
        : undefined;
    if (!stored) throw new PortOneRefusal('취소할 결제건이 존재하지 않습니다.', 200, 1);
    const { wire } = stored;
    if (wire.status === 'cancelled') throw new PortOneRefusal('이미 전액취소된 주문입니다.');
    if (wire.status !== 'paid') throw new PortOneRefusal('결제가 완료되지 않은 건은 취소할 수 없습니다.');
    const remaining = wire.amount - wire.cancel_amount;
    const requested = body.amount ? body.amount : remaining;
    if (!Number.isInteger(requested) || requested <= 0) throw new PortOneRefusal('취소 요청 금액이 올바르지 않습니다.');
    if (requested > remaining) {
      throw new PortOneRefusal(`취소 요청 금액(${requested}원)이 취소 가능 잔액(${remaining}원)보다 큽니다.`);
    }
    if (body.checksum !== undefined && body.checksum !== null && body.checksum !== remaining) {
      throw new PortOneRefusal(`[checksum] 취소 가능 잔액(${remaining}원)이 요청한 checksum(${body.checksum}원)과 다릅니다.`);
    }
    if (wire.pay_method === 'vbank') {
      if (!body.refund_holder || !body.refund_bank || !body.refund_account) {
        throw new PortOneRefusal('가상계좌 환불에는 환불 계좌(refund_holder, refund_bank, refund_account)가 필요합니다.');
      }
      if (!isRefundBankCodeOf(wire.pg_provider, body.refund_bank)) {
        throw new PortOneRefusal(`환불 은행코드(${body.refund_bank})가 ${wire.pg_provider}의 코드 형식이 아닙니다.`);
      }
    }
    const at = now();
    const cancellationId = `cncl_${digits(12)}`;
    wire.cancel_amount += requested;
    wire.cancel_reason = body.reason ?? null;
    wire.cancel_history.push({
      pg_tid: wire.pg_tid,
      amount: requested,
      cancelled_at: seconds(at),
      reason: body.reason ?? '',
      receipt_url: '',
      cancellation_id: cancellationId,
    });
    // v1 has no partial_cancelled: a partly refunded payment stays paid until nothing is left.
    if (wire.cancel_amount >= wire.amount) Object.assign(wire, { status: 'cancelled', cancelled_at: seconds(at) });
    cancellations.push({
      impUid: wire.imp_uid,
      merchantUid: wire.merchant_uid,
      amount: requested,
      reason: body.reason ?? '',
      refundBank: body.refund_bank ?? null,
      refundAccount: body.refund_account ?? null,
      refundHolder: body.refund_holder ?? null,
      at,
    });
    return { ...stored, cancellationId };
  }

  const billing = createFakeBilling({
    now,
    refuse: (message, status, code) => new PortOneRefusal(message, status, code),
    addPayment(wire, noticeUrl) {
      sequence += 1;
      payments.set(wire.imp_uid, { wire, noticeUrl, sequence });
    },
    latestFor: (merchantUid) => latestFor(merchantUid)?.wire,
    checkMerchantUid,
    checkAmount,
  });

  function snapshot(): FakePortOneSnapshot {
    return {
      payments: [...payments.values()].sort((a, b) => a.sequence - b.sequence).map(({ wire, noticeUrl }) => ({ wire, noticeUrl })),
      prepared: [...prepared.entries()],
      cancellations: cancellations.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      billing: billing.snapshot(),
    };
  }

  function restore(data: FakePortOneSnapshot): void {
    for (const { wire, noticeUrl } of data.payments) {
      sequence += 1;
      payments.set(wire.imp_uid, { wire, noticeUrl, sequence });
    }
    for (const [uid, amount] of data.prepared) prepared.set(uid, amount);
    for (const entry of data.cancellations) cancellations.push({ ...entry, at: new Date(entry.at) });
    if (data.billing) billing.restore(data.billing);
  }

  return {
    impKey,
    impSecret,
    issueToken,
    authorize,
    revokeTokens,
    prepare,
    updatePrepared,
    preparedFor,
    windowRefusal,
    completePayment,
    depositVbank,
    cancel,
    billing,
    payment: (impUid: string): PortOnePaymentWire => byImpUid(impUid).wire,
    find,
    noticeUrlOf: (impUid: string): string | null => payments.get(impUid)?.noticeUrl ?? null,
    paymentsFor: (merchantUid: string): PortOnePaymentWire[] =>
      [...payments.values()].filter((stored) => stored.wire.merchant_uid === merchantUid).map((stored) => stored.wire),
    preparedAmount: (merchantUid: string): number | undefined => prepared.get(merchantUid),
    cancellations: cancellations as readonly FakeCancellation[],
    snapshot,
    restore,
  };
}

export type FakePortOneStore = ReturnType<typeof createFakePortOneStore>;
export type {  };
