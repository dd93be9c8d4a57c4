import { SANDBOX_FAIL_REASON } from '../../../../domain/payment/sandbox-messages';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BANKS } from '../../../../domain/reference/reference';
import type { Logger } from '../../logger';
import type { FakePortOneCore } from './fake-portone-api';
import { PortOneRefusal, type FakePaymentInput } from './fake-portone-store';
import { pgProviderOf } from './portone-wire';
import { parseCheckoutParams, shopUrlPolicy, type CheckoutParams } from './sandbox-checkout-params';
import { SANDBOX_VBANK_PATH } from '../../../../domain/payment/sandbox-checkout-url';
import { checkoutPage, problemPage, SANDBOX_TEST_CARDS, vbankPage, type CheckoutView } from './sandbox-pages';
import { FAKE_DECLINE_REASON, type FakeKeyDecline } from './fake-portone-billing';

export interface SandboxSettings {
  publicBaseUrl: string;
  cardPg: string;
  kakaoPayPg: string;
}

const MAX_FORM_BYTES = 16 * 1024;
const MAX_MESSAGE = 200;

class BadRequest extends Error {}

const DEPOSIT_RESULTS = {
  ok: { ok: true, text: '입금 처리했어요. 쇼핑몰에 결제 완료 알림(webhook)을 보냈어요.' },
  hook_failed: { ok: false, text: '입금 처리했지만 쇼핑몰이 결제 알림(webhook)을 받지 못했어요. 서버 로그를 확인해 주세요.' },
  no_hook: { ok: true, text: '입금 처리했어요. 결제 알림 주소(notice_url)가 없어 쇼핑몰에는 알리지 않았어요.' },
  refused: { ok: false, text: '입금할 수 없는 가상계좌예요. 이미 입금되었거나 입금기한이 지났어요.' },
} as const;
type DepositResult = keyof typeof DEPOSIT_RESULTS;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new BadRequest('요청이 너무 큽니다.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendPage(res: ServerResponse, status: number, nonce: string, body: string, formTargets: string[] = []): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    // Chrome applies form-action to the redirect after a POST too, hence the shop's origin.
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** A browser says where a form came from; another site's page may not pay or deposit here. */
function crossSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return req.headers['sec-fetch-site'] === 'cross-site';
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** What PortOne appends to m_redirect_url when the window closes. */
function returnUrl(params: CheckoutParams, result: { impUid?: string; success: boolean; errorCode?: string; errorMsg?: string }) {
  const url = new URL(params.redirectUrl);
  if (result.impUid) url.searchParams.set('imp_uid', result.impUid);
  url.searchParams.set('merchant_uid', params.merchantUid);
  if (params.customerUid) url.searchParams.set('customer_uid', params.customerUid);
  url.searchParams.set('imp_success', String(result.success));
  if (result.errorCode) url.searchParams.set('error_code', result.errorCode);
  if (result.errorMsg) url.searchParams.set('error_msg', result.errorMsg.slice(0, MAX_MESSAGE));
  return url.toString();
}

function paymentInput(params: CheckoutParams, form: URLSearchParams, action: string): FakePaymentInput {
  const base: FakePaymentInput = {
    merchantUid: params.merchantUid,
    amount: params.amount,
    outcome: 'paid',
    pg: params.pg,
    payMethod: params.payMethod,
    name: params.name,
    buyerName: params.buyerName,
    buyerEmail: params.buyerEmail,
    buyerTel: params.buyerTel,
    buyerAddr: params.buyerAddr,
    buyerPostcode: params.buyerPostcode,
    noticeUrl: params.noticeUrl,
  };
  switch (action) {
    case 'pay':
      if (params.payMethod === 'vbank') throw new BadRequest('가상계좌 결제는 가상계좌 발급 버튼으로 진행해 주세요.');
      return base;
    case 'vbank': {
      if (params.payMethod !== 'vbank') throw new BadRequest('가상계좌 결제 요청이 아닙니다.');
      const code = form.get('vbank_code') ?? '088';
      if (!BANKS.some((bank) => bank.code === code)) throw new BadRequest('입금할 은행을 목록에서 골라 주세요.');
      return { ...base, outcome: 'vbank', vbank: { code, ...(params.vbankDue ? { dueAt: params.vbankDue } : {}) } };
    }
    case 'fail':
      return { ...base, outcome: 'failed', failReason: (form.get('fail_reason')?.trim() || SANDBOX_FAIL_REASON).slice(0, MAX_MESSAGE) };
    case 'tamper': {
      const text = form.get('tamper_amount') ?? '';
      if (!/^\d+$/.test(text) || Number(text) <= 0) throw new BadRequest('변조할 금액을 1원 이상의 정수로 입력해 주세요.');
      return { ...base, tamperedAmount: Number(text) };
    }
    default:
      throw new BadRequest('알 수 없는 요청입니다.');
  }
}

/**
 * The sandbox's pages: PortOne's payment window (/sandbox/checkout) and a bank's deposit of an
 * issued virtual account (/sandbox/vbank), both over the fake that also serves the REST API.
 */
export function createSandboxRoutes(fake: FakePortOneCore, settings: SandboxSettings) {
  const isShopUrl = shopUrlPolicy(settings.publicBaseUrl);
  const parse = (fields: URLSearchParams) => parseCheckoutParams(fields, { defaultPg: settings.cardPg, isShopUrl });
  const pgKind = (pg: string): CheckoutView['pgKind'] => {
    const provider = pgProviderOf(pg);
    if (provider === pgProviderOf(settings.kakaoPayPg)) return 'kakaopay';
    return provider === pgProviderOf(settings.cardPg) ? 'card' : 'other';
  };

  async function pay(req: IncomingMessage, res: ServerResponse, nonce: string, log: Logger): Promise<void> {
    const form = await readForm(req);
    const parsed = parse(form);
    if (!parsed.ok) return sendPage(res, 400, nonce, problemPage(parsed.problem, nonce));
    const { params } = parsed;
    const action = form.get('action') ?? '';
    if (action === 'close') {
      const message = form.get('error_msg') || '결제가 취소되었습니다.';
      return redirect(res, returnUrl(params, { success: false, errorCode: 'PAYMENT_REFUSED', errorMsg: message }));
    }
    if (params.customerUid) return issue(res, nonce, params, form, action);
    let wire;
    try {
      wire = await fake.controls.completePayment(paymentInput(params, form, action));
    } catch (error) {
      if (error instanceof BadRequest) return sendPage(res, 400, nonce, problemPage(error.message, nonce));
      if (!(error instanceof PortOneRefusal)) throw error;
      return redirect(res, returnUrl(params, { success: false, errorCode: 'PAYMENT_REFUSED', errorMsg: error.message }));
    }
    log.info({ merchantUid: wire.merchant_uid, impUid: wire.imp_uid, status: wire.status, amount: wire.amount }, 'sandbox payment');
    if (wire.status === 'failed') {
      const failure = { impUid: wire.imp_uid, success: false, errorCode: 'PAYMENT_FAILED', errorMsg: wire.fail_reason ?? '' };
      return redirect(res, returnUrl(params, failure));
    }
    return redirect(res, returnUrl(params, { impUid: wire.imp_uid, success: true }));
  }

  /** request_pay with customer_uid: the window registers the card (or KakaoPay) and charges nothing. */
  function issue(res: ServerResponse, nonce: string, params: CheckoutParams, form: URLSearchParams, action: string): void {
    if (action === 'fail') {
      const message = (form.get('fail_reason')?.trim() || SANDBOX_FAIL_REASON).slice(0, MAX_MESSAGE);
      return redirect(res, returnUrl(params, { success: false, errorCode: 'BILLING_KEY_FAILED', errorMsg: message }));
    }
    if (action !== 'issue') return sendPage(res, 400, nonce, problemPage('알 수 없는 요청입니다.', nonce));
    const card = form.get('test_card') ?? 'ok';
    if (!(card in SANDBOX_TEST_CARDS)) return sendPage(res, 400, nonce, problemPage('테스트 결제 수단을 목록에서 골라 주세요.', nonce));
    const declines: FakeKeyDecline | undefined =
      card === 'decline_always'
        ? { times: Infinity, failReason: FAKE_DECLINE_REASON }
        : card === 'decline_once'
          ? { times: 1, failReason: FAKE_DECLINE_REASON }
          : undefined;
    try {
      fake.controls.issueBillingKey({
        customerUid: params.customerUid ?? '',
        pg: params.pg,
        merchantUid: params.merchantUid,
        buyerName: params.buyerName,
        buyerEmail: params.buyerEmail,
        buyerTel: params.buyerTel,
        ...(declines ? { declines } : {}),
      });
    } catch (error) {
      if (!(error instanceof PortOneRefusal)) throw error;
      return redirect(res, returnUrl(params, { success: false, errorCode: 'BILLING_KEY_FAILED', errorMsg: error.message }));
    }
    return redirect(res, returnUrl(params, { success: true }));
  }

  async function deposit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const impUid = form.get('imp_uid') ?? '';
    const merchantUid = form.get('merchant_uid') ?? '';
    let result: DepositResult;
    try {
      await fake.controls.depositVbank(impUid);
      const hook = fake.controls.webhooks.findLast((delivery) => delivery.body.imp_uid === impUid);
      result = !hook ? 'no_hook' : hook.status !== null && hook.status < 300 ? 'ok' : 'hook_failed';
    } catch (error) {
      if (!(error instanceof PortOneRefusal)) throw error;
      result = 'refused';
    }
    const back = new URLSearchParams({ merchant_uid: merchantUid, result });
    return redirect(res, `${SANDBOX_VBANK_PATH}?${back.toString()}`);
  }

  return {
    async checkout(req: IncomingMessage, res: ServerResponse, url: URL, log: Logger): Promise<void> {
      const nonce = randomBytes(16).toString('base64');
      if (req.method === 'POST') {
        if (crossSite(req)) return sendPage(res, 403, nonce, problemPage('다른 사이트에서 보낸 결제 요청은 처리하지 않아요.', nonce));
        try {
          return await pay(req, res, nonce, log);
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error;
          return sendPage(res, 400, nonce, problemPage(error.message, nonce));
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendPage(res, 405, nonce, problemPage('지원하지 않는 요청입니다.', nonce));
      const parsed = parse(url.searchParams);
      if (!parsed.ok) return sendPage(res, 400, nonce, problemPage(parsed.problem, nonce));
      const { params } = parsed;
      const refusal = fake.store.windowRefusal({ merchantUid: params.merchantUid, amount: params.amount });
      const view: CheckoutView = { params, raw: url.searchParams, pgKind: pgKind(params.pg), refusal, nonce };
      return sendPage(res, 200, nonce, checkoutPage(view), [new URL(params.redirectUrl).origin]);
    },

    async vbank(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
      const nonce = randomBytes(16).toString('base64');
      if (req.method === 'POST') {
        if (crossSite(req)) return sendPage(res, 403, nonce, problemPage('다른 사이트에서 보낸 입금 요청은 처리하지 않아요.', nonce));
        return deposit(req, res);
      }
      const merchantUid = (url.searchParams.get('merchant_uid') ?? '').trim().slice(0, 40);
      const result = url.searchParams.get('result') as DepositResult | null;
      const notice = result && result in DEPOSIT_RESULTS ? DEPOSIT_RESULTS[result] : null;
      const payments = merchantUid ? fake.controls.paymentsFor(merchantUid) : [];
      return sendPage(res, 200, nonce, vbankPage({ merchantUid, payments, notice, nonce }));
    },
  };
}
