import { vbankDueParam } from '../../../../domain/payment/sandbox-checkout-url';
import type { PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import type { RequestPayParams, RequestPayResponse } from './portone-sdk';

/**
 * KakaoPay through its own PG takes `pay_method: 'card'` (PortOne's KakaoPay guide); the other
 * methods are passed as the order names them.
 */
const SDK_PAY_METHODS = {
  card: 'card',
  trans: 'trans',
  vbank: 'vbank',
  kakaopay: 'card',
  point: 'point',
} as const satisfies Record<PaymentRequestFieldsFragment['payMethod'], string>;

function sdkPayMethod(payMethod: PaymentRequestFieldsFragment['payMethod']): string {
  return SDK_PAY_METHODS[payMethod];
}

/** The backend's PaymentRequest as `IMP.request_pay` expects it; optional fields only when known. */
export function requestPayParams(payment: PaymentRequestFieldsFragment): RequestPayParams {
  const params: RequestPayParams = {
    pg: payment.pg,
    pay_method: sdkPayMethod(payment.payMethod),
    merchant_uid: payment.merchantUid,
    amount: payment.amount,
    name: payment.name,
    buyer_name: payment.buyerName,
    buyer_email: payment.buyerEmail,
    buyer_tel: payment.buyerTel,
    notice_url: payment.noticeUrl,
    m_redirect_url: payment.redirectUrl,
  };
  if (payment.buyerAddr) params.buyer_addr = payment.buyerAddr;
  if (payment.buyerPostcode) params.buyer_postcode = payment.buyerPostcode;
  if (payment.payMethod === 'vbank' && payment.vbankDue) params.vbank_due = vbankDueParam(new Date(payment.vbankDue));
  return params;
}

/**
 * Where the PC callback sends the buyer: the same completion address mobile browsers reach through
 * m_redirect_url, with the same query, so one page handles both. Any error_code means failure
 * (some PGs send neither `success` nor `imp_success`, so their absence proves nothing).
 */
export function completionUrl(redirectUrl: string, response: RequestPayResponse, merchantUid: string): string {
  const url = new URL(redirectUrl, window.location.href);
  const failed = Boolean(response.error_code) || response.success === false || response.imp_success === false;
  if (response.imp_uid) url.searchParams.set('imp_uid', response.imp_uid);
  url.searchParams.set('merchant_uid', response.merchant_uid || merchantUid);
  url.searchParams.set('imp_success', String(!failed));
  if (response.error_code) url.searchParams.set('error_code', response.error_code);
  if (failed && response.error_msg) url.searchParams.set('error_msg', response.error_msg);
  return url.toString();
}
