import { COURIER_NAMES, COURIERS } from '../../../../../domain/courier/courier-layouts';
import type { CourierExportStatus, TrackingImportOutcome } from '../../../lib/__generated__/graphql';
import type { BadgeTone } from '../../../components/ui/badge';

export const COURIER_OPTIONS = COURIERS.map((code) => ({ value: code, label: COURIER_NAMES[code] }));
export const FORMAT_OPTIONS = [
  { value: 'XLSX', label: '엑셀 (XLSX)' },
  { value: 'CSV', label: 'CSV (UTF-8)' },
] as const;

export const EXPORT_STATUS = {
  QUEUED: { label: '대기 중', tone: 'neutral' },
  RUNNING: { label: '만드는 중', tone: 'info' },
  DONE: { label: '완료', tone: 'success' },
  FAILED: { label: '실패', tone: 'danger' },
} as const satisfies Record<CourierExportStatus, { label: string; tone: BadgeTone }>;

export const OUTCOME = {
  SHIP: { label: '발송 처리', tone: 'success' },
  ALREADY: { label: '이미 등록됨', tone: 'neutral' },
  REFUSED: { label: '제외', tone: 'danger' },
} as const satisfies Record<TrackingImportOutcome, { label: string; tone: BadgeTone }>;
