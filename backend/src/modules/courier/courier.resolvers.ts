import type { Resolvers, TrackingImportRow as GqlRow, CourierExport as GqlExport } from '../../graphql/__generated__/resolvers-types';
import type { TrackingRowPlan } from '../../../../domain/courier/tracking-import';
import { staffOperator, staffReader } from '../staff/staff-access';
import { courierExportPath, listCourierExports, requestCourierExport, type CourierExportRow } from './courier-export.service';
import { applyTrackingImport, previewTrackingImport, type TrackingImportResult } from './tracking-import.service';

function exportOf(row: CourierExportRow): GqlExport {
  return {
    id: row.id,
    courier: row.courier,
    format: row.format,
    status: row.status,
    rowCount: row.rowCount ?? null,
    fileName: row.fileName,
    downloadPath: row.status === 'DONE' && row.fileKey ? courierExportPath(row.id) : null,
    error: row.error ?? null,
    requestedBy: row.staffUser?.name ?? null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
  };
}

function rowOf(row: TrackingRowPlan): GqlRow {
  return {
    row: row.row,
    outcome: row.outcome,
    orderProductId: row.lineId,
    productName: row.productName,
    trackingNumber: row.trackingNumber,
    courier: row.courier,
    code: row.outcome === 'REFUSED' ? row.code : null,
    reason: row.outcome === 'SHIP' ? null : row.reason,
  };
}

const importOf = (result: TrackingImportResult) => ({ ...result, rows: result.rows.map(rowOf) });

// The courier round trip (ADR 0051): staff from ADMINHIDDEN read and preview, only ADMIN queues or applies.
export const courierResolvers: Resolvers = {
  Query: {
    staffCourierExports: async (_parent, _args, context) => (await listCourierExports(context.em, staffReader(context))).map(exportOf),
    staffPreviewTrackingImport: async (_parent, { data }, context) =>
      importOf(await previewTrackingImport(context.em, context.adapters.storage, staffReader(context), data)),
  },
  Mutation: {
    staffRequestCourierExport: async (_parent, { data }, context) => exportOf(await requestCourierExport(context.em, staffOperator(context), data)),
    staffApplyTrackingImport: async (_parent, { data }, context) =>
      importOf(await applyTrackingImport(context.em, context.adapters.storage, staffOperator(context), data)),
  },
};
