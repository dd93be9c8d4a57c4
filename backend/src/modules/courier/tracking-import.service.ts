import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../adapters/storage/storage';
import { COURIER_MESSAGES, trackingImportInput } from '../../../../domain/courier/courier-export-input';
import type { Courier } from '../../../../domain/courier/courier-layouts';
import { IMPORT_MAX_BYTES, sheetKindOf } from '../../../../domain/courier/sheet-cells';
import {
  lineIdsOf,
  planSummary,
  planTrackingImport,
  readSheetRows,
  TRACKING_IMPORT_MESSAGES,
  type ImportLine,
  type TrackingRowPlan,
} from '../../../../domain/courier/tracking-import';
import type { OrderProductStatus } from '../../../../domain/enums';
import { AppError, badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { OrderDeliveryCompany } from '../order/order-delivery-company.entity';
import type { StaffScope } from '../staff/staff-access';
import { shipOrderProduct } from '../staff/staff-lines.service';
import { CourierImport } from './courier-export.entity';
import { readSheet } from './courier-sheet';

/** The GraphQL `TrackingImport`. */
export interface TrackingImportResult {
  importId: number;
  fileName: string;
  rows: TrackingRowPlan[];
  shipCount: number;
  alreadyCount: number;
  refusedCount: number;
  applied: boolean;
}

/**
 * Stores a courier's returned file staff uploaded (POST /api/admin/courier-imports) and records
 * it for this shop; the bytes never travel through GraphQL. Refuses other types, empty and
 * oversized files with a Korean sentence.
 */
export async function storeCourierImport(
  em: EntityManager,
  storage: Storage,
  scope: StaffScope,
  file: { name: string; bytes: Uint8Array },
): Promise<CourierImport> {
  const kind = sheetKindOf(file.name);
  if (!kind) throw badUserInput(COURIER_MESSAGES.importKind, 'file');
  if (file.bytes.byteLength === 0) throw badUserInput(COURIER_MESSAGES.importEmpty, 'file');
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) throw badUserInput(COURIER_MESSAGES.importTooLarge, 'file');
  const key = `courier/imports/${crypto.randomUUID()}.${kind.toLowerCase()}`;
  await storage.writeObject(key, file.bytes, kind === 'XLSX' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv');
  const row = em.create(CourierImport, {
    university: scope.universityId,
    fileKey: key,
    fileName: file.name.split(/[\\/]/).pop()!.slice(0, 255),
    byteSize: file.bytes.byteLength,
    staffUser: scope.staffUserId,
  });
  await em.flush();
  return row;
}

async function loadLines(em: EntityManager, scope: StaffScope, ids: number[]): Promise<Map<number, ImportLine>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: number; product_name: string; status: OrderProductStatus; numbers: string[] }[]>(
    `select op.id, op.product_name, op.status,
            coalesce(array_agg(ops.shipping_number) filter (where ops.id is not null), '{}') as numbers
       from order_product op
       join "order" o on o.id = op.order_id
       left join order_product_shipping ops on ops.order_product_id = op.id
      where o.university_id = ? and op.id = any(?::int[])
      group by op.id`,
    [scope.universityId, `{${ids.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, productName: row.product_name, status: row.status, shippingNumbers: row.numbers }]));
}

async function planOf(em: EntityManager, storage: Storage, scope: StaffScope, raw: unknown) {
  const input = parseInput(trackingImportInput, raw);
  const upload = await em.findOne(CourierImport, { id: input.importId, university: scope.universityId });
  const bytes = upload ? await storage.readObject(upload.fileKey) : null;
  if (!upload || !bytes) throw notFound(COURIER_MESSAGES.importNotFound);
  let cells;
  try {
    cells = await readSheet(bytes, sheetKindOf(upload.fileName) ?? 'CSV');
  } catch {
    throw badUserInput(TRACKING_IMPORT_MESSAGES.unreadable, 'importId');
  }
  const reading = readSheetRows(cells);
  if ('error' in reading) throw badUserInput(reading.error, 'importId');
  const lines = await loadLines(em, scope, lineIdsOf(reading));
  return { upload, plan: planTrackingImport(reading, lines, input.courier), courier: input.courier };
}

function result(upload: CourierImport, rows: TrackingRowPlan[], applied: boolean): TrackingImportResult {
  const summary = planSummary(rows);
  return {
    importId: upload.id,
    fileName: upload.fileName,
    rows,
    shipCount: summary.ship,
    alreadyCount: summary.already,
    refusedCount: summary.refused,
    applied,
  };
}

/** Every row's planned change or refusal; reads only. */
export async function previewTrackingImport(em: EntityManager, storage: Storage, scope: StaffScope, raw: unknown): Promise<TrackingImportResult> {
  const { upload, plan } = await planOf(em, storage, scope, raw);
  return result(upload, plan, false);
}

/**
 * Ships every SHIP row through `shipOrderProduct` (its row lock, its status table, its audit row
 * and message), each line in its own savepoint: a line refused meanwhile (a member cancelled it,
 * another apply shipped it) rolls back alone and is reported, the rest go through. A line another
 * apply just shipped with the same number reports 이미 등록됨, so two applies ship it once.
 */
export async function applyTrackingImport(em: EntityManager, storage: Storage, scope: StaffScope, raw: unknown): Promise<TrackingImportResult> {
  const { upload, plan } = await planOf(em, storage, scope, raw);
  const companies = new Map((await em.find(OrderDeliveryCompany, {})).map((company) => [company.code as Courier | string, company.id]));
  const rows: TrackingRowPlan[] = [];
  for (const row of plan) {
    if (row.outcome !== 'SHIP') {
      rows.push(row);
      continue;
    }
    const companyId = companies.get(row.courier);
    if (companyId === undefined) {
      rows.push({ ...row, outcome: 'REFUSED', code: 'COMPANY_UNKNOWN', reason: TRACKING_IMPORT_MESSAGES.companyUnknown });
      continue;
    }
    try {
      await em.transactional((tx) =>
        shipOrderProduct(tx, scope, { orderProductId: row.lineId, orderDeliveryCompanyId: companyId, shippingNumber: row.trackingNumber }),
      );
      rows.push(row);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const [now] = (await loadLines(em, scope, [row.lineId])).values();
      rows.push(
        now?.shippingNumbers.includes(row.trackingNumber)
          ? { ...row, outcome: 'ALREADY', reason: TRACKING_IMPORT_MESSAGES.alreadyDone }
          : { ...row, outcome: 'REFUSED', code: now?.status === 'CANCELLED' ? 'LINE_CANCELLED' : 'LINE_NOT_PREPARING', reason: err.message },
      );
    }
  }
  upload.appliedAt = new Date();
  await em.flush();
  return result(upload, rows, true);
}
