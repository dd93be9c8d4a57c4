// The sandbox payment window's input: IMP.request_pay's parameters as query (GET) or form (POST)
// fields, checked the way PortOne's window refuses a broken request before any payment exists.
import type { SandboxCheckoutRequest } from '../../../../domain/payment/sandbox-checkout-url';

/** A request the window accepted: optional text is '' and the webhook address may be absent. */
export interface CheckoutParams
  extends Omit<SandboxCheckoutRequest, 'buyerAddr' | 'buyerPostcode' | 'vbankDue' | 'noticeUrl' | 'customerUid'> {
  /** request_pay with customer_uid: the window issues a billing key (amount 0 charges nothing). */
  customerUid: string | null;
  buyerAddr: string;
  buyerPostcode: string;
  noticeUrl: string | null;
  vbankDue: Date | null;
}

export type ParsedCheckout = { ok: true; params: CheckoutParams } | { ok: false; problem: string };

/** Names as request_pay spells them; the page posts them back in hidden fields. */
export const CHECKOUT_FIELDS = [
  'pg',
  'pay_method',
  'merchant_uid',
  'amount',
  'name',
  'buyer_name',
  'buyer_email',
  'buyer_tel',
  'buyer_addr',
  'buyer_postcode',
  'notice_url',
  'm_redirect_url',
  'vbank_due',
  'customer_uid',
] as const;

const PAY_METHODS = new Set(['card', 'trans', 'vbank', 'kakaopay', 'phone']);
const MAX_AMOUNT = 100_000_000;
const MAX_CUSTOMER_UID = 80;
const KST_OFFSET = '+09:00';

/**
 * vbank_due in PortOne's formats (YYYY-MM-DD, YYYYMMDD, YYYY-MM-DD HH:mm:ss, YYYYMMDDHHmmss, and the
 * older YYYYMMDDHHmm), Korean time; a date alone means the end of that day.
 */
export function parseVbankDue(value: string): Date | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T]?(\d{2}):?(\d{2})(?::?(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const time = hour ? `${hour}:${minute}:${second ?? '00'}` : '23:59:59';
  const date = new Date(`${year}-${month}-${day}T${time}${KST_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function parseCheckoutParams(
  fields: URLSearchParams,
  options: { defaultPg: string; isShopUrl: (url: URL) => boolean },
): ParsedCheckout {
  const get = (key: (typeof CHECKOUT_FIELDS)[number]) => fields.get(key)?.trim() ?? '';
  const refuse = (problem: string): ParsedCheckout => ({ ok: false, problem });

  const merchantUid = get('merchant_uid');
  if (!merchantUid || merchantUid.length > 40) return refuse('주문번호(merchant_uid)가 없거나 40자를 넘습니다.');
  const customerUid = get('customer_uid') || null;
  if (customerUid && customerUid.length > MAX_CUSTOMER_UID) return refuse('빌링키 아이디(customer_uid)가 80자를 넘습니다.');
  const amountText = get('amount');
  const amount = Number(amountText);
  // Issuing a billing key may charge nothing (KakaoPay requires 0); a payment needs at least 1 won.
  const least = customerUid ? 0 : 1;
  if (!/^\d+$/.test(amountText) || amount < least || amount > MAX_AMOUNT) {
    return refuse(`결제 금액(amount)은 ${least}원 이상의 정수여야 합니다.`);
  }
  const pg = get('pg') || options.defaultPg;
  // KakaoPay's own PG may omit pay_method (PortOne treats it as card); the shop sends kakaopay.
  const payMethod = get('pay_method') || 'card';
  if (!PAY_METHODS.has(payMethod)) return refuse(`지원하지 않는 결제수단(pay_method)입니다: ${payMethod}`);

  const redirect = shopUrl(get('m_redirect_url'), options.isShopUrl);
  if (!redirect) return refuse('결제 후 돌아갈 주소(m_redirect_url)가 없거나 이 쇼핑몰의 주소가 아닙니다.');
  const noticeText = get('notice_url');
  const notice = noticeText ? shopUrl(noticeText, options.isShopUrl) : null;
  if (noticeText && !notice) return refuse('결제 알림 주소(notice_url)가 이 쇼핑몰의 주소가 아닙니다.');

  const dueText = get('vbank_due');
  const vbankDue = dueText ? parseVbankDue(dueText) : null;
  if (dueText && !vbankDue) return refuse('가상계좌 입금기한(vbank_due) 형식이 올바르지 않습니다.');

  return {
    ok: true,
    params: {
      pg,
      payMethod,
      merchantUid,
      amount,
      name: get('name'),
      buyerName: get('buyer_name'),
      buyerEmail: get('buyer_email'),
      buyerTel: get('buyer_tel'),
      buyerAddr: get('buyer_addr'),
      buyerPostcode: get('buyer_postcode'),
      noticeUrl: notice,
      redirectUrl: redirect,
      vbankDue,
      customerUid,
    },
  };
}

function shopUrl(value: string, isShopUrl: (url: URL) => boolean): string | null {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && isShopUrl(url) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The hidden fields that carry a request from the page to its POST, as the shop sent them. */
export function checkoutFieldsOf(raw: URLSearchParams): [string, string][] {
  return CHECKOUT_FIELDS.filter((key) => raw.has(key)).map((key) => [key, raw.get(key) ?? '']);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The sandbox only returns to, and notifies, the shop itself: PUBLIC_BASE_URL's origin, or any
 * loopback address while the shop itself runs on one (a developer's machine and the tests).
 */
export function shopUrlPolicy(publicBaseUrl: string): (url: URL) => boolean {
  const base = new URL(publicBaseUrl);
  const local = LOOPBACK.has(base.hostname);
  return (url) => url.origin === base.origin || (local && LOOPBACK.has(url.hostname));
}
