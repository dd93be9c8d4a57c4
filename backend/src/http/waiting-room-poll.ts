import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { WAITING_ROOM_MESSAGES, WAITING_ROOM_STATUS_PATH } from '../../../domain/waiting-room/waiting-room-rules';
import { pollStatus } from '../modules/waiting-room/waiting-room-status';
import { waitingRoomSnapshotOf } from '../modules/waiting-room/waiting-room-snapshot';

export { WAITING_ROOM_STATUS_PATH };

const TICKET_REFUSED = { code: 'NOT_FOUND', message: WAITING_ROOM_MESSAGES.ticketInvalid };

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * `GET /api/waiting-room/status?ticket=…` (ADR 0073): a plain GET rather than a GraphQL query,
 * because the GraphQL context looks the bearer session up in PostgreSQL and parses a document on
 * every request; the ticket alone proves who asks, and the answer comes from memory.
 */
export async function handleWaitingRoomPoll(req: IncomingMessage, res: ServerResponse, orm: MikroORM, config: Config) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return sendJson(res, 405, { code: 'BAD_USER_INPUT', message: '잘못된 요청이에요.' });
  }
  const ticket = new URL(req.url ?? '/', 'http://internal').searchParams.get('ticket') ?? '';
  const snapshot = waitingRoomSnapshotOf(orm.em, config.WAITING_ROOM_REFRESH_MS);
  const status = await pollStatus(config.WAITING_ROOM_SECRET, config.UNIVERSITY_ID, ticket, (id) => snapshot.gate(id), new Date());
  if (!status) return sendJson(res, 404, TICKET_REFUSED);
  return sendJson(res, 200, status);
}
