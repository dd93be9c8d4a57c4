import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakePortOne, type FakePortOneControls, type FakePortOneCoreOptions } from './fake-portone-api';

export type { FakePortOneControls } from './fake-portone-api';
export type { FakePaymentInput } from './fake-portone-store';
export type {  } from './fake-portone-webhook';

export interface FakePortOneServer extends FakePortOneControls {
  /** Base address for the adapter's `baseUrl` (PORTONE_API_BASE_URL). */
  url: string;
  impKey: string;
  impSecret: string;
  close(): Promise<void>;
}

export interface StartFakePortOneOptions extends FakePortOneCoreOptions {
  port?: number;
  host?: string;
}

/**
 * A local stand-in for api.iamport.kr (PortOne v1 REST) on its own port: tokens, lookups,
 * prepared amounts, refunds, and webhooks to each payment's notice_url. Tests drive the payment
 * window through the returned controls; QA through POST /control/payments.
 */
export async function startFakePortOne(options: StartFakePortOneOptions = {}): Promise<FakePortOneServer> {
  const fake = createFakePortOne(options);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.handle(req, res, url.pathname, url.searchParams).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: -1, message: String(error), response: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const { controls } = fake;

  return {
    url: `http://${host}:${address.port}`,
    impKey: fake.store.impKey,
    impSecret: fake.store.impSecret,
    completePayment: controls.completePayment,
    depositVbank: controls.depositVbank,
    resendWebhook: controls.resendWebhook,
    payment: controls.payment,
    paymentsFor: controls.paymentsFor,
    preparedAmount: controls.preparedAmount,
    cancellations: controls.cancellations,
    webhooks: controls.webhooks,
    requests: controls.requests,
    revokeTokens: controls.revokeTokens,
    failNext: controls.failNext,
    issueBillingKey: controls.issueBillingKey,
    declineCharges: controls.declineCharges,
    customer: controls.customer,
    deletedBillingKeys: controls.deletedBillingKeys,
    async close() {
      fake.releaseHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
