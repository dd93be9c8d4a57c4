import type { EntityManager } from '@mikro-orm/postgresql';
import { withoutSecrets } from '../../../../domain/messaging/render';
import type { MessageTemplateKey } from '../../../../domain/messaging/templates';
import type { JobDeps } from '../../jobs/job-deps';
import type { MessageChannel } from '../../../../domain/enums';
import {
  messageValues,
  sendClaimedMessage,
  storedText,
  type ClaimedMessage,
  type MessageTarget,
  type SendOutcome,
} from './message-send';

/*
 * The send-messages worker's sweep (ADR 0040). A claim is its own committed statement (QUEUED ->
 * SENDING with FOR UPDATE SKIP LOCKED), so two workers never take one row, and a worker that dies
 * mid-send leaves the row SENDING: after the lease another worker takes it, asks the provider
 * whether it went out (알림톡) or marks it FAILED for staff (SMS/e-mail), and never blindly sends
 * it twice.
 */

/** Longer than any provider call can take (10 s timeouts), so only a dead worker's claim expires. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 10;
const SWEEP_LIMIT = 500;

interface ClaimRow {
  id: number;
  event_key: string;
  template: MessageTemplateKey;
  purpose: ClaimedMessage['purpose'];
  variables: Record<string, string>;
  attempts: number;
  channel: MessageChannel | null;
  was: ClaimedMessage['was'];
  user_id: number | null;
  created_at: Date;
}

async function claim(em: EntityManager, universityId: number, now: Date): Promise<ClaimRow[]> {
  return em.execute<ClaimRow[]>(
    `with due as (
       select id, status from message
        where university_id = ?
          and ((status = 'QUEUED' and next_attempt_at <= ?) or (status = 'SENDING' and claimed_at < ?))
        order by id limit ? for update skip locked)
     update message m set status = 'SENDING', claimed_at = ?, attempts = m.attempts + 1
       from due where m.id = due.id
     returning m.id, m.event_key, m.template, m.purpose, m.variables, m.attempts, m.channel, due.status as was, m.user_id, m.created_at`,
    [universityId, now, new Date(now.getTime() - CLAIM_LEASE_MS), CLAIM_BATCH, now],
  );
}

interface TargetRow {
  name: string | null;
  tel: string | null;
  email: string | null;
  resigned_at: Date | null;
  authority: number | null;
  marketing: boolean | null;
  shop_name: string;
  site_url: string;
}

export async function loadTarget(em: EntityManager, universityId: number, userId: number | null): Promise<MessageTarget | null> {
  const [row] = await em.execute<TargetRow[]>(
    `select u.name, u.tel, u.email, u.resigned_at, u.authority, uc.marketing, un.shop_name, un.site_url
       from university un
       left join "user" u on u.id = ?
       left join user_config uc on uc.user_id = u.id
      where un.id = ?`,
    [userId ?? 0, universityId],
  );
  if (!row || row.email === null) return null;
  return {
    name: row.name,
    tel: row.tel,
    email: row.email,
    gone: row.resigned_at !== null || (row.authority ?? 0) < 0,
    marketingConsent: row.marketing === true,
    shopName: row.shop_name,
    siteUrl: row.site_url,
  };
}

const STATUS_OF: Record<SendOutcome['kind'], string> = {
  sent: 'SENT',
  retry: 'QUEUED',
  failed: 'FAILED',
  skipped: 'SKIPPED',
  deferred: 'QUEUED',
};

async function record(em: EntityManager, message: ClaimedMessage, target: MessageTarget | null, outcome: SendOutcome, now: Date) {
  const values = target ? messageValues(message, target) : null;
  let text: string | null = null;
  try {
    text = values ? storedText(message.template, values) : null;
  } catch {
    // A template whose variables do not fit has no text to store; the result says why.
  }
  await em.execute(
    `update message set status = ?, result = ?, text = coalesce(?, text), variables = ?,
        sent_at = ?, provider_message_id = ?, channel = coalesce(?, channel), recipient = coalesce(?, recipient),
        next_attempt_at = coalesce(?, next_attempt_at), claimed_at = null,
        attempts = attempts - ?
      where id = ?`,
    [
      STATUS_OF[outcome.kind],
      outcome.result,
      text,
      JSON.stringify(withoutSecrets(message.template, message.variables)),
      outcome.kind === 'sent' ? now : null,
      outcome.kind === 'sent' ? outcome.providerMessageId : null,
      outcome.kind === 'sent' ? outcome.channel : null,
      outcome.kind === 'sent' ? outcome.recipient : null,
      outcome.kind === 'retry' || outcome.kind === 'deferred' ? outcome.at : null,
      outcome.kind === 'deferred' ? 1 : 0,
      message.id,
    ],
  );
}

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  deferred: number;
}

/** Sends every due message of this deployment's university; returns what happened to them. */
export async function dispatchMessages(deps: JobDeps, now: Date = new Date()): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0, skipped: 0, deferred: 0 };
  const em = deps.orm.em.fork();
  const universityId = deps.config.UNIVERSITY_ID;
  for (let handled = 0; handled < SWEEP_LIMIT; ) {
    const rows = await claim(em, universityId, now);
    if (rows.length === 0) break;
    handled += rows.length;
    for (const row of rows) {
      const message: ClaimedMessage = {
        id: row.id,
        eventKey: row.event_key,
        template: row.template,
        purpose: row.purpose,
        variables: row.variables,
        attempts: row.attempts,
        channel: row.channel,
        was: row.was,
        createdAt: new Date(row.created_at),
      };
      const log = deps.logger.child({ job: 'send-messages', messageId: row.id, template: row.template });
      const target = await loadTarget(em, universityId, row.user_id);
      const outcome = await sendClaimedMessage(
        {
          adapters: deps.adapters,
          now,
          markChannel: async (channel, recipient) => {
            await em.execute('update message set channel = ?, recipient = ? where id = ?', [channel, recipient, row.id]);
          },
        },
        message,
        target,
      );
      await record(em, message, target, outcome, now);
      result[outcome.kind === 'sent' ? 'sent' : outcome.kind === 'retry' ? 'retried' : outcome.kind] += 1;
      if (outcome.kind === 'failed' || outcome.kind === 'retry') log.warn({ outcome }, 'message not sent');
    }
  }
  if (result.sent + result.failed > 0) deps.logger.info({ job: 'send-messages', ...result }, 'messages sent');
  return result;
}
