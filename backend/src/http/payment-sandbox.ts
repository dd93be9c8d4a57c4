import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import { createFakePortOne, type FakePortOneCore } from '../adapters/payment/fake-portone-api';
import type { FakePortOneSnapshot, FakePortOneStore } from '../adapters/payment/fake-portone-store';
import { shopUrlPolicy } from '../adapters/payment/sandbox-checkout-params';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_PORTONE_PATH, SANDBOX_VBANK_PATH } from '../../../domain/payment/sandbox-checkout-url';
import { createSandboxRoutes } from '../adapters/payment/sandbox-routes';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { currentRequestScope } from './request-scope';

/** Everything the sandbox checkout (PortOne's browser window and REST API, faked locally) serves lives under this prefix. */
export const PAYMENT_SANDBOX_PREFIX = '/sandbox/';

export interface PaymentSandboxDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

interface Sandbox {
  fake: FakePortOneCore;
  routes: ReturnType<typeof createSandboxRoutes>;
}

// One sandbox per app (each test API has its own config object and DATA_DIR).
const sandboxes = new WeakMap<Config, Sandbox>();

/** How long changes gather before the sandbox's payments are written out again. */
const SAVE_DELAY_MS = 100;

/**
 * `tsx watch` restarts the API on every edit; payments made before must still be found after.
 * The whole store is rewritten, so changes are gathered for SAVE_DELAY_MS first: a burst of
 * orders (each prepares an amount) writes the file a few times a second, not once per order.
 */
function persistence(config: Config, fallbackLog: Logger) {
  const log = () => currentRequestScope()?.log ?? fallbackLog;
  const file = path.join(config.DATA_DIR, 'sandbox', 'portone.json');
  let pending: NodeJS.Timeout | null = null;
  return {
    load(store: FakePortOneStore): void {
      try {
        store.restore(JSON.parse(readFileSync(file, 'utf8')) as FakePortOneSnapshot);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log().warn({ err, file }, 'sandbox payments could not be restored');
      }
    },
    save(store: FakePortOneStore): void {
      if (pending) return;
      pending = setTimeout(() => {
        pending = null;
        try {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(`${file}.tmp`, JSON.stringify(store.snapshot()));
          renameSync(`${file}.tmp`, file);
        } catch (err) {
          log().warn({ err, file }, 'sandbox payments could not be saved');
        }
      }, SAVE_DELAY_MS);
      pending.unref();
    },
  };
}

function sandboxOf(config: Config, log: Logger): Sandbox {
  let sandbox = sandboxes.get(config);
  if (!sandbox) {
    const files = persistence(config, log);
    const fake = createFakePortOne({ allowWebhookUrl: shopUrlPolicy(config.PUBLIC_BASE_URL), onChange: files.save });
    files.load(fake.store);
    const settings = { publicBaseUrl: config.PUBLIC_BASE_URL, cardPg: config.PORTONE_CARD_PG, kakaoPayPg: config.PORTONE_KAKAOPAY_PG };
    sandbox = { fake, routes: createSandboxRoutes(fake, settings) };
    sandboxes.set(config, sandbox);
  }
  return sandbox;
}

/** Served only with PAYMENT_DRIVER=sandbox (server.ts checks): PortOne's REST API, payment window and a bank. */
export async function handlePaymentSandbox(req: IncomingMessage, res: ServerResponse, deps: PaymentSandboxDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://internal');
  const { fake, routes } = sandboxOf(deps.config, deps.log);
  if (url.pathname.startsWith(`${SANDBOX_PORTONE_PATH}/`)) {
    return fake.handle(req, res, url.pathname.slice(SANDBOX_PORTONE_PATH.length), url.searchParams);
  }
  if (url.pathname === SANDBOX_CHECKOUT_PATH) return routes.checkout(req, res, url, deps.log);
  if (url.pathname === SANDBOX_VBANK_PATH) return routes.vbank(req, res, url);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
