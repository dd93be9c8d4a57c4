import { defineEntity, p } from '@mikro-orm/core';
import type { MessagePurpose, MessageTemplateKey } from '../../../../domain/messaging/templates';
import { createdAt, id } from '../../db/columns';
import { MessageChannel, MessageStatus } from '../../../../domain/enums';
import { User } from '../account/user.entity';
import { University } from '../content/university.entity';

/**
 * The outbox and the record of every notification (docs/decisions/0040-notifications.md): a row is
 * inserted in the transaction of the change that causes it, and the send-messages worker claims,
 * sends and records it. `eventKey` is unique: one event, one message, however often it is queued.
 */
export const MessageSchema = defineEntity({
  name: 'Message',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    eventKey: p.string().length(200).unique(),
    template: p.string().length(40).$type<MessageTemplateKey>(),
    purpose: p.string().length(16).$type<MessagePurpose>(),
    /** The event's values for the template's variables (secret ones blanked once sent). */
    variables: p.json<Record<string, string>>(),
    status: p.enum(() => MessageStatus).default(MessageStatus.QUEUED),
    /** The channel of the last attempt; set before sending, so a crash tells what may have gone out. */
    channel: p.enum(() => MessageChannel).nullable(),
    recipient: p.string().nullable(),
    /** The text as sent (secrets blanked); null until the first attempt. */
    text: p.text().nullable(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().defaultRaw('now()'),
    claimedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    providerMessageId: p.string().nullable(),
    result: p.text().nullable(),
    createdAt: createdAt(),
  },
  indexes: [
    { name: 'message_due_index', properties: ['status', 'nextAttemptAt'] },
    { name: 'message_user_id_index', properties: ['user', 'id'] },
  ],
  // Wakes the send-messages worker at commit (jobs/message-wakeup.ts): the INSERT stays the only
  // statement the queueing request runs.
  triggers: [
    {
      name: 'message_queued',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      body: "perform pg_notify('message_queued', ''); return null;",
    },
  ],
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
