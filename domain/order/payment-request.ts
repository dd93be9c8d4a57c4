import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { sandboxCheckoutUrl, type SandboxCheckoutRequest } from '../payment/sandbox-checkout-url';
import { PayMethod } from '../enums';
import { unreachable } from '../exhaustive';

/*
 * What the client opens the payment window with (PortOne's request_pay parameters, or the
 * sandbox checkout): the PG per pay method, the order's name and amount, the buyer, and where
 * PortOne notifies (notice_url) and returns (m_redirect_url). docs/decisions/0017. No ORM and no
 * Node built-ins here: the mocked API builds the same request in the browser.
 */

/** The path PortOne posts payment notifications to (the payment request's notice_url). */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/** The server settings the request depends on (a subset of the backend's Config). */
export interface PaymentRequestConfig {
  PORTONE_CARD_PG: string;
  PORTONE_KAKAOPAY_PG: string;
  PUBLIC_BASE_URL: string;
  PAYMENT_DRIVER: 'sandbox' | 'portone';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Card-like payments must finish within this window after the order (docs/product-rules.md#stock). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** A virtual account is payable until 23:59:59 (Korean time) of the third day after the order. */
export const VBANK_DEPOSIT_DAYS = 3;

export function vbankDueOf(orderedAt: Date): Date {
  const koreanMidnight = Math.floor((orderedAt.getTime() + KOREA_OFFSET_MS) / DAY_MS) * DAY_MS - KOREA_OFFSET_MS;
  return new Date(koreanMidnight + (VBANK_DEPOSIT_DAYS + 1) * DAY_MS - 1000);
}

/** When an unpaid order is released; the provider's vbank_date replaces it once the account is issued. */
export function paymentDeadlineOf(payMethod: PayMethod, orderedAt: Date): Date | null {
  switch (payMethod) {
    case PayMethod.point:
      return null;
    case PayMethod.vbank:
      return vbankDueOf(orderedAt);
    case PayMethod.card:
    case PayMethod.trans:
    case PayMethod.kakaopay:
      return new Date(orderedAt.getTime() + PAYMENT_WINDOW_MS);
    default:
      return unreachable(payMethod);
  }
}

/** The PG id: KakaoPay has its own, every other method goes through the card PG. */
export function pgOf(config: Pick<PaymentRequestConfig, 'PORTONE_CARD_PG' | 'PORTONE_KAKAOPAY_PG'>, payMethod: PayMethod): string {
  switch (payMethod) {
    case PayMethod.kakaopay:
      return config.PORTONE_KAKAOPAY_PG;
    case PayMethod.card:
    case PayMethod.trans:
    case PayMethod.vbank:
    case PayMethod.point:
      return config.PORTONE_CARD_PG;
    default:
      return unreachable(payMethod);
  }
}

/** "2026 경영학과 과잠 외 2건", as Korean shops name a multi-item payment. */
export function orderNameOf(productNames: readonly string[]): string {
  const [first = '주문 상품', ...rest] = productNames;
  return rest.length > 0 ? `${first} 외 ${rest.length}건` : first;
}

/** PGs want the domestic form (010-1234-5678) rather than E.164. */
export function domesticTel(tel: string | null | undefined): string {
  if (!tel) return '';
  const parsed = parsePhoneNumberFromString(tel, 'KR');
  return parsed?.isValid() ? (parsed.country === 'KR' ? parsed.formatNational() : parsed.formatInternational()) : tel;
}

/** The SPA route the payment window returns to on mobile; it calls payOrder with what it got. */
export function orderCompletePath(orderId: number): string {
  return `/orders/${orderId}/complete`;
}

/** PaymentRequest as the contract describes it: the sandbox page's parameters plus its address. */
export interface PaymentRequestFields extends SandboxCheckoutRequest {
  payMethod: PayMethod;
  buyerAddr: string | null;
  buyerPostcode: string | null;
  vbankDue: Date | null;
  sandboxUrl: string | null;
}

export interface PaymentRequestOrder {
  id: number;
  mUid: string;
  paidPrice: number;
  payMethod: PayMethod;
  productNames: readonly string[];
  buyer: { name: string; email: string; tel?: string | null };
  delivery: { address: string; detailAddress: string; postCode: string; tel: string } | null;
  /** The deposit deadline for a virtual account. */
  vbankDue: Date | null;
}

/** With PAYMENT_DRIVER=sandbox, `sandboxUrl` is the sandbox's checkout page (docs/decisions/0016). */
export function paymentRequestOf(
  config: PaymentRequestConfig,
  order: PaymentRequestOrder,
  /** The shop origin the student pays from (return-origin.ts); PUBLIC_BASE_URL when not given. */
  returnOrigin?: string,
): PaymentRequestFields | null {
  if (order.payMethod === PayMethod.point || order.paidPrice === 0) return null;
  const { delivery } = order;
  const request = {
    pg: pgOf(config, order.payMethod),
    payMethod: order.payMethod,
    merchantUid: order.mUid,
    amount: order.paidPrice,
    name: orderNameOf(order.productNames),
    buyerName: order.buyer.name,
    buyerEmail: order.buyer.email,
    buyerTel: domesticTel(order.buyer.tel ?? delivery?.tel),
    buyerAddr: delivery ? `${delivery.address} ${delivery.detailAddress}`.trim() : null,
    buyerPostcode: delivery?.postCode ?? null,
    vbankDue: order.payMethod === PayMethod.vbank ? order.vbankDue : null,
    noticeUrl: `${config.PUBLIC_BASE_URL}${PAYMENT_WEBHOOK_PATH}`,
    // The webhook is server to server (PUBLIC_BASE_URL); the student returns where they started.
    redirectUrl: `${returnOrigin ?? config.PUBLIC_BASE_URL}${orderCompletePath(order.id)}`,
  };
  return { ...request, sandboxUrl: config.PAYMENT_DRIVER === 'sandbox' ? sandboxCheckoutUrl(request) : null };
}
