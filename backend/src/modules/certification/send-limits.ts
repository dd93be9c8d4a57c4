import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimited } from '../../../../domain/errors/errors';
import { CERTIFICATION_RULES } from './certification-secrets';

/**
 * Serialises code requests for one phone and for one client address until the transaction ends,
 * so two requests at the same instant cannot both count "no recent send" and both text a code.
 * Always phone first, then address: every request takes them in the same order, so none can wait
 * on another in a cycle.
 */
export async function lockSendersOf(em: EntityManager, tel: string, clientIp: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`tel-certification:tel:${tel}`]);
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`tel-certification:ip:${clientIp}`]);
}

interface SendWindow {
  sends: number;
  oldest: Date | null;
  newest: Date | null;
}

async function sendsSince(em: EntityManager, column: 'tel' | 'client_ip', value: string, since: Date): Promise<SendWindow> {
  // The driver hands timestamps of raw queries back as strings; Date accepts either.
  const rows = await em.execute<{ sends: number; oldest: string | Date | null; newest: string | Date | null }[]>(
    `select count(*)::int as sends, min(created_at) as oldest, max(created_at) as newest
       from tel_certification where ${column} = ? and created_at > ?`,
    [value, since],
  );
  const row = rows[0];
  const toDate = (value: string | Date | null | undefined) => (value == null ? null : new Date(value));
  return { sends: Number(row?.sends ?? 0), oldest: toDate(row?.oldest), newest: toDate(row?.newest) };
}

const secondsUntil = (time: number, now: Date) => Math.max(1, Math.ceil((time - now.getTime()) / 1000));
const minutesText = (seconds: number) => `${Math.ceil(seconds / 60)}분`;

/**
 * docs/product-rules.md#campus-network-limits (ADR 0014): 60 s between sends to one phone, a few sends an hour per phone
 * and a dormitory's worth per client address. Counts the rows already sent (every purpose alike:
 * the limit protects the phone and the SMS budget, not a form), so it must run after
 * `lockSendersOf`.
 */
export async function assertSendAllowed(em: EntityManager, tel: string, clientIp: string, now: Date): Promise<void> {
  const { resendIntervalMs, sendWindowMs, maxSendsPerPhone, maxSendsPerAddress } = CERTIFICATION_RULES;
  const windowStart = new Date(now.getTime() - sendWindowMs);
  const toPhone = await sendsSince(em, 'tel', tel, windowStart);

  if (toPhone.newest && now.getTime() - toPhone.newest.getTime() < resendIntervalMs) {
    const wait = secondsUntil(toPhone.newest.getTime() + resendIntervalMs, now);
    throw rateLimited(`인증번호는 60초에 한 번 받을 수 있어요. ${wait}초 후에 다시 요청해 주세요.`, wait);
  }
  if (toPhone.sends >= maxSendsPerPhone && toPhone.oldest) {
    const wait = secondsUntil(toPhone.oldest.getTime() + sendWindowMs, now);
    throw rateLimited(
      `이 번호로는 1시간에 ${maxSendsPerPhone}번까지 인증번호를 받을 수 있어요. ${minutesText(wait)} 후에 다시 요청해 주세요.`,
      wait,
    );
  }
  const fromAddress = await sendsSince(em, 'client_ip', clientIp, windowStart);
  if (fromAddress.sends >= maxSendsPerAddress && fromAddress.oldest) {
    const wait = secondsUntil(fromAddress.oldest.getTime() + sendWindowMs, now);
    // Says why a student who asked once is refused: others on the same network used the quota.
    throw rateLimited(
      `지금 접속한 네트워크에서 인증번호 요청이 너무 많아요. ${minutesText(wait)} 후에 다시 요청해 주세요.`,
      wait,
    );
  }
}
