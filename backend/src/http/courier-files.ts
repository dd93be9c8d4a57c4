import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { COURIER_MESSAGES } from '../../../domain/courier/courier-export-input';
import { IMPORT_MAX_BYTES } from '../../../domain/courier/sheet-cells';
import { AppError, DEFAULT_MESSAGES, type ErrorCode } from '../../../domain/errors/errors';
import { authenticate, bearerToken } from '../modules/account/session.service';
import { findCourierExport } from '../modules/courier/courier-export.service';
import { storeCourierImport } from '../modules/courier/tracking-import.service';
import { staffOperator, staffReader, type StaffScope } from '../modules/staff/staff-access';
import { readLimited } from './api-request-guard';

export interface CourierFileDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

/** The export download and the import upload; the only routes of the courier round trip outside GraphQL. */
export const COURIER_EXPORT_FILE = /^\/api\/admin\/courier-exports\/(\d{1,10})\/file$/;
export const COURIER_IMPORTS_PATH = '/api/admin/courier-imports';

const STATUS_OF: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, BAD_USER_INPUT: 400, CONFLICT: 409, ACCOUNT_SUSPENDED: 403 };

export function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

export function refuse(res: ServerResponse, error: AppError): void {
  answer(res, STATUS_OF[error.code] ?? 400, { message: error.message, code: error.code });
}

/** The staff member the bearer token names, as a reader (ADMINHIDDEN too) or an operator (ADMIN). */
export async function staffOf(req: IncomingMessage, deps: CourierFileDeps, operate: boolean): Promise<StaffScope> {
  const token = bearerToken(req.headers.authorization);
  const standing = token
    ? await authenticate(deps.orm.em.fork(), token, new Date(), deps.config.UNIVERSITY_ID)
    : { viewer: null, suspended: false };
  const context = { viewer: standing.viewer, viewerSuspended: standing.suspended, config: deps.config };
  return operate ? staffOperator(context) : staffReader(context);
}

/**
 * `GET /api/admin/courier-exports/<id>/file` (this shop's staff, bearer token) streams a finished
 * export as an attachment; `POST /api/admin/courier-imports?name=<file name>` takes a courier's
 * returned file as the raw body (ADMIN) and answers `{ importId, fileName }` for the preview.
 */
export async function handleCourierFiles(req: IncomingMessage, res: ServerResponse, deps: CourierFileDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://internal');
  try {
    const exportMatch = COURIER_EXPORT_FILE.exec(url.pathname);
    if (exportMatch && req.method === 'GET') return await download(res, deps, await staffOf(req, deps, false), Number(exportMatch[1]));
    if (url.pathname === COURIER_IMPORTS_PATH && req.method === 'POST') return await upload(req, res, deps, url);
    res.setHeader('Allow', exportMatch ? 'GET' : 'POST');
    answer(res, 405, { message: '지원하지 않는 요청이에요.', code: 'BAD_USER_INPUT' });
  } catch (err) {
    if (err instanceof AppError) return refuse(res, err);
    deps.log.error({ err }, 'courier file request failed');
    answer(res, 500, { message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, code: 'INTERNAL_SERVER_ERROR' });
  }
}

async function download(res: ServerResponse, deps: CourierFileDeps, scope: StaffScope, id: number): Promise<void> {
  const row = await findCourierExport(deps.orm.em.fork(), scope, id);
  if (row.status === 'DONE' && !row.fileKey) throw new AppError('NOT_FOUND', COURIER_MESSAGES.filePurged);
  if (row.status !== 'DONE' || !row.fileKey) throw new AppError('CONFLICT', row.status === 'FAILED' ? COURIER_MESSAGES.exportFailed : COURIER_MESSAGES.exportNotReady);
  const bytes = await deps.adapters.storage.readObject(row.fileKey);
  if (!bytes) throw new AppError('NOT_FOUND', COURIER_MESSAGES.exportNotFound);
  res.statusCode = 200;
  res.setHeader(
    'Content-Type',
    row.format === 'XLSX' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
  );
  res.setHeader('Content-Disposition', `attachment; filename="courier-${row.id}.${row.format.toLowerCase()}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(Buffer.from(bytes));
}

async function upload(req: IncomingMessage, res: ServerResponse, deps: CourierFileDeps, url: URL): Promise<void> {
  const scope = await staffOf(req, deps, true);
  const tooLarge = new AppError('BAD_USER_INPUT', COURIER_MESSAGES.importTooLarge, { field: 'file' });
  if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) {
    res.setHeader('Connection', 'close');
    return refuse(res, tooLarge);
  }
  const body = await readLimited(req, IMPORT_MAX_BYTES);
  if (body === null) {
    res.setHeader('Connection', 'close');
    return refuse(res, tooLarge);
  }
  const em = deps.orm.em.fork();
  const row = await em.transactional((tx) =>
    storeCourierImport(tx, deps.adapters.storage, scope, { name: url.searchParams.get('name') ?? '', bytes: new Uint8Array(body) }),
  );
  answer(res, 200, { importId: row.id, fileName: row.fileName });
}
