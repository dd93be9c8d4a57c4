// The courier round trip as the real courier services keep it (docs/decisions/0051): the same
// input schemas, sheet layouts and import plan from domain/courier. No job runs here: a requested
// export is RUNNING until the list is read again, then DONE, so screens show the progress.
import { COURIER_MESSAGES, courierExportInput, courierFileCutoff, EXPORT_LIST_LIMIT, trackingImportInput } from '../../domain/courier/courier-export-input';
import { courierFileName, type CourierExportLine } from '../../domain/courier/courier-layouts';
import { lineIdsOf, planSummary, planTrackingImport, readSheetRows, TRACKING_IMPORT_MESSAGES, type ImportLine, type TrackingRowPlan } from '../../domain/courier/tracking-import';
import { orderLineFilterInput, seoulDay } from '../../domain/order-desk/order-line-filter';
import { AppError, badUserInput, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { StandardIds } from '../scenarios';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { shipLine } from './staff';
import type { StoreCourierExport, StoreMember } from './types';

/**
 * The demo's courier history, made on first use: yesterday's CJ file and the file CJ sent back,
 * whose rows show each outcome (a line to ship, one already carrying its number, a cancelled line,
 * a line of no shop), so the shipping page is filled in every scenario.
 */
function demoCourier(db: MockDb): NonNullable<MockDb['state']['courier']> {
  const exportId = db.nextId('courierExport');
  const importId = db.nextId('courierImport');
  const day = db.fromNow(-24 * 60 * 60 * 1000);
  return {
    exports: [
      {
        id: exportId,
        courier: 'CJ',
        format: 'XLSX',
        status: 'DONE',
        lineIds: [StandardIds.orderProduct.coachJacket, StandardIds.orderProduct.crewneck],
        fileName: courierFileName('CJ', 'XLSX', seoulDay(new Date(day)), exportId),
        requestedBy: '박생협',
        createdAt: day,
        finishedAt: day,
      },
    ],
    imports: [
      {
        id: importId,
        fileName: 'CJ대한통운_운송장_결과.csv',
        rows: [
          ['받는분성명', '운송장번호', '주문상품번호'],
          ['김한빛', '6012-3456-7890', StandardIds.orderProduct.councilVarsity],
          ['김한빛', '684012345671', StandardIds.orderProduct.coachJacket],
          ['김한빛', '601234567891', StandardIds.orderProduct.zipupCancelled],
          ['이서준', '1.23457E+11', 987_654],
        ],
      },
    ],
  };
}

const stateOf = (db: MockDb) => (db.state.courier ??= demoCourier(db));

export const courierExportPath = (id: number) => `/api/admin/courier-exports/${id}/file`;

const isPurged = (db: MockDb, row: StoreCourierExport) => row.status === 'DONE' && new Date(row.createdAt) < courierFileCutoff(db.now());

function exportOf(db: MockDb, row: StoreCourierExport): T.CourierExport {
  const purged = isPurged(db, row);
  return {
    __typename: 'CourierExport',
    id: row.id,
    courier: row.courier,
    format: row.format,
    status: row.status,
    rowCount: row.status === 'DONE' ? row.lineIds.length : null,
    fileName: row.fileName,
    downloadPath: row.status === 'DONE' && !purged ? courierExportPath(row.id) : null,
    error: purged ? COURIER_MESSAGES.filePurged : null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

function linesToShip(db: MockDb, ids: readonly number[] | null, filter: { statuses?: T.OrderProductStatus[] | null; productId?: number | null }) {
  const statuses = ids ? ['PREPARING'] : filter.statuses?.length ? filter.statuses : ['PREPARING'];
  return db.state.orders.flatMap((order) =>
    order.delivery
      ? order.lines.filter(
          (line) => statuses.includes(line.status) && (ids ? ids.includes(line.id) : !filter.productId || line.productId === filter.productId),
        )
      : [],
  );
}

export function requestExport(db: MockDb, viewer: StoreMember | null, data: T.StaffCourierExportInput): T.CourierExport {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(courierExportInput, data);
  const filter = parseInput(orderLineFilterInput, input.filter ?? {});
  const id = db.nextId('courierExport');
  const row: StoreCourierExport = {
    id,
    courier: input.courier,
    format: input.format,
    status: 'RUNNING',
    lineIds: linesToShip(db, input.orderProductIds, filter).map((line) => line.id).sort((a, b) => a - b),
    fileName: courierFileName(input.courier, input.format, seoulDay(db.now()), id),
    requestedBy: staff.name,
    createdAt: db.nowIso(),
    finishedAt: null,
  };
  stateOf(db).exports.push(row);
  return exportOf(db, row);
}

export function listExports(db: MockDb, viewer: StoreMember | null): T.CourierExport[] {
  requireStaffReader(viewer);
  const rows = stateOf(db).exports;
  for (const row of rows) {
    if (row.status === 'RUNNING') Object.assign(row, { status: 'DONE', finishedAt: db.nowIso() });
  }
  return [...rows].reverse().slice(0, EXPORT_LIST_LIMIT).map((row) => exportOf(db, row));
}

/** The lines of a finished export, for the file the mocked download builds. */
export function exportLines(db: MockDb, viewer: StoreMember | null, id: number): { row: StoreCourierExport; lines: CourierExportLine[] } {
  requireStaffReader(viewer);
  const row = stateOf(db).exports.find((item) => item.id === id);
  if (!row) throw notFound(COURIER_MESSAGES.exportNotFound);
  if (isPurged(db, row)) throw notFound(COURIER_MESSAGES.filePurged);
  if (row.status !== 'DONE') throw new AppError('CONFLICT', COURIER_MESSAGES.exportNotReady);
  const lines = db.state.orders.flatMap((order) =>
    order.lines
      .filter((line) => row.lineIds.includes(line.id))
      .map((line) => ({
        lineId: line.id,
        orderNumber: order.mUid,
        receiver: order.delivery?.name ?? '',
        phone: order.delivery?.tel ?? '',
        postcode: order.delivery?.postCode ?? '',
        address: order.delivery?.address ?? '',
        detailAddress: order.delivery?.detailAddress ?? '',
        productName: line.productName,
        optionText: line.optionText,
        quantity: line.count,
        note: line.note ?? '',
      })),
  );
  return { row, lines };
}

/** A returned file the upload route read into cells. */
export function storeImport(db: MockDb, viewer: StoreMember | null, fileName: string, rows: (string | number | null)[][]): { importId: number; fileName: string } {
  requireStaffOperator(viewer);
  const importId = db.nextId('courierImport');
  stateOf(db).imports.push({ id: importId, fileName, rows });
  return { importId, fileName };
}

function planOf(db: MockDb, data: T.StaffTrackingImportInput) {
  const input = parseInput(trackingImportInput, data);
  const upload = stateOf(db).imports.find((item) => item.id === input.importId);
  if (!upload) throw notFound(COURIER_MESSAGES.importNotFound);
  const reading = readSheetRows(upload.rows);
  if ('error' in reading) throw badUserInput(reading.error, 'importId');
  const wanted = new Set(lineIdsOf(reading));
  const lines = new Map<number, ImportLine>();
  for (const order of db.state.orders) {
    for (const line of order.lines) {
      if (wanted.has(line.id)) {
        lines.set(line.id, { id: line.id, productName: line.productName, status: line.status, shippingNumbers: line.shipping ? [line.shipping.shippingNumber] : [] });
      }
    }
  }
  return { upload, plan: planTrackingImport(reading, lines, input.courier) };
}

function answer(upload: { id: number; fileName: string }, rows: TrackingRowPlan[], applied: boolean): T.TrackingImport {
  const summary = planSummary(rows);
  return {
    __typename: 'TrackingImport',
    importId: upload.id,
    fileName: upload.fileName,
    shipCount: summary.ship,
    alreadyCount: summary.already,
    refusedCount: summary.refused,
    applied,
    rows: rows.map((row) => ({
      __typename: 'TrackingImportRow',
      row: row.row,
      outcome: row.outcome,
      orderProductId: row.lineId,
      productName: row.productName,
      trackingNumber: row.trackingNumber,
      courier: row.courier,
      code: row.outcome === 'REFUSED' ? row.code : null,
      reason: row.outcome === 'SHIP' ? null : row.reason,
    })),
  };
}

export function previewImport(db: MockDb, viewer: StoreMember | null, data: T.StaffTrackingImportInput): T.TrackingImport {
  requireStaffReader(viewer);
  const { upload, plan } = planOf(db, data);
  return answer(upload, plan, false);
}

/** Ships each planned row through the mocked ship step (its status table and audit row). */
export function applyImport(db: MockDb, viewer: StoreMember | null, data: T.StaffTrackingImportInput): T.TrackingImport {
  requireStaffOperator(viewer);
  const { upload, plan } = planOf(db, data);
  const rows = plan.map((row): TrackingRowPlan => {
    if (row.outcome !== 'SHIP') return row;
    const company = db.catalogue.deliveryCompanies.find((item) => item.code === row.courier);
    if (!company) return { ...row, outcome: 'REFUSED', code: 'COMPANY_UNKNOWN', reason: TRACKING_IMPORT_MESSAGES.companyUnknown };
    shipLine(db, viewer, { orderProductId: row.lineId, orderDeliveryCompanyId: company.id, shippingNumber: row.trackingNumber });
    return row;
  });
  return answer(upload, rows, true);
}
