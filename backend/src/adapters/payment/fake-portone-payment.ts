import { SANDBOX_FAIL_REASON } from '../../../../domain/payment/sandbox-messages';
import { randomInt } from 'node:crypto';
import { BANKS } from '../../../../domain/reference/reference';
import type { FakePaymentInput } from './fake-portone-store';
import { pgProviderOf, type PortOnePaymentWire } from './portone-wire';

const VBANK_DAYS = 3;

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? `은행(${code})`;

function cardFields(payMethod: string): Pick<PortOnePaymentWire, 'card_code' | 'card_name' | 'card_number' | 'card_type'> {
  return payMethod === 'card'
    ? { card_code: '366', card_name: '신한카드', card_number: '4500********1234', card_type: 0 }
    : { card_code: null, card_name: null, card_number: null, card_type: null };
}

function outcomeFields(input: FakePaymentInput, at: Date, vbankHolder: string): Partial<PortOnePaymentWire> {
  const startedAt = seconds(at);
  switch (input.outcome) {
    case 'paid':
      return { status: 'paid', paid_at: startedAt, apply_num: digits(8) };
    case 'failed':
      return { status: 'failed', failed_at: startedAt, fail_reason: input.failReason ?? SANDBOX_FAIL_REASON };
    case 'vbank': {
      const code = input.vbank?.code ?? '088';
      const due = input.vbank?.dueAt ?? new Date(at.getTime() + VBANK_DAYS * 24 * 60 * 60 * 1000);
      return {
        vbank_code: code,
        vbank_name: bankName(code),
        vbank_num: input.vbank?.num ?? `${digits(3)}-${digits(6)}-${digits(5)}`,
        vbank_holder: input.vbank?.holder ?? vbankHolder,
        vbank_date: seconds(due),
        vbank_issued_at: startedAt,
      };
    }
  }
}

/** A payment as PortOne records it once the window closed with `input.outcome`. */
export function newPaymentWire(
  input: FakePaymentInput & { pg: string; payMethod: string },
  at: Date,
  vbankHolder: string,
): PortOnePaymentWire {
  return {
    imp_uid: `imp_${digits(12)}`,
    merchant_uid: input.merchantUid,
    pay_method: input.payMethod,
    channel: 'mobile',
    pg_provider: pgProviderOf(input.pg),
    emb_pg_provider: null,
    pg_tid: `sandbox_${digits(16)}`,
    pg_id: 'INIpayTest',
    escrow: false,
    apply_num: '',
    bank_code: null,
    bank_name: null,
    ...cardFields(input.payMethod),
    card_quota: 0,
    vbank_code: null,
    vbank_name: null,
    vbank_num: null,
    vbank_holder: null,
    vbank_date: 0,
    vbank_issued_at: 0,
    name: input.name ?? '',
    amount: input.tamperedAmount ?? input.amount,
    cancel_amount: 0,
    currency: 'KRW',
    buyer_name: input.buyerName ?? '',
    buyer_email: input.buyerEmail ?? '',
    buyer_tel: input.buyerTel ?? '',
    buyer_addr: input.buyerAddr ?? '',
    buyer_postcode: input.buyerPostcode ?? '',
    custom_data: null,
    user_agent: 'sandbox',
    status: 'ready',
    started_at: seconds(at),
    paid_at: 0,
    failed_at: 0,
    cancelled_at: 0,
    fail_reason: null,
    cancel_reason: null,
    receipt_url: '',
    cancel_history: [],
    cancel_receipt_urls: [],
    cash_receipt_issued: false,
    customer_uid: null,
    customer_uid_usage: null,
    sandbox: true,
    ...outcomeFields(input, at, vbankHolder),
  };
}
