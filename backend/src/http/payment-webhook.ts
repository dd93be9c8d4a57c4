import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** The path PortOne posts payment notifications to (the payment request's notice_url). */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

export interface PaymentWebhookDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

// Placeholder until orders land: answers 404 so PortOne would not count it as delivered.
export function handlePaymentWebhook(_req: IncomingMessage, res: ServerResponse, _deps: PaymentWebhookDeps): void {
  res.statusCode = 404;
  res.end('Not found');
}
