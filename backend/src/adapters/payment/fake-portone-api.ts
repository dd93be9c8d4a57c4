import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createFakePortOneStore,
  PortOneRefusal,
  type FakeCancellation,
  type FakePaymentInput,
  type FakePortOneStore,
  type FakePortOneStoreOptions,
} from './fake-portone-store';
import type { FakeBillingKeyInput, FakeDeletedBillingKey, FakeKeyDecline } from './fake-portone-billing';
import { deliverWebhook, type FakeWebhookDelivery, type WebhookFormat } from './fake-portone-webhook';
import type {
  PortOneAgainBody,
  PortOneCancelBody,
  PortOneCustomerWire,
  PortOneEnvelope,
  PortOnePaymentStatus,
  PortOnePaymentWire,
} from './portone-wire';

/** The REST endpoints a fault can be injected into. */
export type FakePortOneRoute =
  | 'getToken'
  | 'getPayment'
  | 'findPayment'
  | 'prepare'
  | 'cancel'
  | 'getCustomer'
  | 'deleteCustomer'
  | 'chargeAgain';

/** Makes the next call to a route misbehave: a refusal envelope, a raw body, a slow answer or none at all. */
export interface FakePortOneFault {
  status?: number;
  code?: number;
  message?: string;
  /** Sent as is (for example an HTML error page from a proxy). */
  body?: string;
  delayMs?: number;
  /** Never answers (until the fake closes): exercises the adapter's timeout. */
  hang?: boolean;
  /**
   * Does the work first, then misbehaves as above: the charge (or refund) happened but its answer
   * was lost, as when the network drops after PortOne approved.
   */
  afterEffect?: boolean;
}

export interface FakePortOneRequest {
  method: string;
  path: string;
  route: FakePortOneRoute | 'control' | 'unknown';
}

/** What tests (and the sandbox page) do to the fake besides speaking PortOne's REST API. */
export interface FakePortOneControls {
  /** The payment window's outcome: paid, failed or a virtual account issued; posts the webhook (none on failure). */
  completePayment(input: FakePaymentInput): Promise<PortOnePaymentWire>;
  /** The buyer deposits into an issued virtual account: paid, then the webhook. */
  depositVbank(impUid: string): Promise<PortOnePaymentWire>;
  /** Sends a payment's notification again (PortOne may deliver the same one twice). */
  resendWebhook(impUid: string): Promise<FakeWebhookDelivery | null>;
  payment(impUid: string): PortOnePaymentWire | undefined;
  paymentsFor(merchantUid: string): PortOnePaymentWire[];
  preparedAmount(merchantUid: string): number | undefined;
  /** Refunds received, oldest first, with the refund account as sent. */
  readonly cancellations: readonly FakeCancellation[];
  /** Notifications sent, oldest first. */
  readonly webhooks: readonly FakeWebhookDelivery[];
  /** REST calls received, oldest first. */
  readonly requests: readonly FakePortOneRequest[];
  /** Forgets every access token, as if they had all expired: the next call gets 401. */
  revokeTokens(): void;
  failNext(route: FakePortOneRoute, fault: FakePortOneFault): void;
  /** The payment window issues a billing key (request_pay with customer_uid, amount 0). */
  issueBillingKey(input: FakeBillingKeyInput): PortOneCustomerWire;
  /** Makes an issued key refuse its next `times` charges (Infinity: every one). */
  declineCharges(customerUid: string, decline: FakeKeyDecline): void;
  customer(customerUid: string): PortOneCustomerWire | undefined;
  /** Billing keys deleted (`DELETE /subscribe/customers/{customer_uid}`), oldest first. */
  readonly deletedBillingKeys: readonly FakeDeletedBillingKey[];
}

