import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxCheckoutUrl, type SandboxCheckoutRequest } from '../../domain/payment/sandbox-checkout-url';
import type { PaymentGateway } from '../../backend/src/adapters/payment/payment-gateway';
import { startTestApi, type TestApi } from '../support/api';
import { portOneGatewayFor, startWebhookListener } from '../support/fake-portone';

let api: TestApi;
let listener: Awaited<ReturnType<typeof startWebhookListener>>;
let gateway: PaymentGateway;
let sequence = 0;

const SHOP = 'http://localhost:5173';

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  listener = await startWebhookListener();
  // The app's own sandbox REST API, read through the real adapter as CHECKOUT's code will.
  gateway = portOneGatewayFor({ url: `${api.url}/sandbox/portone`, impKey: 'test_imp_key', impSecret: 'test_imp_secret' });
});

afterAll(async () => {
  await listener.close();
  await api.close();
});

beforeEach(() => {
  listener.received.length = 0;
});

function request(overrides: Partial<SandboxCheckoutRequest> = {}): SandboxCheckoutRequest {
  sequence += 1;
  return {
    pg: 'html5_inicis',
    payMethod: 'card',
    merchantUid: `ord_20261122_sandbox${sequence}`,
    amount: 59000,
    name: '2026 경영학과 과잠 외 1건',
    buyerName: '김한빛',
    buyerEmail: 'demo@hanbit.ac.kr',
    buyerTel: '010-1234-5678',
    noticeUrl: listener.url,
    redirectUrl: `${SHOP}/orders/7/complete`,
    ...overrides,
  };
}

const pageUrl = (checkout: SandboxCheckoutRequest) => `${api.url}${sandboxCheckoutUrl(checkout)}`;

