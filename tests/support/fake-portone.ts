import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Adapters } from '../../backend/src/adapters';
import { createPortOnePaymentGateway } from '../../backend/src/adapters/payment';
import type { FakePaymentInput } from '../../backend/src/adapters/payment/fake-portone-server';
import type { FakePortOneServer } from '../../backend/src/adapters/payment/fake-portone-server';
import type { PaymentGateway } from '../../backend/src/adapters/payment/payment-gateway';
import type { PortOnePaymentWire } from '../../backend/src/adapters/payment/portone-wire';
import type { Config } from '../../backend/src/config';
import { createLogger } from '../../backend/src/logger';

export { startFakePortOne } from '../../backend/src/adapters/payment/fake-portone-server';
export type {
  FakePaymentInput,
  FakePortOneServer,
} from '../../backend/src/adapters/payment/fake-portone-server';

const silent = createLogger({ LOG_LEVEL: 'silent', isProduction: false });

/** The real PortOne adapter pointed at a fake (card PG html5_inicis unless given). */
export function portOneGatewayFor(
  fake: Pick<FakePortOneServer, 'url' | 'impKey' | 'impSecret'>,
  options: { cardPg?: string; timeoutMs?: number; now?: () => number } = {},
): PaymentGateway {
  return createPortOnePaymentGateway({
    baseUrl: fake.url,
    impKey: fake.impKey,
    impSecret: fake.impSecret,
    cardPg: options.cardPg ?? 'html5_inicis',
    logger: silent,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * For startTestApi: `startTestApi({ adapters: fakePortOneAdapters(fake) })` runs the app's real
 * adapter against the fake, with the test config's card PG.
 */
export function fakePortOneAdapters(fake: FakePortOneServer): (config: Config) => Partial<Adapters> {
  return (config) => ({ payment: portOneGatewayFor(fake, { cardPg: config.PORTONE_CARD_PG }) });
}

/** The fields of PlaceOrderResult.payment (PaymentRequest) the payment window uses. */
export interface PaymentRequestLike {
  pg: string;
  payMethod: string;
  merchantUid: string;
  amount: number;
  name?: string;
  buyerName?: string;
}

/**
 * What the buyer does in the payment window for a PaymentRequest. startTestApi's PUBLIC_BASE_URL
 * is not its real port, so the webhook goes to `${apiUrl}/api/payments/webhook` when `apiUrl` is
 * given and nowhere otherwise (a payOrder-only flow).
 */
export function payAtFake(
  fake: FakePortOneServer,
  request: PaymentRequestLike,
  options: Partial<Pick<FakePaymentInput, 'failReason' | 'tamperedAmount' | 'vbank'>> & {
    outcome?: FakePaymentInput['outcome'];
    apiUrl?: string;
  } = {},
): Promise<PortOnePaymentWire> {
  const { outcome, apiUrl, ...rest } = options;
  return fake.completePayment({
    merchantUid: request.merchantUid,
    amount: request.amount,
    pg: request.pg,
    payMethod: request.payMethod,
    name: request.name,
    buyerName: request.buyerName,
    outcome: outcome ?? (request.payMethod === 'vbank' ? 'vbank' : 'paid'),
    noticeUrl: apiUrl ? `${apiUrl}/api/payments/webhook` : null,
    ...rest,
  });
}

/** A notification a listener received, with its content type and parsed fields. */
export interface ReceivedWebhook {
  contentType: string;
  fields: Record<string, string>;
}

/** A stand-in for the shop's webhook endpoint: records what arrives and answers `status`. */
export async function startWebhookListener(
  status = 200,
): Promise<{ url: string; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'] ?? '';
      const fields = contentType.includes('json')
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      received.push({ contentType, fields });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
