import { expect } from '@playwright/test';
import { certificationCodeIn, readSmsOutbox as readOutboxIn, type OutboxSms } from '../../support/outbox';
import { e2eServer } from './server-info';

// The real server's local SMS sender writes every message as one JSON line to
// `<DATA_DIR>/outbox/sms.jsonl` ({ to: E.164, text, createdAt }); these read it from the specs.

export type { OutboxSms };

/** A Korean number as the forms take it (010-1234-5678, 01012345678) or as stored (+821012345678), in E.164. */
export function toE164(tel: string): string {
  const digits = tel.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  return `+82${digits.replace(/^0/, '')}`;
}

export interface WaitForSmsOptions {
  /** Only a message whose text matches; e.g. /재입고/. */
  matching?: RegExp;
  /** Only a message written after this instant (take `new Date()` before the action that sends it). */
  since?: Date;
  timeout?: number;
}

/**
 * Waits for a message to `tel`: messages leave through a job queue (restock) or right after the
 * request (certification), so the file is polled rather than read once.
 */
export async function waitForSms(tel: string, { matching, since, timeout = 15_000 }: WaitForSmsOptions = {}): Promise<OutboxSms> {
  const wanted = (message: OutboxSms) =>
    (!matching || matching.test(message.text)) && (!since || new Date(message.createdAt).getTime() >= since.getTime());
  let found: OutboxSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutboxIn(e2eServer().dataDir, toE164(tel))).findLast(wanted);
        return found !== undefined;
      },
      { message: `an SMS to ${tel}${matching ? ` matching ${String(matching)}` : ''}`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest certification SMS to `tel` sent since `since`. */
export async function certificationCodeSentTo(tel: string, since?: Date): Promise<string> {
  const message = await waitForSms(tel, { matching: /인증번호\s*\d{6}/, since });
  return certificationCodeIn(message.text);
}
