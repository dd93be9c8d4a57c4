// Paying an order in the mocked shop: the PaymentRequest the real payment-request.ts builds (the
// very function, with the sandbox URL), and payOrder applying a payment the way
// pay-order.service.ts and payment.service.ts do, with their input schema and sentences
// (pay-order-input.ts). There is no PortOne: the impUid the payment window returns says what
// happened (docs/decisions/0012-mocked-api.md, "Stand-ins").
import { queueOrderMessage } from './messages';
import { AppError, invalidState } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import {
  PAID_TOO_LATE_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  payOrderSchema,
  releaseReasonOf,
  VERIFICATION_FAILED_MESSAGE,
} from '../../domain/order/pay-order-input';
import { paymentRequestOf, type PaymentRequestFields } from '../../domain/order/payment-request';
import { isRepayable } from '../../domain/order/repay-rules';
import type * as T from '../__generated__/types';
import { BANKS } from '../../domain/reference/reference';
import type { MockDb } from './db';
import { markPaid, ownOrder, releaseUnpaidOrder } from './orders';
import { SANDBOX_FAIL_REASON } from '../../domain/payment/sandbox-messages';
import { requireViewer } from './refusals';
import type { StoreMember, StoreOrder } from './types';

/** The mocked shop's payment settings: the default PGs, and always the sandbox (there is no PortOne SDK). */
const MOCK_PAYMENT_CONFIG = {
  PORTONE_CARD_PG: 'html5_inicis',
  PORTONE_KAKAOPAY_PG: 'kakaopay',
  PAYMENT_DRIVER: 'sandbox',
} as const;

/**
 * What the checkout hands the payment window; null once nothing is left to pay. `origin` stands
 * for PUBLIC_BASE_URL: the mocked shop is wherever the page runs.
 */
export function paymentRequestFor(db: MockDb, order: StoreOrder, origin: string): PaymentRequestFields | null {
  return paymentRequestOf(
    { ...MOCK_PAYMENT_CONFIG, PUBLIC_BASE_URL: origin || db.catalogue.university.siteUrl },
    {
      id: order.id,
      mUid: order.mUid,
      paidPrice: order.paidPrice,
      payMethod: order.specification.payMethod,
      productNames: order.lines.map((line) => line.productName),
      buyer: order.buyer,
      delivery: order.delivery,
      vbankDue: order.expiresAt ? new Date(order.expiresAt) : null,
    },
  );
}

/** Order.payment: the placeOrder request again while the order can still be paid (repay-rules.ts). */
export function repayRequestFor(db: MockDb, order: StoreOrder, origin: string): PaymentRequestFields | null {
  const facts = { ...order, lineStatuses: order.lines.map((line) => line.status) };
  return isRepayable(facts, db.now()) ? paymentRequestFor(db, order, origin) : null;
}

/** impUids the stand-in payment provider understands; any impUid containing the word works alike. */
export const MOCK_IMP_UID = {
  /** Paid (card, transfer, KakaoPay); for a virtual account, the account is issued. */
  paid: 'imp_mock_paid',
  /** The buyer gave up or the card was refused: the order is released. */
  failed: 'imp_mock_failed',
  /** The deposit into an issued virtual account arrived. */
  vbankDeposit: 'imp_mock_vbank_deposit',
  /** PortOne knows no such payment. */
  unknown: 'imp_mock_unknown',
  /** Paid, but another amount than the order's (a window that was tampered with). */
  tampered: 'imp_mock_tampered',
} as const;

interface ProviderPayment {
  impUid: string;
  amount: number;
  status: 'paid' | 'ready' | 'failed';
}

/** What PortOne would answer about the payment the window returned (or, without one, the order's latest). */
function providerPayment(order: StoreOrder, impUid: string | null): ProviderPayment | null {
  const spec = order.specification;
  if (impUid === null) {
    if (!spec.impUid) return null;
    const status = spec.paidAt ? 'paid' : spec.vbankNum ? 'ready' : 'failed';
    return { impUid: spec.impUid, amount: order.paidPrice, status };
  }
  if (impUid.includes('unknown')) return null;
  const amount = impUid.includes('tamper') ? order.paidPrice + 1000 : order.paidPrice;
  if (impUid.includes('fail')) return { impUid, amount, status: 'failed' };
  if (spec.payMethod !== 'vbank') return { impUid, amount, status: 'paid' };
  // The deposit is reported under the payment that issued the account.
  if (impUid.includes('deposit')) return { impUid: spec.impUid ?? impUid, amount, status: 'paid' };
  return { impUid, amount, status: 'ready' };
}

/** The account PortOne issues; payable until the vbank_due the checkout sent (the order's deadline). */
function issueVirtualAccount(db: MockDb, order: StoreOrder, impUid: string): void {
  const spec = order.specification;
  if (spec.vbankNum !== null) return;
  const code = '088';
  spec.impUid = impUid;
  spec.vbankCode = code;
  spec.vbankName = BANKS.find((bank) => bank.code === code)?.name ?? null;
  spec.vbankNum = `562-${String(order.id).padStart(6, '0')}-${String(order.paidPrice % 100_000).padStart(5, '0')}`;
  spec.vbankHolder = db.catalogue.university.footerOperator;
  spec.vbankDate = order.expiresAt ?? db.nowIso();
  order.expiresAt = spec.vbankDate;
}

/**
 * The payment window came back: the buyer's order and its merchant uid are checked, the payment
 * is "read from the provider" and applied once (PAID, a virtual account issued, or released after
 * a failure). A payment for an order already released is refused as refunded.
 */
export function payOrder(db: MockDb, viewer: StoreMember | null, data: T.PayOrderInput): StoreOrder {
  const member = requireViewer(viewer);
  const input = parseInput(payOrderSchema, data);
  const order = ownOrder(db, member, input.orderId);
  const spec = order.specification;
  if (input.merchantUid !== order.mUid) throw new AppError('PAYMENT_VERIFICATION_FAILED', VERIFICATION_FAILED_MESSAGE);
  if (spec.payMethod === 'point') return order;
  const payment = providerPayment(order, input.impUid);
  if (!payment) {
    if (input.impUid) throw new AppError('PAYMENT_VERIFICATION_FAILED', PAYMENT_NOT_FOUND_MESSAGE);
    return order;
  }
  if (payment.amount !== order.paidPrice) throw new AppError('PAYMENT_VERIFICATION_FAILED', VERIFICATION_FAILED_MESSAGE);
  if (spec.status === 'PAID') return order;
  if (spec.status === 'CANCELLED') {
    if (payment.status === 'paid') throw invalidState(PAID_TOO_LATE_MESSAGE);
    return order;
  }
  switch (payment.status) {
    case 'paid':
      markPaid(db, order, payment.impUid);
      queueOrderMessage(db, order, 'paid');
      break;
    case 'ready':
      issueVirtualAccount(db, order, payment.impUid);
      queueOrderMessage(db, order, 'vbank-issued');
      break;
    case 'failed':
      spec.impUid = payment.impUid;
      releaseUnpaidOrder(db, order, releaseReasonOf({ status: 'failed', failReason: SANDBOX_FAIL_REASON }));
      break;
  }
  return order;
}
