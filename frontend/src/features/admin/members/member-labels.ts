import { LEVEL_NAMES, standingName } from '../../../../../domain/member/member-admin';
import type { BadgeTone } from '../../../components/ui/badge';
import type { StaffMemberFilter } from '../../../lib/__generated__/graphql';
import { formatTel } from '../../../lib/tel';

export const FILTER_OPTIONS: readonly { value: StaffMemberFilter | ''; label: string }[] = [
  { value: '', label: '전체' },
  { value: 'NORMAL', label: LEVEL_NAMES[0]! },
  { value: 'HIDDEN', label: LEVEL_NAMES[1]! },
  { value: 'ADMINHIDDEN', label: LEVEL_NAMES[2]! },
  { value: 'ADMIN', label: LEVEL_NAMES[3]! },
  { value: 'SUSPENDED', label: '정지' },
];

const FILTERS = new Set<string>(FILTER_OPTIONS.map((option) => option.value).filter(Boolean));

export function filterParam(raw: string | null): StaffMemberFilter | null {
  return raw && FILTERS.has(raw) ? (raw as StaffMemberFilter) : null;
}

export function pageParam(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

export const LEVEL_OPTIONS = [0, 1, 2, 3].map((level) => ({ value: String(level), label: `${level} · ${LEVEL_NAMES[level]!}` }));

export function standingBadge(member: { authority: number; resigned: boolean }): { label: string; tone: BadgeTone } {
  if (member.resigned) return { label: '탈퇴', tone: 'neutral' };
  if (member.authority < 0) return { label: standingName(member.authority), tone: 'danger' };
  if (member.authority >= 2) return { label: standingName(member.authority), tone: 'primary' };
  return { label: standingName(member.authority), tone: 'info' };
}

/** A stored number as staff read it (010-1234-5678), or 없음. */
export const displayTel = (tel: string | null): string => (tel ? formatTel(tel) : '없음');
