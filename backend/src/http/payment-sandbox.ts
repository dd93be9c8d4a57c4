import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** Everything the sandbox checkout (PortOne's browser window and REST API, faked locally) serves lives under this prefix. */
export const PAYMENT_SANDBOX_PREFIX = '/sandbox/';

export interface PaymentSandboxDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

// Placeholder until the sandbox lands.
export function handlePaymentSandbox(_req: IncomingMessage, res: ServerResponse, _deps: PaymentSandboxDeps): void {
  res.statusCode = 404;
  res.end('Not found');
}
