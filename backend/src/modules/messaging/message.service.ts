import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { renderTitle } from '../../../../domain/messaging/render';
import { MessageStatus } from '../../../../domain/enums';
import { messageResendAudit } from '../../../../domain/staff/staff-audit-entries';
import type { Message as MessageView, StaffMessage } from '../../graphql/__generated__/resolvers-types';
import { invalidState, notFound } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import { requireViewer, type ViewerContext } from '../account/viewer';
import { staffReader, type StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { loadTarget } from './message-dispatch';
import { messageValues, storedText } from './message-send';
import { Message } from './message.entity';
import { MESSAGE_NOT_FOUND_MESSAGE, ONLY_FAILED_RESEND_MESSAGE } from '../../../../domain/messaging/message-texts';

const STAFF_PAGE_SIZE = 20;

type Tenant = ViewerContext & { config: { UNIVERSITY_ID: number } };


/** The text as the member receives it; a message not attempted yet is rendered from its variables. */
async function textsOf(em: EntityManager, universityId: number, rows: Message[]): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  const targets = new Map<number | null, Awaited<ReturnType<typeof loadTarget>>>();
  for (const row of rows) {
    if (row.text !== null && row.text !== undefined) {
      texts.set(row.id, row.text);
      continue;
    }
    const userId = row.user?.id ?? null;
    if (!targets.has(userId)) targets.set(userId, await loadTarget(em, universityId, userId));
    const target = targets.get(userId);
    let text = '';
    try {
      text = target ? storedText(row.template, messageValues(row, target)) : '';
    } catch {
      // A message whose variables no longer fit its template shows no text; staff see why in `result`.
    }
    texts.set(row.id, text);
  }
  return texts;
}

function view(row: Message, text: string): MessageView {
  return {
    id: row.id,
    template: row.template,
    title: renderTitle(row.template, row.variables),
    text,
    purpose: row.purpose,
    status: row.status,
    channel: row.channel ?? null,
    createdAt: row.createdAt,
    sentAt: row.sentAt ?? null,
  };
}

function staffView(row: Message, text: string): StaffMessage {
  return {
    message: view(row, text),
    userId: row.user?.id ?? null,
    userName: row.user?.name ?? null,
    recipient: row.recipient ?? null,
    attempts: row.attempts,
    result: row.result ?? null,
    resendable: row.status === MessageStatus.FAILED,
  };
}

/** The viewer's own messages, newest first, 10 per page. */
export async function listMyMessages(em: EntityManager, context: Tenant, page: number | null | undefined) {
  const viewer = requireViewer(context);
  const [rows, total] = await em.findAndCount(
    Message,
    { user: viewer.userId, university: context.config.UNIVERSITY_ID },
    { orderBy: { id: 'desc' }, ...pageWindow(page) },
  );
  const texts = await textsOf(em, context.config.UNIVERSITY_ID, rows);
  return { items: rows.map((row) => view(row, texts.get(row.id) ?? '')), total };
}

/** Every member's messages for staff, newest first, 20 per page, optionally of one status. */
export async function listStaffMessages(
  em: EntityManager,
  context: Tenant,
  filter: { page?: number | null; status?: MessageStatus | null },
) {
  const { universityId } = staffReader(context);
  const { offset } = pageWindow(filter.page);
  const [rows, total] = await em.findAndCount(
    Message,
    { university: universityId, ...(filter.status ? { status: filter.status } : {}) },
    { orderBy: { id: 'desc' }, populate: ['user'], limit: STAFF_PAGE_SIZE, offset: (offset / 10) * STAFF_PAGE_SIZE },
  );
  const texts = await textsOf(em, universityId, rows);
  return { items: rows.map((row) => staffView(row, texts.get(row.id) ?? '')), total };
}

/**
 * ADMIN only: a FAILED message goes back to the queue once, its attempts counted afresh. Its event
 * key stays, so the resend is still the one message of its event; a 알림톡 whose earlier answer was
 * lost is looked up at Solapi before it is sent again.
 */
export async function resendMessage(em: EntityManager, scope: StaffScope, messageId: number, now: Date = new Date()) {
  const row = await em.findOne(Message, { id: messageId, university: scope.universityId }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!row) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  if (row.status !== MessageStatus.FAILED) throw invalidState(ONLY_FAILED_RESEND_MESSAGE);
  Object.assign(row, {
    status: MessageStatus.QUEUED,
    attempts: 0,
    nextAttemptAt: now,
    result: `운영진이 다시 보내기를 요청했어요 (${scope.staffUserId ?? '명령줄'})`,
  });
  recordStaffAudit(em, scope, messageResendAudit(row.id, row.status));
  await em.flush();
  // The update does not fire the insert trigger: wake the worker the same way.
  await em.execute(`select pg_notify('message_queued', '')`);
  const [text] = (await textsOf(em, scope.universityId, [row])).values();
  return staffView(row, text ?? '');
}
