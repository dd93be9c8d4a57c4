
/** Where the sandbox lives on the shop's own server (backend/src/http/payment-sandbox.ts mounts it). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';
export const SANDBOX_VBANK_PATH = '/sandbox/vbank';
export const SANDBOX_PORTONE_PATH = '/sandbox/portone';

/** What the shop hands the payment window: PaymentRequest's fields (IMP.request_pay's parameters). */
export interface SandboxCheckoutRequest {
  pg: string;
  payMethod: string;
  merchantUid: string;
  amount: number;
  name: string;
  buyerName: string;
  buyerEmail: string;
  buyerTel: string;
  buyerAddr?: string | null;
  buyerPostcode?: string | null;
  vbankDue?: Date | null;
  noticeUrl: string;
  redirectUrl: string;
  /** Issues a billing key under this id instead of paying (amount 0); see docs/decisions/0064. */
  customerUid?: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `vbank_due` in one of PortOne's formats (YYYYMMDDHHmmss), in Korean time whatever the server's zone. */
export function vbankDueParam(due: Date): string {
  const kst = new Date(due.getTime() + 9 * 60 * 60 * 1000);
  return (
    `${kst.getUTCFullYear()}${pad(kst.getUTCMonth() + 1)}${pad(kst.getUTCDate())}` +
    `${pad(kst.getUTCHours())}${pad(kst.getUTCMinutes())}${pad(kst.getUTCSeconds())}`
  );
}

/**
 * The sandbox payment page for a request, with request_pay's own parameter names. Relative: the
 * shop and its API share one origin, so the SPA opens it as is (PaymentRequest.sandboxUrl).
 */
export function sandboxCheckoutUrl(request: SandboxCheckoutRequest): string {
  const params = new URLSearchParams({
    pg: request.pg,
    pay_method: request.payMethod,
    merchant_uid: request.merchantUid,
    amount: String(request.amount),
    name: request.name,
    buyer_name: request.buyerName,
    buyer_email: request.buyerEmail,
    buyer_tel: request.buyerTel,
    notice_url: request.noticeUrl,
    m_redirect_url: request.redirectUrl,
  });
  if (request.buyerAddr) params.set('buyer_addr', request.buyerAddr);
  if (request.buyerPostcode) params.set('buyer_postcode', request.buyerPostcode);
  if (request.vbankDue) params.set('vbank_due', vbankDueParam(request.vbankDue));
  if (request.customerUid) params.set('customer_uid', request.customerUid);
  return `${SANDBOX_CHECKOUT_PATH}?${params.toString()}`;
}

const LOOPBACK_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Where the sandbox adapter reaches the fake REST API: this very process through loopback when it
 * listens there, so the answer always comes from the store the sandbox page wrote (behind a load
 * balancer PUBLIC_BASE_URL could land on another instance); PUBLIC_BASE_URL otherwise.
 */
export function sandboxApiBaseUrl(config: { HOST: string; PORT: number; PUBLIC_BASE_URL: string }): string {
  if (LOOPBACK_HOSTS.has(config.HOST)) {
    const host = config.HOST === 'localhost' ? 'localhost' : config.HOST === '::1' ? '[::1]' : '127.0.0.1';
    return `http://${host}:${config.PORT}${SANDBOX_PORTONE_PATH}`;
  }
  return `${config.PUBLIC_BASE_URL}${SANDBOX_PORTONE_PATH}`;
}
