import { withTimeout } from '../timeout';
import type { PortOneWebhookBody } from './portone-wire';

/** PortOne's console chooses one of these for every notification. */
export type WebhookFormat = 'json' | 'form';

/** One notification the fake sent, and how the shop answered. */
export interface FakeWebhookDelivery {
  url: string;
  body: PortOneWebhookBody;
  format: WebhookFormat;
  /** The shop's HTTP status; null when it could not be reached or did not answer in time. */
  status: number | null;
  error: string | null;
  at: Date;
}

/** PortOne gives up after 10 s to connect plus 30 s to read; the fake keeps tests quicker. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 15_000;

/** Posts one notification, once, like PortOne without retries; never throws. */
export async function deliverWebhook(
  url: string,
  body: PortOneWebhookBody,
  format: WebhookFormat,
  timeoutMs = DEFAULT_WEBHOOK_TIMEOUT_MS,
): Promise<FakeWebhookDelivery> {
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  const delivery: FakeWebhookDelivery = { url, body, format, status: null, error: null, at: new Date() };
  try {
    delivery.status = await withTimeout(timeoutMs, async (signal) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          'user-agent': 'PortOne-Webhook (sandbox)',
        },
        body: format === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
        signal,
        redirect: 'manual',
      });
      await response.body?.cancel();
      return response.status;
    });
  } catch (error) {
    delivery.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return delivery;
}