async function openPage(checkout: SandboxCheckoutRequest) {
  const response = await fetch(pageUrl(checkout));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Submits the page's form as the browser does: its query as hidden fields plus the clicked button. */
async function submit(checkout: SandboxCheckoutRequest, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(new URL(pageUrl(checkout)).searchParams);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const response = await fetch(`${api.url}/sandbox/checkout`, { method: 'POST', body, redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const returned = (location: string | null) => new URL(location ?? 'http://missing.invalid');

describe('sandbox checkout page', () => {
  it('shows the order name, the amount in won, the pay method and the card PG', async () => {
    const page = await openPage(request());
    expect(page.status).toBe(200);
    expect(page.html).toContain('59,000원');
    expect(page.html).toContain('2026 경영학과 과잠 외 1건');
    expect(page.html).toContain('신용·체크카드');
    expect(page.html).toContain('카드 PG (html5_inicis)');
    expect(page.html).toContain('value="pay"');
  });

  it('names the KakaoPay PG for a kakaopay request', async () => {
    const page = await openPage(request({ pg: 'kakaopay', payMethod: 'kakaopay' }));
    expect(page.html).toContain('카카오페이 PG (kakaopay)');
  });

  it('escapes every echoed parameter and runs only its own nonce script', async () => {
    const page = await openPage(request({ name: '<script>alert(1)</script>', buyerName: '"><img src=x onerror=alert(2)>' }));
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(page.html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('pays: records the payment, notifies notice_url, then returns with imp_uid and imp_success=true', async () => {
    const checkout = request();
    const result = await submit(checkout, { action: 'pay' });
    expect(result.status).toBe(303);
    const back = returned(result.location);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/orders/7/complete`);
    expect(back.searchParams.get('merchant_uid')).toBe(checkout.merchantUid);
    expect(back.searchParams.get('imp_success')).toBe('true');
    const impUid = back.searchParams.get('imp_uid') ?? '';
    expect(impUid).toMatch(/^imp_\d{12}$/);
    expect(listener.received).toEqual([
      { contentType: 'application/json', fields: { imp_uid: impUid, merchant_uid: checkout.merchantUid, status: 'paid' } },
    ]);
    await expect(gateway.getPayment(impUid)).resolves.toMatchObject({ status: 'paid', amount: 59000, merchantUid: checkout.merchantUid });
  });

  it('fails: no webhook, and the return carries imp_success=false with the reason', async () => {
    const checkout = request();
    const result = await submit(checkout, { action: 'fail', fail_reason: '카드 한도 초과' });
    const back = returned(result.location);
    expect(back.searchParams.get('imp_success')).toBe('false');
    expect(back.searchParams.get('error_code')).toBe('PAYMENT_FAILED');
    expect(back.searchParams.get('error_msg')).toBe('카드 한도 초과');
    expect(listener.received).toEqual([]);
    await expect(gateway.getPayment(back.searchParams.get('imp_uid') ?? '')).resolves.toMatchObject({
      status: 'failed',
      failReason: '카드 한도 초과',
    });
  });

  it('issues a virtual account (ready webhook) that the deposit page later pays (paid webhook)', async () => {
    const checkout = request({ payMethod: 'vbank', vbankDue: new Date('2030-01-03T14:59:59.000Z') });
    const page = await openPage(checkout);
    expect(page.html).toContain('value="vbank"');
    const result = await submit(checkout, { action: 'vbank', vbank_code: '004' });
    const back = returned(result.location);
    expect(back.searchParams.get('imp_success')).toBe('true');
    const impUid = back.searchParams.get('imp_uid') ?? '';
    const issued = await gateway.getPayment(impUid);
    expect(issued).toMatchObject({ status: 'ready', vbank: { code: '004', name: 'KB국민은행', dueAt: new Date('2030-01-03T14:59:59.000Z') } });

    const depositPage = await fetch(`${api.url}/sandbox/vbank?merchant_uid=${checkout.merchantUid}`).then((r) => r.text());
    expect(depositPage).toContain(issued?.vbank?.num ?? 'missing');
    const deposit = await fetch(`${api.url}/sandbox/vbank`, {
      method: 'POST',
      body: new URLSearchParams({ imp_uid: impUid, merchant_uid: checkout.merchantUid, action: 'deposit' }),
      redirect: 'manual',
    });
    expect(deposit.status).toBe(303);
    expect(deposit.headers.get('location')).toContain('result=ok');
    expect(listener.received.map((hook) => hook.fields['status'])).toEqual(['ready', 'paid']);
    await expect(gateway.getPayment(impUid)).resolves.toMatchObject({ status: 'paid' });
  });

  it('refuses an amount other than the prepared one, like PortOne, and records nothing', async () => {
    const checkout = request({ amount: 100 });
    await gateway.prepare(checkout.merchantUid, 10000);
    const page = await openPage(checkout);
    expect(page.html).toContain('사전 등록된 결제 금액(10000원)과 요청 금액(100원)이 다릅니다.');
    expect(page.html).not.toContain('value="pay"');
    const result = await submit(checkout, { action: 'pay' });
    const back = returned(result.location);
    expect(back.searchParams.get('imp_success')).toBe('false');
    expect(back.searchParams.get('imp_uid')).toBeNull();
    expect(back.searchParams.get('error_code')).toBe('PAYMENT_REFUSED');
    await expect(gateway.findPaymentByMerchantUid(checkout.merchantUid)).resolves.toBeNull();
    expect(listener.received).toEqual([]);
  });

  it('records a tampered amount when the developer control asks for it', async () => {
    const checkout = request({ amount: 30000 });
    await gateway.prepare(checkout.merchantUid, 30000);
    const result = await submit(checkout, { action: 'tamper', tamper_amount: '1000' });
    const impUid = returned(result.location).searchParams.get('imp_uid') ?? '';
    await expect(gateway.getPayment(impUid)).resolves.toMatchObject({ status: 'paid', amount: 1000 });
  });

  it('refuses to return to or notify an address outside the shop', async () => {
    const foreignReturn = await openPage(request({ redirectUrl: 'https://evil.example/steal' }));
    expect(foreignReturn.status).toBe(400);
    expect(foreignReturn.html).toContain('m_redirect_url');
    const checkout = request({ noticeUrl: 'https://evil.example/hook' });
    const posted = await submit(checkout, { action: 'pay' });
    expect(posted.status).toBe(400);
    expect(posted.location).toBeNull();
    await expect(gateway.findPaymentByMerchantUid(checkout.merchantUid)).resolves.toBeNull();
  });

  it('refuses a payment posted from another site', async () => {
    const checkout = request();
    const posted = await submit(checkout, { action: 'pay' }, { origin: 'https://evil.example' });
    expect(posted.status).toBe(403);
    expect(posted.html).toContain('다른 사이트에서 보낸 결제 요청은 처리하지 않아요.');
    await expect(gateway.findPaymentByMerchantUid(checkout.merchantUid)).resolves.toBeNull();
  });

  it('keeps its payments in DATA_DIR so a restarted server still finds them', async () => {
    const checkout = request();
    const impUid = returned((await submit(checkout, { action: 'pay' })).location).searchParams.get('imp_uid') ?? '';
    const saved = path.join(api.dataDir, 'sandbox', 'portone.json');
    // Written out shortly after the change, with whatever else changed meanwhile.
    await expect.poll(() => existsSync(saved) && readFileSync(saved, 'utf8').includes(impUid)).toBe(true);
    const restarted = await startTestApi({ seed: false, env: { DATA_DIR: api.dataDir } });
    try {
      const again = portOneGatewayFor({ url: `${restarted.url}/sandbox/portone`, impKey: 'test_imp_key', impSecret: 'test_imp_secret' });
      await expect(again.getPayment(impUid)).resolves.toMatchObject({ status: 'paid', merchantUid: checkout.merchantUid });
    } finally {
      await restarted.close();
    }
  });
});

describe('sandbox with PAYMENT_DRIVER=portone', () => {
  it('is not served at all', async () => {
    const real = await startTestApi({
      seed: false,
      env: { PAYMENT_DRIVER: 'portone', PORTONE_API_KEY: 'key', PORTONE_API_SECRET: 'secret', PORTONE_MERCHANT_CODE: 'imp00000000' },
    });
    try {
      expect((await fetch(`${real.url}${sandboxCheckoutUrl(request())}`)).status).toBe(404);
      expect((await fetch(`${real.url}/sandbox/portone/users/getToken`, { method: 'POST' })).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});
