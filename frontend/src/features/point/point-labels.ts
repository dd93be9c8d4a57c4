import type { BadgeTone } from '../../components/ui/badge';
import type { PointStatus } from '../../lib/__generated__/graphql';

/** The words Korean shops use for each ledger status. */
export const POINT_STATUS_LABELS: Record<PointStatus, string> = {
  GAIN: '적립',
  USED: '사용',
  RESERVED: '적립 예정',
  EXPIRED: '소멸',
};

export const POINT_STATUS_TONES: Record<PointStatus, BadgeTone> = {
  GAIN: 'success',
  USED: 'neutral',
  RESERVED: 'info',
  EXPIRED: 'warning',
};

const points = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1500 → "1,500P": points are counted apart from money, the way Korean shops print them. */
export function formatPoints(value: number): string {
  return `${points.format(value)}P`;
}

/** A row's effect on the balance: "+1,000P" earned (or to be earned), "-1,500P" spent or expired. */
export function signedPoints(status: PointStatus, value: number): string {
  const adds = status === 'GAIN' || status === 'RESERVED';
  return `${adds ? '+' : '-'}${formatPoints(value)}`;
}

export const POINT_FILTERS: readonly { id: PointStatus | 'ALL'; label: string }[] = [
  { id: 'ALL', label: '전체' },
  { id: 'GAIN', label: POINT_STATUS_LABELS.GAIN },
  { id: 'USED', label: POINT_STATUS_LABELS.USED },
  { id: 'RESERVED', label: POINT_STATUS_LABELS.RESERVED },
  { id: 'EXPIRED', label: POINT_STATUS_LABELS.EXPIRED },
];

const STATUSES = new Set<string>(['GAIN', 'USED', 'RESERVED', 'EXPIRED']);

export function statusOf(raw: string | null): PointStatus | null {
  return raw !== null && STATUSES.has(raw) ? (raw as PointStatus) : null;
}

/** A page number from the address; anything else is the first page. */
export function pageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