export interface FakePortOneCoreOptions extends FakePortOneStoreOptions {
  webhookFormat?: WebhookFormat;
  webhookTimeoutMs?: number;
  /** Where notifications may go; the sandbox keeps them on the shop's own origin. */
  allowWebhookUrl?: (url: URL) => boolean;
  /** After every change to the records (the sandbox saves them). */
  onChange?: (store: FakePortOneStore) => void;
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function send(res: ServerResponse, status: number, envelope: PortOneEnvelope<unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(envelope));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new PortOneRefusal('요청 본문(JSON)을 해석할 수 없습니다.', 400, -1);
  }
}

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function cancelBodyOf(body: Record<string, unknown>): PortOneCancelBody {
  const amount = toNumber(body['amount']);
  const checksum = toNumber(body['checksum']);
  return {
    imp_uid: optionalString(body['imp_uid']),
    merchant_uid: optionalString(body['merchant_uid']),
    amount: typeof amount === 'number' ? amount : undefined,
    checksum: typeof checksum === 'number' ? checksum : null,
    reason: optionalString(body['reason']),
    refund_holder: optionalString(body['refund_holder']),
    refund_bank: optionalString(body['refund_bank']),
    refund_account: optionalString(body['refund_account']),
    enable_webhook: body['enable_webhook'] === true || body['enable_webhook'] === 'true',
  };
}

function paymentInputOf(body: Record<string, unknown>): FakePaymentInput {
  const outcome = body['outcome'];
  if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'vbank') {
    throw new PortOneRefusal('outcome은 paid, failed, vbank 중 하나여야 합니다.', 400, -1);
  }
  const vbank = (body['vbank'] ?? {}) as Record<string, unknown>;
  const dueAt = typeof vbank['dueAt'] === 'string' ? new Date(vbank['dueAt']) : undefined;
  const tampered = toNumber(body['tamperedAmount']);
  return {
    merchantUid: String(body['merchantUid'] ?? ''),
    amount: Number(toNumber(body['amount'])),
    outcome,
    payMethod: optionalString(body['payMethod']),
    pg: optionalString(body['pg']),
    name: optionalString(body['name']),
    buyerName: optionalString(body['buyerName']),
    noticeUrl: optionalString(body['noticeUrl']) ?? null,
    failReason: optionalString(body['failReason']),
    vbank: { code: optionalString(vbank['code']), num: optionalString(vbank['num']), dueAt },
    ...(typeof tampered === 'number' ? { tamperedAmount: tampered } : {}),
  };
}

function billingKeyInputOf(body: Record<string, unknown>): FakeBillingKeyInput {
  return {
    customerUid: String(body['customerUid'] ?? ''),
    pg: optionalString(body['pg']),
    merchantUid: optionalString(body['merchantUid']),
    buyerName: optionalString(body['buyerName']),
    cardNumber: optionalString(body['cardNumber']),
  };
}

/**
 * PortOne's v1 REST API over the in-memory store, mountable at any prefix: the standalone fake
 * serves it at its root, the sandbox under /sandbox/portone.
 */
