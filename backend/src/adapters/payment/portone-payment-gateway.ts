import type { Logger } from '../../logger';
import { withTimeout } from '../timeout';
import { refundBankCodeFor } from './portone-bank-codes';
import { toGatewayBillingKey, toGatewayPayment, toToken } from './portone-normalize';
import { createTokenSource } from './portone-token';
import type { PortOneCancelBody, PortOneEnvelope } from './portone-wire';
import { PaymentGatewayError, type PaymentCancelRequest, type PaymentGateway } from './payment-gateway';

export interface PortOneGatewayOptions {
  /** https://api.iamport.kr, the sandbox's /sandbox/portone, or a local fake. */
  baseUrl: string;
  impKey: string;
  impSecret: string;
  /** PORTONE_CARD_PG: virtual accounts are issued there, so refund_bank is spelled the way it wants. */
  cardPg: string;
  logger: Logger;
  /** Per request. Mutations hold their transaction open meanwhile, so a dead PG must fail fast. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to age the access token. */
  now?: () => number;
}

export const DEFAULT_PORTONE_TIMEOUT_MS = 10_000;

type Route = 'getToken' | 'getPayment' | 'findPayment' | 'prepare' | 'cancel' | 'getCustomer' | 'deleteCustomer' | 'chargeAgain';

interface Exchange {
  status: number;
  envelope: PortOneEnvelope<unknown> | null;
}

const ok = (exchange: Exchange) => exchange.status >= 200 && exchange.status < 300 && exchange.envelope?.code === 0;

