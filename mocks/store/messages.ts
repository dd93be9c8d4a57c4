// Notifications (docs/decisions/0040-notifications.md) as the real messaging service records them:
// one row per event, text filled in from the same templates (domain/messaging). The mock has no
// worker and no provider, so a message is delivered the moment its event happens: 알림톡 to a member
// with a phone, e-mail otherwise.
import { renderTemplate, renderTitle } from '../../domain/messaging/render';
import { MESSAGE_TEMPLATES, type MessageTemplateKey, type TemplateVariables } from '../../domain/messaging/templates';
import { invalidState, notFound } from '../../domain/errors/errors';
import { orderPaidMessage, orderPlacedMessage } from '../../domain/messaging/order-message-events';
import { MESSAGE_NOT_FOUND_MESSAGE, ONLY_FAILED_RESEND_MESSAGE } from '../../domain/messaging/message-texts';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { newestFirst, pageOf } from './paging';
import { requireStaffOperator, requireStaffReader, requireViewer } from './refusals';
import { recordStaffAudit } from './staff-audit';
import { messageResendAudit } from '../../domain/staff/staff-audit-entries';
import type { StoreMember, StoreMessage, StoreOrder } from './types';

const STAFF_PAGE_SIZE = 20;

function textOf(db: MockDb, message: StoreMessage): string {
  const member = db.state.members.find((row) => row.id === message.userId);
  const { shopName, siteUrl } = db.catalogue.university;
  const variables = Object.fromEntries(
    Object.entries(message.variables).map(([name, value]) => [name, name.endsWith('Url') && value.startsWith('/') ? `${siteUrl}${value}` : value]),
  );
  return renderTemplate(message.template, { ...variables, name: member?.name ?? '회원', shopName });
}

/** Records an event's message, delivered at once; a repeated event key is ignored, as in the real table. */
export function queueMockMessage<K extends MessageTemplateKey>(
  db: MockDb,
  event: { template: K; subject: string; userId: number; variables: TemplateVariables<K> },
): void {
  const eventKey = `${event.template}:${event.subject}`;
  if (db.state.messages.some((row) => row.eventKey === eventKey)) return;
  const member = db.state.members.find((row) => row.id === event.userId);
  const template = MESSAGE_TEMPLATES[event.template];
  const byPhone = Boolean(member?.tel) && !('emailOnly' in template && template.emailOnly);
  db.state.messages.push({
    id: db.nextId('message'),
    eventKey,
    userId: event.userId,
    template: event.template,
    variables: { ...event.variables },
    status: 'SENT',
    channel: byPhone ? (template.alimtalkTemplateId ? 'ALIMTALK' : 'SMS') : 'EMAIL',
    recipient: byPhone ? member!.tel : (member?.email ?? null),
    attempts: 1,
    result: '접수',
    createdAt: db.nowIso(),
    sentAt: db.nowIso(),
  });
}

type OrderEvent = 'vbank-issued' | 'paid';

function orderMessageEvent(order: StoreOrder, event: OrderEvent) {
  const facts = { id: order.id, mUid: order.mUid, paidPrice: order.paidPrice, ...order.specification };
  return { userId: order.userId, ...(event === 'vbank-issued' ? orderPlacedMessage(facts) : orderPaidMessage(facts)) };
}

/** payOrder's messages: the virtual account issued, or the payment (or deposit) confirmed. */
export function queueOrderMessage(db: MockDb, order: StoreOrder, event: OrderEvent): void {
  const message = orderMessageEvent(order, event);
  if (message.template === 'ORDER_PLACED') queueMockMessage(db, message);
  else if (message.template === 'VBANK_DEPOSITED') queueMockMessage(db, message);
  else queueMockMessage(db, message);
}

/**
 * The scenario's history as the real shop would have sent it: each issued virtual account and each
 * payment. The oldest payment's message failed, so the staff list has one to resend.
 */
export function seedMessages(orders: readonly StoreOrder[], members: readonly StoreMember[]): StoreMessage[] {
  const seeded: StoreMessage[] = [];
  const add = (order: StoreOrder, event: OrderEvent, at: string) => {
    const message = orderMessageEvent(order, event);
    const member = members.find((row) => row.id === order.userId);
    seeded.push({
      id: 0,
      eventKey: `${message.template}:${message.subject}`,
      userId: order.userId,
      template: message.template,
      variables: message.variables,
      status: 'SENT',
      channel: member?.tel ? 'ALIMTALK' : 'EMAIL',
      recipient: member?.tel ?? member?.email ?? null,
      attempts: 1,
      result: '접수',
      createdAt: at,
      sentAt: at,
    });
  };
  for (const order of orders) {
    if (order.specification.vbankNum) add(order, 'vbank-issued', order.createdAt);
    if (order.specification.paidAt) add(order, 'paid', order.specification.paidAt);
  }
  seeded.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  seeded.forEach((message, index) => {
    message.id = index + 1;
  });
  const failed = seeded.find((message) => message.template === 'ORDER_PAID');
  if (failed) Object.assign(failed, { status: 'FAILED', sentAt: null, attempts: 5, result: 'Solapi 503 (5번 시도)' });
  return seeded;
}

function view(db: MockDb, message: StoreMessage): T.Message {
  return {
    __typename: 'Message',
    id: message.id,
    template: message.template,
    title: renderTitle(message.template, message.variables),
    text: textOf(db, message),
    purpose: MESSAGE_TEMPLATES[message.template].purpose,
    status: message.status,
    channel: message.channel,
    createdAt: message.createdAt,
    sentAt: message.sentAt,
  };
}

function staffView(db: MockDb, message: StoreMessage): T.StaffMessage {
  return {
    __typename: 'StaffMessage',
    message: view(db, message),
    userId: message.userId,
    userName: db.state.members.find((row) => row.id === message.userId)?.name ?? null,
    recipient: message.recipient,
    attempts: message.attempts,
    result: message.result,
    resendable: message.status === 'FAILED',
  };
}

export function myMessages(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): T.MessagePage {
  const member = requireViewer(viewer);
  const own = db.state.messages.filter((row) => row.userId === member.id).sort(newestFirst);
  const { items, total } = pageOf(own, page);
  return { __typename: 'MessagePage', items: items.map((row) => view(db, row)), total };
}

export function staffMessages(
  db: MockDb,
  viewer: StoreMember | null,
  filter: { page?: number | null; status?: T.MessageStatus | null },
): T.StaffMessagePage {
  requireStaffReader(viewer);
  const rows = db.state.messages.filter((row) => !filter.status || row.status === filter.status).sort(newestFirst);
  const start = (Math.max(1, filter.page ?? 1) - 1) * STAFF_PAGE_SIZE;
  return { __typename: 'StaffMessagePage', items: rows.slice(start, start + STAFF_PAGE_SIZE).map((row) => staffView(db, row)), total: rows.length };
}

/** A FAILED message goes out again; the mock delivers it at once. */
export function resendMessage(db: MockDb, viewer: StoreMember | null, messageId: number): T.StaffMessage {
  requireStaffOperator(viewer);
  const message = db.state.messages.find((row) => row.id === messageId);
  if (!message) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  if (message.status !== 'FAILED') throw invalidState(ONLY_FAILED_RESEND_MESSAGE);
  Object.assign(message, { status: 'SENT', attempts: 1, sentAt: db.nowIso(), result: '운영진이 다시 보냈어요' });
  recordStaffAudit(db, viewer, messageResendAudit(message.id, 'QUEUED'));
  return staffView(db, message);
}