export function createFakePortOne(options: FakePortOneCoreOptions = {}) {
  const store = createFakePortOneStore(options);
  const webhooks: FakeWebhookDelivery[] = [];
  const requests: FakePortOneRequest[] = [];
  const faults = new Map<FakePortOneRoute, FakePortOneFault>();
  const hanging = new Set<ServerResponse>();
  const changed = () => options.onChange?.(store);

  async function notify(wire: PortOnePaymentWire, noticeUrl: string | null, extra: { cancellation_id?: string } = {}) {
    if (!noticeUrl || !isWebAddress(noticeUrl)) return null;
    if (options.allowWebhookUrl && !options.allowWebhookUrl(new URL(noticeUrl))) return null;
    const status: PortOnePaymentStatus = wire.status;
    const body = { imp_uid: wire.imp_uid, merchant_uid: wire.merchant_uid, status, ...extra };
    const delivery = await deliverWebhook(noticeUrl, body, options.webhookFormat ?? 'json', options.webhookTimeoutMs);
    webhooks.push(delivery);
    return delivery;
  }

  const controls: FakePortOneControls = {
    async completePayment(input) {
      const { wire, noticeUrl } = store.completePayment(input);
      changed();
      // No webhook on failure, as PortOne; paid and issued virtual accounts are notified.
      if (wire.status !== 'failed') await notify(wire, noticeUrl);
      return structuredClone(wire);
    },
    async depositVbank(impUid) {
      const { wire, noticeUrl } = store.depositVbank(impUid);
      changed();
      await notify(wire, noticeUrl);
      return structuredClone(wire);
    },
    async resendWebhook(impUid) {
      const wire = store.payment(impUid);
      return notify(wire, store.noticeUrlOf(impUid));
    },
    payment(impUid) {
      try {
        return structuredClone(store.payment(impUid));
      } catch {
        return undefined;
      }
    },
    paymentsFor: (merchantUid) => structuredClone(store.paymentsFor(merchantUid)),
    preparedAmount: (merchantUid) => store.preparedAmount(merchantUid),
    cancellations: store.cancellations,
    webhooks,
    requests,
    revokeTokens: () => store.revokeTokens(),
    failNext: (route, fault) => void faults.set(route, fault),
    issueBillingKey(input) {
      const wire = store.billing.issueBillingKey(input);
      changed();
      return structuredClone(wire);
    },
    declineCharges(customerUid, decline) {
      store.billing.declineCharges(customerUid, decline);
      changed();
    },
    customer(customerUid) {
      return store.billing.hasCustomer(customerUid) ? structuredClone(store.billing.customer(customerUid)) : undefined;
    },
    deletedBillingKeys: store.billing.deleted,
  };

  function routeOf(method: string, path: string): FakePortOneRequest['route'] {
    if (path.startsWith('/control/')) return 'control';
    if (method === 'POST' && path === '/users/getToken') return 'getToken';
    if (path === '/payments/prepare' || path.startsWith('/payments/prepare/')) return 'prepare';
    if (method === 'POST' && path === '/payments/cancel') return 'cancel';
    if (method === 'GET' && path.startsWith('/payments/find/')) return 'findPayment';
    if (method === 'GET' && /^\/payments\/[^/]+$/.test(path)) return 'getPayment';
    if (method === 'POST' && path === '/subscribe/payments/again') return 'chargeAgain';
    if (/^\/subscribe\/customers\/[^/]+$/.test(path)) return method === 'DELETE' ? 'deleteCustomer' : 'getCustomer';
    return 'unknown';
  }

  function takeFault(route: FakePortOneRequest['route'], afterEffect: boolean): FakePortOneFault | null {
    if (route === 'control' || route === 'unknown') return null;
    const fault = faults.get(route);
    if (!fault || Boolean(fault.afterEffect) !== afterEffect) return null;
    faults.delete(route);
    return fault;
  }

  async function applyFault(fault: FakePortOneFault | null, res: ServerResponse): Promise<boolean> {
    if (!fault) return false;
    if (fault.hang) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return true;
    }
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.body !== undefined) {
      res.writeHead(fault.status ?? 500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fault.body);
      return true;
    }
    if (fault.status === undefined && fault.code === undefined) return false;
    send(res, fault.status ?? 200, { code: fault.code ?? -1, message: fault.message ?? 'fault injected', response: null });
    return true;
  }

  async function rest(req: IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<unknown> {
    const segment = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (method === 'POST' && path === '/users/getToken') {
      const body = await readBody(req);
      return store.issueToken(body['imp_key'], body['imp_secret']);
    }
    store.authorize(req.headers.authorization);
    if (path === '/payments/prepare' && (method === 'POST' || method === 'PUT')) {
      const body = await readBody(req);
      const result = (method === 'POST' ? store.prepare : store.updatePrepared)(body['merchant_uid'], toNumber(body['amount']));
      changed();
      return result;
    }
    if (method === 'GET' && path.startsWith('/payments/prepare/')) return store.preparedFor(segment('/payments/prepare/'));
    if (method === 'POST' && path === '/payments/cancel') {
      const body = cancelBodyOf(await readBody(req));
      const { wire, noticeUrl, cancellationId } = store.cancel(body);
      changed();
      // An API cancel notifies only when asked to, and only for a payment that used a webhook.
      if (body.enable_webhook) await notify(wire, noticeUrl, { cancellation_id: cancellationId });
      return wire;
    }
    if (method === 'GET' && path.startsWith('/payments/find/')) {
      const [merchantUid = '', status] = segment('/payments/find/').split('/');
      return store.find(merchantUid, status ?? query.get('payment_status') ?? undefined);
    }
    if (method === 'GET' && /^\/payments\/[^/]+$/.test(path)) return store.payment(segment('/payments/'));
    return subscribe(req, method, path, segment);
  }

  async function subscribe(req: IncomingMessage, method: string, path: string, segment: (prefix: string) => string): Promise<unknown> {
    if (method === 'POST' && path === '/subscribe/payments/again') {
      const body = await readBody(req);
      const wire = store.billing.chargeAgain({ ...body, amount: toNumber(body['amount']) } as Partial<PortOneAgainBody>);
      changed();
      // Declined or approved, PortOne answers code 0: the payment's status says which.
      return wire;
    }
    if (/^\/subscribe\/customers\/[^/]+$/.test(path)) {
      const customerUid = segment('/subscribe/customers/');
      if (method === 'GET') return store.billing.customer(customerUid);
      if (method === 'DELETE') {
        const wire = store.billing.deleteCustomer(customerUid);
        changed();
        return wire;
      }
    }
    throw new PortOneRefusal('요청한 API를 찾을 수 없습니다.', 404, -1);
  }

  async function control(req: IncomingMessage, method: string, path: string): Promise<unknown> {
    if (method === 'POST' && path === '/control/payments') return controls.completePayment(paymentInputOf(await readBody(req)));
    if (method === 'POST' && path === '/control/billing-keys') return controls.issueBillingKey(billingKeyInputOf(await readBody(req)));
    const decline = /^\/control\/billing-keys\/([^/]+)\/decline$/.exec(path);
    if (method === 'POST' && decline?.[1]) {
      const body = await readBody(req);
      const times = toNumber(body['times']);
      controls.declineCharges(decodeURIComponent(decline[1]), {
        times: typeof times === 'number' && Number.isInteger(times) && times >= 0 ? times : Infinity,
        failReason: optionalString(body['failReason']),
      });
      return controls.customer(decodeURIComponent(decline[1]));
    }
    const deposit = /^\/control\/payments\/([^/]+)\/deposit$/.exec(path);
    if (method === 'POST' && deposit?.[1]) return controls.depositVbank(decodeURIComponent(deposit[1]));
    throw new PortOneRefusal('요청한 API를 찾을 수 없습니다.', 404, -1);
  }

  /** Serves one request; `path` is relative to where the fake is mounted. */
  async function handle(req: IncomingMessage, res: ServerResponse, path: string, query = new URLSearchParams()) {
    const method = req.method ?? 'GET';
    const route = routeOf(method, path);
    requests.push({ method, path, route });
    if (await applyFault(takeFault(route, false), res)) return;
    try {
      const response = route === 'control' ? await control(req, method, path) : await rest(req, method, path, query);
      if (await applyFault(takeFault(route, true), res)) return;
      send(res, 200, { code: 0, message: null, response });
    } catch (error) {
      if (!(error instanceof PortOneRefusal)) throw error;
      send(res, error.status, { code: error.code, message: error.message, response: null });
    }
  }

  return {
    store,
    controls,
    handle,
    /** Drops answers still held by a `hang` fault, so a server can close. */
    releaseHanging() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
}

export type FakePortOneCore = ReturnType<typeof createFakePortOne>;
