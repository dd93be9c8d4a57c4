import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import { PaymentGatewayError } from '../adapters/payment/payment-gateway';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { applyGatewayPayment, fetchPayment, type AppliedPayment } from '../modules/order/payment.service';

export interface PaymentWebhookDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

/** A notification is three short fields; anything bigger is not PortOne. */
const MAX_BODY_BYTES = 16 * 1024;
const MAX_ID_LENGTH = 100;

class WebhookRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new WebhookRefusal(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** PortOne's console sends either JSON or a form; both carry imp_uid, merchant_uid and status. */
function fieldsOf(contentType: string, raw: string): Record<string, unknown> {
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  if (contentType.includes('application/json')) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Falls through to the refusal below.
    }
    throw new WebhookRefusal(400, 'body is not a JSON object');
  }
  throw new WebhookRefusal(415, 'expected application/json or application/x-www-form-urlencoded');
}

function idField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH) {
    throw new WebhookRefusal(400, `${name} is missing or malformed`);
  }
  return value.trim();
}

/**
 * One notification: the payment is read from PortOne (the body is only a hint of which one), then
 * applied in a transaction of its own, so no database connection waits on the provider.
 */
async function applyNotification(deps: PaymentWebhookDeps, impUid: string, merchantUid: string): Promise<AppliedPayment> {
  const gateway = deps.adapters.payment;
  const payment = await fetchPayment(gateway, { impUid, merchantUid });
  const em = deps.orm.em.fork();
  return em.transactional((tx) =>
    applyGatewayPayment(tx, payment, { gateway, merchantUid, source: 'webhook', log: deps.log, universityId: deps.config.UNIVERSITY_ID }),
  );
}

/**
 * POST /api/payments/webhook. 200 once the notification is applied or deliberately ignored (an
 * unknown order, a payment PortOne does not know, a mismatch that was logged), 4xx for a request
 * that is not a notification, and 5xx only when the shop failed (PortOne unreachable, database,
 * an automatic refund that did not go through), so that PortOne tries again later.
 */
export async function handlePaymentWebhook(req: IncomingMessage, res: ServerResponse, deps: PaymentWebhookDeps): Promise<void> {
  const log = deps.log.child({ webhook: 'portone' });
  try {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      throw new WebhookRefusal(405, 'POST only');
    }
    const fields = fieldsOf(String(req.headers['content-type'] ?? ''), await readBody(req));
    const impUid = idField(fields, 'imp_uid');
    const merchantUid = idField(fields, 'merchant_uid');
    const applied = await applyNotification(deps, impUid, merchantUid);
    if (applied.refund === 'failed') {
      reply(res, 503, { result: applied.outcome, message: 'refund pending' });
      return;
    }
    reply(res, 200, { result: applied.outcome });
  } catch (error) {
    if (error instanceof WebhookRefusal) {
      log.warn({ status: error.status, reason: error.message }, 'payment webhook refused');
      reply(res, error.status, { message: error.message });
      return;
    }
    if (error instanceof PaymentGatewayError) {
      log.error({ err: error }, 'payment webhook could not reach the payment provider');
      reply(res, 503, { message: 'payment provider unavailable' });
      return;
    }
    log.error({ err: error }, 'payment webhook failed');
    reply(res, 500, { message: 'internal error' });
  }
}
