import type { EntityManager } from '@mikro-orm/postgresql';
import { sendableAt } from '../../../../domain/messaging/quiet-hours';
import { MESSAGE_TEMPLATES, type MessageTemplateKey, type TemplateVariables } from '../../../../domain/messaging/templates';

/** One event's message, before it is queued. */
export interface MessageEvent<K extends MessageTemplateKey> {
  template: K;
  /**
   * What makes the event unique, for example `order:12` or `line:40:shipping:7`: the same event
   * queued twice (a replayed webhook, a retried job) stays one message.
   */
  subject: string;
  universityId: number;
  userId: number;
  /** Links may be shop paths (`/my/orders/12`): the sender prefixes the tenant's site address. */
  variables: TemplateVariables<K>;
}

/** The unique key of an event's message. */
export function eventKeyOf(event: { template: MessageTemplateKey; subject: string }): string {
  return `${event.template}:${event.subject}`;
}

/**
 * Queues one message in the caller's transaction: exactly one INSERT and nothing else, so the
 * order path pays one statement (ADR 0040). A rollback takes the message with it; a repeat of the
 * event is ignored by the unique key. The insert's trigger wakes the worker at commit.
 */
export async function queueMessage<K extends MessageTemplateKey>(
  em: EntityManager,
  event: MessageEvent<K>,
  now: Date = new Date(),
): Promise<void> {
  await em.execute(`${INSERT_MESSAGE} values ${MESSAGE_ROW} on conflict (event_key) do nothing`, messageRow(event, now));
}

/** Any template's event, for queueing events of several templates at once. */
export type AnyMessageEvent = { [K in MessageTemplateKey]: MessageEvent<K> }[MessageTemplateKey];

const INSERT_MESSAGE = 'insert into message (university_id, user_id, event_key, template, purpose, variables, next_attempt_at)';
const MESSAGE_ROW = '(?, ?, ?, ?, ?, ?, ?)';
/** Rows per INSERT: far below Postgres' 65,535 parameters, small enough to keep one statement short. */
const ROWS_PER_INSERT = 500;

function messageRow(event: Omit<MessageEvent<MessageTemplateKey>, 'variables'> & { variables: object }, now: Date): unknown[] {
  const purpose = MESSAGE_TEMPLATES[event.template].purpose;
  return [event.universityId, event.userId, eventKeyOf(event), event.template, purpose, JSON.stringify(event.variables), sendableAt(purpose, now)];
}

/**
 * Many events' messages in the caller's transaction, one INSERT per 500 (a campaign's close tells
 * thousands of participants, docs/decisions/0071); the same rules as queueMessage.
 */
export async function queueMessages(em: EntityManager, events: readonly AnyMessageEvent[], now: Date = new Date()): Promise<void> {
  for (let from = 0; from < events.length; from += ROWS_PER_INSERT) {
    const chunk = events.slice(from, from + ROWS_PER_INSERT);
    await em.execute(
      `${INSERT_MESSAGE} values ${chunk.map(() => MESSAGE_ROW).join(', ')} on conflict (event_key) do nothing`,
      chunk.flatMap((event) => messageRow(event, now)),
    );
  }
}
