import { renderEmail } from '../../../../domain/messaging/email-html';
import { renderTemplate, TemplateVariablesError, withoutSecrets } from '../../../../domain/messaging/render';
import { sendableAt } from '../../../../domain/messaging/quiet-hours';
import { MESSAGE_TEMPLATES, type MessagePurpose, type MessageTemplateKey } from '../../../../domain/messaging/templates';
import type { Adapters } from '../../adapters';
import { AlimtalkRefused } from '../../adapters/messaging/alimtalk-sender';
import type { MessageChannel } from '../../../../domain/enums';

/*
 * Sending one claimed message (ADR 0040): who it goes to, by which channel, the 알림톡 -> SMS
 * fallback, and what is recorded. The caller (message-dispatch.ts) claims and records; this
 * decides. No transaction is held while a provider is called.
 */

export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** 30 s, 1 min, 2 min, … at most 30 min after the `attempts`th failure. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** A claimed row as the claim statement returns it. */
export interface ClaimedMessage {
  id: number;
  eventKey: string;
  template: MessageTemplateKey;
  purpose: MessagePurpose;
  variables: Record<string, string>;
  /** Counting this attempt. */
  attempts: number;
  /** The channel a previous attempt reached (set before each send). */
  channel: MessageChannel | null;
  /** SENDING when a worker died holding this claim; QUEUED otherwise. */
  was: 'QUEUED' | 'SENDING';
  createdAt: Date;
}

/** The member and the tenant, read when sending so a changed phone or address is used. */
export interface MessageTarget {
  name: string | null;
  tel: string | null;
  email: string | null;
  gone: boolean;
  marketingConsent: boolean;
  shopName: string;
  siteUrl: string;
}

export type SendOutcome =
  | { kind: 'sent'; channel: MessageChannel; recipient: string; providerMessageId: string | null; result: string }
  | { kind: 'retry'; result: string; at: Date }
  | { kind: 'failed'; result: string }
  | { kind: 'skipped'; result: string }
  /** Quiet hours: back in the queue until `at`, the attempt not counted. */
  | { kind: 'deferred'; result: string; at: Date };

export interface SendContext {
  adapters: Pick<Adapters, 'alimtalk' | 'sms' | 'email'>;
  /** Commits the channel about to be tried, before trying it. */
  markChannel(channel: MessageChannel, recipient: string): Promise<void>;
  now: Date;
}

/** Shop paths in link variables become addresses on the tenant's site. */
function withSiteLinks(variables: Record<string, string>, siteUrl: string): Record<string, string> {
  const base = siteUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, name.endsWith('Url') && value.startsWith('/') ? `${base}${value}` : value]),
  );
}

/** The values to fill in (event's, member's, tenant's) and the text they make. */
export function messageValues(message: Pick<ClaimedMessage, 'variables'>, target: MessageTarget): Record<string, string> {
  return { ...withSiteLinks(message.variables, target.siteUrl), name: target.name ?? '회원', shopName: target.shopName };
}

/** The text as stored and shown in histories: secrets blanked. */
export function storedText(template: MessageTemplateKey, values: Record<string, string>): string {
  return renderTemplate(template, withoutSecrets(template, values));
}

function describe(error: unknown): string {
  if (error instanceof AlimtalkRefused) return error.reason;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function failure(message: ClaimedMessage, now: Date, result: string): SendOutcome {
  return message.attempts >= MAX_ATTEMPTS
    ? { kind: 'failed', result: `${result} (${message.attempts}번 시도)` }
    : { kind: 'retry', result, at: new Date(now.getTime() + retryDelayMs(message.attempts)) };
}

async function bySms(context: SendContext, tel: string, text: string, why: string): Promise<SendOutcome> {
  await context.markChannel('SMS', tel);
  await context.adapters.sms.send({ to: tel, text });
  return { kind: 'sent', channel: 'SMS', recipient: tel, providerMessageId: null, result: why };
}

async function byAlimtalk(
  context: SendContext,
  message: ClaimedMessage,
  tel: string,
  values: Record<string, string>,
  text: string,
): Promise<SendOutcome> {
  const templateId = MESSAGE_TEMPLATES[message.template].alimtalkTemplateId!;
  // An earlier attempt reached Solapi and its answer was lost: ask before sending again.
  if (message.channel === 'ALIMTALK') {
    const found = await context.adapters.alimtalk.findSent({ key: message.eventKey, to: tel, since: message.createdAt });
    if (found) {
      return { kind: 'sent', channel: 'ALIMTALK', recipient: tel, providerMessageId: found.providerMessageId, result: '이전 시도에서 접수된 것을 확인했어요' };
    }
  }
  await context.markChannel('ALIMTALK', tel);
  try {
    const receipt = await context.adapters.alimtalk.send({ to: tel, templateId, variables: values, text, key: message.eventKey });
    return { kind: 'sent', channel: 'ALIMTALK', recipient: tel, providerMessageId: receipt.providerMessageId, result: '알림톡 접수' };
  } catch (error) {
    // A refusal is final: the text goes by SMS now. Anything else may be passing, so it is retried
    // as 알림톡, and only the last attempt falls back.
    if (!(error instanceof AlimtalkRefused) && message.attempts < MAX_ATTEMPTS) return failure(message, context.now, describe(error));
    return bySms(context, tel, text, `알림톡 실패(${describe(error)}) → 문자로 보냈어요`);
  }
}

/** Decides and sends one claimed message; a provider failure becomes 'retry' or 'failed', never a throw. */
export async function sendClaimedMessage(
  context: SendContext,
  message: ClaimedMessage,
  target: MessageTarget | null,
): Promise<SendOutcome> {
  const template = MESSAGE_TEMPLATES[message.template];
  if (!target || target.gone) return { kind: 'skipped', result: '탈퇴했거나 이용이 정지된 회원이에요' };
  if (message.purpose === 'MARKETING') {
    if (!target.marketingConsent) return { kind: 'skipped', result: '마케팅 수신에 동의하지 않은 회원이에요' };
    const at = sendableAt('MARKETING', context.now);
    if (at > context.now) return { kind: 'deferred', result: '야간(21시~8시)이라 아침 8시에 보내요', at };
  }
  // A message whose worker died after handing it to a provider that cannot be asked is not sent
  // again: staff see it FAILED and decide (a duplicate is worse than asking).
  if (message.was === 'SENDING' && (message.channel === 'SMS' || message.channel === 'EMAIL')) {
    return { kind: 'failed', result: '보내는 중에 작업이 중단되어 전송 여부를 확인할 수 없어요' };
  }
  let values: Record<string, string>;
  let text: string;
  try {
    values = messageValues(message, target);
    text = renderTemplate(message.template, values);
  } catch (error) {
    if (error instanceof TemplateVariablesError) return { kind: 'failed', result: error.message };
    throw error;
  }
  const emailOnly = 'emailOnly' in template && template.emailOnly;
  try {
    if (!emailOnly && target.tel) {
      return template.alimtalkTemplateId
        ? await byAlimtalk(context, message, target.tel, values, text)
        : await bySms(context, target.tel, text, '문자 접수');
    }
    if (!target.email) return { kind: 'failed', result: '연락처가 없어요' };
    await context.markChannel('EMAIL', target.email);
    await context.adapters.email.send({ to: target.email, ...renderEmail(message.template, values) });
    return { kind: 'sent', channel: 'EMAIL', recipient: target.email, providerMessageId: null, result: '메일 접수' };
  } catch (error) {
    return failure(message, context.now, describe(error));
  }
}
