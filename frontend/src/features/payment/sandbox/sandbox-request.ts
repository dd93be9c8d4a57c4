import type { PayMethod } from '../../../lib/__generated__/graphql';
import { PAY_METHOD_LABELS } from '../../../lib/pay-methods';

/**
 * The request_pay parameters the mocked API's sandboxUrl carries (built by the backend's
 * sandbox-checkout-url.ts, whose names these are).
 */
export interface SandboxRequest {
  pg: string;
  payMethod: PayMethod;
  merchantUid: string;
  amount: number;
  name: string;
  buyerName: string;
  vbankDue: string | null;
  /** The completion address, on this very origin. */
  redirectPath: string;
  /** request_pay with customer_uid: the window registers a billing key and charges nothing (ADR 0064). */
  customerUid: string | null;
}

export type SandboxParse = { ok: true; request: SandboxRequest } | { ok: false; problem: string };

const isPayMethod = (value: string): value is PayMethod => value in PAY_METHOD_LABELS;

/** `vbank_due` as YYYYMMDDHHmm(ss) on the Korean clock → an ISO instant. */
function vbankDueOf(value: string | null): string | null {
  const match = value?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}+09:00`;
}

/**
 * Reads the sandbox address the way the real sandbox page does: without an amount, an order or a
 * return address on this shop, the window cannot open (and never sends anyone elsewhere).
 */
export function parseSandboxRequest(search: string, origin: string): SandboxParse {
  const params = new URLSearchParams(search);
  const amount = Number(params.get('amount'));
  const merchantUid = params.get('merchant_uid')?.trim() ?? '';
  const payMethod = params.get('pay_method') ?? 'card';
  const customerUid = params.get('customer_uid')?.trim() || null;
  // Issuing a billing key charges nothing (amount 0); a payment needs an amount.
  const least = customerUid ? 0 : 1;
  if (!merchantUid || !Number.isSafeInteger(amount) || amount < least || !isPayMethod(payMethod)) {
    return { ok: false, problem: '결제 요청에 주문 번호나 금액이 없어요.' };
  }
  let redirect: URL;
  try {
    redirect = new URL(params.get('m_redirect_url') ?? '', origin);
  } catch {
    return { ok: false, problem: '결제 후 돌아갈 주소가 올바르지 않아요.' };
  }
  if (redirect.origin !== origin || !params.get('m_redirect_url')) {
    return { ok: false, problem: '결제 후 돌아갈 주소가 이 쇼핑몰이 아니에요.' };
  }
  return {
    ok: true,
    request: {
      pg: params.get('pg') ?? '',
      payMethod,
      merchantUid,
      amount,
      name: params.get('name') ?? '',
      buyerName: params.get('buyer_name') ?? '',
      vbankDue: vbankDueOf(params.get('vbank_due')),
      redirectPath: `${redirect.pathname}${redirect.search}`,
      customerUid,
    },
  };
}

/** The completion address with what PortOne appends when the window closes (sandbox-routes.ts returnUrl). */
export function sandboxReturnPath(
  request: SandboxRequest,
  result: { impUid: string | null; success: boolean; errorCode?: string; errorMsg?: string },
): string {
  const [path = '', query = ''] = request.redirectPath.split('?');
  const params = new URLSearchParams(query);
  if (result.impUid) params.set('imp_uid', result.impUid);
  params.set('merchant_uid', request.merchantUid);
  if (request.customerUid) params.set('customer_uid', request.customerUid);
  params.set('imp_success', String(result.success));
  if (result.errorCode) params.set('error_code', result.errorCode);
  if (result.errorMsg) params.set('error_msg', result.errorMsg);
  return `${path}?${params.toString()}`;
}
