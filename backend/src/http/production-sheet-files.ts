import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, DEFAULT_MESSAGES } from '../../../domain/errors/errors';
import { productionSheetCsv, productionSheetFileName } from '../../../domain/production/production-sheet-files';
import { findSheet } from '../modules/production/production-sheet.service';
import { productionSheetXlsx } from '../modules/production/production-sheet-xlsx';
import { answer, refuse, staffOf, type CourierFileDeps } from './courier-files';

/** `GET /api/admin/production-sheets/<id>/file.xlsx|csv`: this shop's staff (ADMINHIDDEN too), bearer token. */
export const PRODUCTION_SHEET_FILE = /^\/api\/admin\/production-sheets\/(\d{1,10})\/file\.(xlsx|csv)$/;

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * A sheet version as a file, made from its stored rows on every download: the rows never change,
 * so neither does the file, and nothing needs storing or purging (ADR 0066).
 */
export async function handleProductionSheetFiles(req: IncomingMessage, res: ServerResponse, deps: CourierFileDeps): Promise<void> {
  const match = PRODUCTION_SHEET_FILE.exec(new URL(req.url ?? '/', 'http://internal').pathname);
  try {
    if (!match || req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      return answer(res, 405, { message: '지원하지 않는 요청이에요.', code: 'BAD_USER_INPUT' });
    }
    const scope = await staffOf(req, deps, false);
    const ext = match[2] as keyof typeof CONTENT_TYPES;
    const sheet = await findSheet(deps.orm.em.fork(), scope, Number(match[1]));
    const bytes = ext === 'xlsx' ? await productionSheetXlsx(sheet.rows) : new TextEncoder().encode(productionSheetCsv(sheet.rows));
    const fileName = productionSheetFileName(sheet.product.name, sheet.version, ext);
    res.statusCode = 200;
    res.setHeader('Content-Type', CONTENT_TYPES[ext]);
    res.setHeader('Content-Disposition', `attachment; filename="production-sheet-${sheet.id}.${ext}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    res.setHeader('Content-Length', String(bytes.byteLength));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(Buffer.from(bytes));
  } catch (err) {
    if (err instanceof AppError) return refuse(res, err);
    deps.log.error({ err }, 'production sheet download failed');
    answer(res, 500, { message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, code: 'INTERNAL_SERVER_ERROR' });
  }
}