async function readEnvelope(response: Response): Promise<PortOneEnvelope<unknown> | null> {
  try {
    const body = (await response.json()) as Partial<PortOneEnvelope<unknown>>;
    return typeof body.code === 'number' ? { code: body.code, message: body.message ?? null, response: body.response ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * The real PortOne v1 REST client (ADR 0016): one cached access token shared by every
 * caller, renewed once on 401, every answer unwrapped from {code, message, response}. Keys and
 * tokens never reach a message or a log line.
 */
export function createPortOnePaymentGateway(options: PortOneGatewayOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PORTONE_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const log = options.logger.child({ adapter: 'payment', provider: 'portone' });

  async function exchange(route: Route, method: string, path: string, body?: unknown, token?: string): Promise<Exchange> {
    const started = performance.now();
    // The clock covers the answer's body too.
    const answered = await withTimeout(timeoutMs, async (signal) => {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      return { status: response.status, envelope: await readEnvelope(response) };
    }).catch((error: unknown) => {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      log.error({ route, timedOut, errName: error instanceof Error ? error.name : typeof error }, 'PortOne could not be reached');
      throw new PaymentGatewayError(timedOut ? `PortOne did not answer ${route} within ${timeoutMs} ms` : `PortOne could not be reached for ${route}`);
    });
    log.debug({ route, status: answered.status, code: answered.envelope?.code, ms: Math.round(performance.now() - started) }, 'PortOne answered');
    return answered;
  }

  function refusal(route: Route, result: Exchange): PaymentGatewayError {
    const providerMessage = result.envelope?.message ?? null;
    log.warn({ route, status: result.status, providerCode: result.envelope?.code, providerMessage }, 'PortOne refused');
    const detail = providerMessage ? `: ${providerMessage}` : result.envelope ? '' : ' (not a PortOne answer)';
    return new PaymentGatewayError(`PortOne refused ${route} (HTTP ${result.status})${detail}`, result.status, result.envelope?.code);
  }

  const tokens = createTokenSource(async () => {
    const result = await exchange('getToken', 'POST', '/users/getToken', {
      imp_key: options.impKey,
      imp_secret: options.impSecret,
    });
    if (!ok(result)) throw refusal('getToken', result);
    return toToken(result.envelope?.response);
  }, options.now ?? Date.now);

  /** One authorized call; a token PortOne no longer accepts is renewed once. */
  async function call(route: Route, method: string, path: string, body?: unknown): Promise<Exchange> {
    const token = await tokens.get();
    const first = await exchange(route, method, path, body, token);
    if (first.status !== 401) return first;
    tokens.invalidate(token);
    return exchange(route, method, path, body, await tokens.get());
  }

  async function lookup(route: 'getPayment' | 'findPayment', path: string) {
    const result = await call(route, 'GET', path);
    if (result.status === 404) return null;
    if (!ok(result)) throw refusal(route, result);
    return toGatewayPayment(result.envelope?.response);
  }

  function cancelBody(request: PaymentCancelRequest): PortOneCancelBody {
    if (!Number.isInteger(request.amount) || request.amount <= 0) {
      throw new PaymentGatewayError('A refund needs a positive whole amount in KRW');
    }
    const body: PortOneCancelBody = {
      imp_uid: request.impUid,
      amount: request.amount,
      checksum: request.checksum,
      reason: request.reason,
    };
    if (request.refundAccount) {
      const bank = refundBankCodeFor(options.cardPg, request.refundAccount.bankCode);
      if (!bank) throw new PaymentGatewayError('The refund bank code is not a 3-digit KFTC code');
      Object.assign(body, {
        refund_holder: request.refundAccount.holder,
        refund_bank: bank,
        refund_account: request.refundAccount.account.replace(/\D/g, ''),
      });
    }
    return body;
  }

  /** Registers the amount; a retried registration of the same amount is success. */
  async function prepare(merchantUid: string, amount: number): Promise<void> {
    const result = await call('prepare', 'POST', '/payments/prepare', { merchant_uid: merchantUid, amount });
    if (ok(result)) return;
    // A retried prepare finds its own earlier registration: the same amount is success.
    const earlier = await call('prepare', 'GET', `/payments/prepare/${encodeURIComponent(merchantUid)}`);
    const registered = (earlier.envelope?.response as { amount?: unknown } | null)?.amount;
    if (ok(earlier) && registered === amount) return;
    throw refusal('prepare', result);
  }

  const customerPath = (customerUid: string) => `/subscribe/customers/${encodeURIComponent(customerUid)}`;

  async function findPaymentByMerchantUid(merchantUid: string) {
    if (!merchantUid.trim()) return null;
    return lookup('findPayment', `/payments/find/${encodeURIComponent(merchantUid)}?sorting=-started`);
  }

  return {
    async getPayment(impUid) {
      if (!impUid.trim()) return null;
      return lookup('getPayment', `/payments/${encodeURIComponent(impUid)}`);
    },

    findPaymentByMerchantUid,

    prepare,

    async updatePrepared(merchantUid, amount) {
      const result = await call('prepare', 'PUT', '/payments/prepare', { merchant_uid: merchantUid, amount });
      if (ok(result)) return;
      // 404: nothing was registered for it; register the amount now.
      if (result.status === 404) return prepare(merchantUid, amount);
      throw refusal('prepare', result);
    },

    async cancel(request) {
      const result = await call('cancel', 'POST', '/payments/cancel', cancelBody(request));
      if (!ok(result)) throw refusal('cancel', result);
      return toGatewayPayment(result.envelope?.response);
    },

    async getBillingKey(customerUid) {
      if (!customerUid.trim()) return null;
      const result = await call('getCustomer', 'GET', customerPath(customerUid));
      // PortOne says "no such customer" with 404, or with 200 and code 1 on some versions.
      if (result.status === 404 || (result.status === 200 && result.envelope?.code === 1)) return null;
      if (!ok(result)) throw refusal('getCustomer', result);
      return toGatewayBillingKey(result.envelope?.response);
    },

    async deleteBillingKey(customerUid) {
      if (!customerUid.trim()) return false;
      const result = await call('deleteCustomer', 'DELETE', customerPath(customerUid));
      if (result.status === 404 || (result.status === 200 && result.envelope?.code === 1)) return false;
      if (!ok(result)) throw refusal('deleteCustomer', result);
      return true;
    },

    async chargeBillingKey(request) {
      if (!Number.isInteger(request.amount) || request.amount <= 0) {
        throw new PaymentGatewayError('A billing-key charge needs a positive whole amount in KRW');
      }
      const result = await call('chargeAgain', 'POST', '/subscribe/payments/again', {
        customer_uid: request.customerUid,
        merchant_uid: request.merchantUid,
        amount: request.amount,
        name: request.name,
      });
      // code 0 covers a card company's decline too: the payment's status and fail_reason say which.
      if (ok(result)) return toGatewayPayment(result.envelope?.response);
      // A retried charge whose first answer was lost: PortOne refuses the paid merchant_uid, and the
      // payment it already made is the answer.
      const earlier = await findPaymentByMerchantUid(request.merchantUid).catch(() => null);
      if (earlier && earlier.status === 'paid' && earlier.amount === request.amount) return earlier;
      throw refusal('chargeAgain', result);
    },
  };
}
