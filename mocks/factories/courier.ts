// The courier round trip (ADR 0051): exports and tracking imports as the API reports them.
import type * as T from '../__generated__/types';
import { daysBefore } from './clock';
import { int, nextId, withOverrides } from './random';

export function buildCourierExport(overrides?: Partial<T.CourierExport>): T.CourierExport {
  const id = overrides?.id ?? nextId('CourierExport');
  const createdAt = daysBefore(int(0, 7));
  return withOverrides(
    {
      __typename: 'CourierExport',
      id,
      courier: 'CJ',
      format: 'XLSX',
      status: 'DONE',
      rowCount: int(1, 200),
      fileName: `택배_CJ대한통운_20261126_${id}.xlsx`,
      downloadPath: `/api/admin/courier-exports/${id}/file`,
      error: null,
      requestedBy: '박생협',
      createdAt,
      finishedAt: createdAt,
    },
    overrides,
  );
}

export function buildTrackingImportRow(overrides?: Partial<T.TrackingImportRow>): T.TrackingImportRow {
  return withOverrides(
    {
      __typename: 'TrackingImportRow',
      row: 2,
      outcome: 'SHIP',
      orderProductId: int(1, 500),
      productName: '한빛대 로고 반팔 티셔츠',
      trackingNumber: '684012345678',
      courier: 'CJ',
      code: null,
      reason: null,
    },
    overrides,
  );
}

export function buildTrackingImport(overrides?: Partial<T.TrackingImport>): T.TrackingImport {
  const rows = overrides?.rows ?? [
    buildTrackingImportRow(),
    buildTrackingImportRow({ row: 3, outcome: 'REFUSED', code: 'LINE_CANCELLED', reason: '취소된 주문 상품이에요. 발송하지 마세요.' }),
  ];
  return withOverrides(
    {
      __typename: 'TrackingImport',
      importId: nextId('TrackingImport'),
      fileName: 'CJ대한통운_운송장_결과.xlsx',
      rows,
      shipCount: rows.filter((row) => row.outcome === 'SHIP').length,
      alreadyCount: rows.filter((row) => row.outcome === 'ALREADY').length,
      refusedCount: rows.filter((row) => row.outcome === 'REFUSED').length,
      applied: false,
    },
    overrides,
  );
}
