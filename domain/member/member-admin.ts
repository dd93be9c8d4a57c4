import { z } from 'zod';
import { AUTHORITY, isSuspendedAuthority, StaffAuditObjectType } from '../enums';
import type { StaffAuditEntryDraft } from '../staff/staff-audit-entries';
import { AppError, forbidden, invalidState, notFound } from '../errors/errors';
import { normalizeTel } from '../certification/phone';

/*
 * What staff may do to a member (issue 15, item 8; docs/decisions/0048): the inputs, the guards and
 * the sentences, over plain values so that the backend's staff-members service and the mocked API
 * accept and refuse alike.
 */

export const MEMBER_NOT_FOUND_MESSAGE = '회원을 찾을 수 없어요. 회원 번호를 다시 확인해 주세요.';
export const MEMBER_RESIGNED_MESSAGE = '탈퇴한 회원이라 바꿀 수 없어요.';
export const OWN_LEVEL_MESSAGE = '자기 자신의 등급은 바꿀 수 없어요. 다른 운영진에게 부탁해 주세요.';
export const OWN_SUSPEND_MESSAGE = '자기 자신은 정지할 수 없어요.';
export const SUSPEND_STAFF_MESSAGE = '운영진 계정은 정지할 수 없어요. 먼저 등급을 일반 회원으로 낮춰 주세요.';
export const ALREADY_SUSPENDED_MESSAGE = '이미 정지된 회원이에요.';
export const NOT_SUSPENDED_MESSAGE = '정지된 회원이 아니라서 정지를 풀 수 없어요.';
export const LEVEL_OF_SUSPENDED_MESSAGE = '정지된 회원의 등급은 바꿀 수 없어요. 먼저 정지를 풀어 주세요.';
export const SAME_LEVEL_MESSAGE = '이미 그 등급이에요. 다른 등급을 골라 주세요.';
export const POINTS_OF_SUSPENDED_MESSAGE = '정지된 회원의 포인트는 바꿀 수 없어요. 먼저 정지를 풀어 주세요.';

/** Far above any goodwill grant; keeps a typo (an extra zero or three) from minting money. */
export const MAX_POINT_ADJUSTMENT = 1_000_000;
export const REASON_MIN = 2;
export const REASON_MAX = 200;
/** The member list shows this many per page. */
export const MEMBER_PAGE_SIZE = 20;
/** How many of a member's orders, ledger rows and reviews the detail shows (newest first). */
export const MEMBER_RECENT_ORDERS = 5;
export const MEMBER_RECENT_POINTS = 20;
export const MEMBER_RECENT_REVIEWS = 10;

/** The level a suspended member is stored at; the level before is kept to restore it. */
export const SUSPENDED_AUTHORITY = -1;

/** Korean names of the levels staff pick from. */
export const LEVEL_NAMES: Record<number, string> = {
  [AUTHORITY.NORMAL]: '일반 회원',
  [AUTHORITY.HIDDEN]: '숨김 상품 열람 회원',
  [AUTHORITY.ADMINHIDDEN]: '운영진 (열람만)',
  [AUTHORITY.ADMIN]: '운영진',
};

/** The name of a member's standing: a level, or 정지. */
export function standingName(authority: number): string {
  if (isSuspendedAuthority(authority)) return '정지';
  return LEVEL_NAMES[Math.min(authority, AUTHORITY.ADMIN)] ?? LEVEL_NAMES[AUTHORITY.NORMAL]!;
}

const memberId = z
  .number({ error: '회원 번호를 숫자로 입력해 주세요.' })
  .int({ error: '회원 번호를 숫자로 입력해 주세요.' })
  .positive({ error: '회원 번호를 숫자로 입력해 주세요.' });

export const reasonSchema = z
  .string({ error: `사유를 ${REASON_MIN}~${REASON_MAX}자로 입력해 주세요.` })
  .trim()
  .min(REASON_MIN, { error: `사유를 ${REASON_MIN}~${REASON_MAX}자로 입력해 주세요.` })
  .max(REASON_MAX, { error: `사유는 ${REASON_MAX}자까지 입력할 수 있어요.` });

export const AMOUNT_MESSAGE = `포인트는 0이 아닌 정수로 입력해 주세요. 지급은 양수, 회수는 음수로, 한 번에 ${MAX_POINT_ADJUSTMENT.toLocaleString('ko-KR')}P까지예요.`;

export const adjustPointsInput = z.object({
  userId: memberId,
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int({ error: AMOUNT_MESSAGE })
    .refine((value) => value !== 0 && Math.abs(value) <= MAX_POINT_ADJUSTMENT, { error: AMOUNT_MESSAGE }),
  reason: reasonSchema,
});

export const suspendInput = z.object({ userId: memberId, reason: reasonSchema });
export const restoreInput = z.object({ userId: memberId });

export const LEVEL_MESSAGE = '등급은 0(일반)부터 3(운영진) 사이에서 골라 주세요.';
export const setLevelInput = z.object({
  userId: memberId,
  level: z
    .number({ error: LEVEL_MESSAGE })
    .int({ error: LEVEL_MESSAGE })
    .min(AUTHORITY.NORMAL, { error: LEVEL_MESSAGE })
    .max(AUTHORITY.ADMIN, { error: LEVEL_MESSAGE }),
});

export const MEMBER_FILTERS = ['NORMAL', 'HIDDEN', 'ADMINHIDDEN', 'ADMIN', 'SUSPENDED'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const membersInput = z.object({
  search: z.string().trim().max(100, { error: '검색어는 100자까지 입력할 수 있어요.' }).nullish(),
  authority: z.enum(MEMBER_FILTERS, { error: '등급 필터를 다시 골라 주세요.' }).nullish(),
  page: z
    .number()
    .int({ error: '페이지 번호는 1 이상의 정수로 입력해 주세요.' })
    .min(1, { error: '페이지 번호는 1 이상의 정수로 입력해 주세요.' })
    .max(100_000, { error: '페이지 번호가 너무 커요. 1페이지부터 다시 확인해 주세요.' })
    .nullish(),
});

/** The authority range a filter stands for (both bounds inclusive). */
export function filterRange(filter: MemberFilter | null | undefined): { min: number; max: number } | null {
  switch (filter) {
    case null:
    case undefined:
      return null;
    case 'SUSPENDED':
      return { min: Number.MIN_SAFE_INTEGER, max: -1 };
    case 'ADMIN':
      return { min: AUTHORITY.ADMIN, max: Number.MAX_SAFE_INTEGER };
    default:
      return { min: AUTHORITY[filter], max: AUTHORITY[filter] };
  }
}

/** What a search box's text looks for: name or e-mail text, and a phone as stored or digits of it. */
export interface MemberSearch {
  /** Lower-cased text matched against name and e-mail (contains). */
  text: string;
  /** The E.164 number when the text is a whole Korean mobile number (010-1234-5678). */
  telExact: string | null;
  /** National digits without the leading 0 (1234 from 010-1234), matched inside the stored E.164. */
  telDigits: string | null;
}

export function memberSearchOf(search: string | null | undefined): MemberSearch | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const looksLikePhone = /^\+?[\d\s().-]+$/.test(text);
  if (!looksLikePhone) return { text: text.toLowerCase(), telExact: null, telDigits: null };
  const digits = text.replace(/\D/g, '').replace(/^0/, '');
  return { text: text.toLowerCase(), telExact: wholeMobileNumber(text), telDigits: digits.length >= 3 ? digits : null };
}

/** The E.164 form of a whole mobile number, or null for part of one (the sign-up's phone rule). */
function wholeMobileNumber(text: string): string | null {
  try {
    return normalizeTel(null, text);
  } catch {
    return null;
  }
}

/** Whether a member matches a search, for stores that filter in memory (the mocked API). */
export function matchesMemberSearch(member: { name: string; email: string; tel: string | null }, search: MemberSearch | null): boolean {
  if (!search) return true;
  if (member.name.toLowerCase().includes(search.text) || member.email.toLowerCase().includes(search.text)) return true;
  if (!member.tel) return false;
  if (search.telExact && member.tel === search.telExact) return true;
  return search.telDigits !== null && member.tel.includes(search.telDigits);
}

/** A member as the guards read it. */
export interface MemberStanding {
  id: number;
  authority: number;
  resigned: boolean;
}

function requireLive(member: MemberStanding): void {
  if (member.resigned) throw invalidState(MEMBER_RESIGNED_MESSAGE);
}

export function checkAdjustPoints(member: MemberStanding): void {
  requireLive(member);
  if (isSuspendedAuthority(member.authority)) throw invalidState(POINTS_OF_SUSPENDED_MESSAGE);
}

/** Taking more than the spendable balance is refused with what may be taken. */
export function takeTooMuch(balance: number): AppError {
  return new AppError(
    'INSUFFICIENT_POINTS',
    `회원의 포인트가 부족해요. 지금 회수할 수 있는 포인트는 ${balance.toLocaleString('ko-KR')}P예요.`,
    { field: 'amount', balance },
  );
}

export function checkSuspend(member: MemberStanding, staffUserId: number | null): void {
  requireLive(member);
  if (member.id === staffUserId) throw forbidden(OWN_SUSPEND_MESSAGE);
  if (isSuspendedAuthority(member.authority)) throw invalidState(ALREADY_SUSPENDED_MESSAGE);
  if (member.authority >= AUTHORITY.ADMINHIDDEN) throw invalidState(SUSPEND_STAFF_MESSAGE);
}

/** The level a restored member returns to: the one kept at suspension, NORMAL when none was kept. */
export function restoredLevel(member: MemberStanding, levelBefore: number | null): number {
  requireLive(member);
  if (!isSuspendedAuthority(member.authority)) throw invalidState(NOT_SUSPENDED_MESSAGE);
  return levelBefore != null && levelBefore >= AUTHORITY.NORMAL ? levelBefore : AUTHORITY.NORMAL;
}

export function checkSetLevel(member: MemberStanding, level: number, staffUserId: number | null): void {
  requireLive(member);
  if (member.id === staffUserId) throw forbidden(OWN_LEVEL_MESSAGE);
  if (isSuspendedAuthority(member.authority)) throw invalidState(LEVEL_OF_SUSPENDED_MESSAGE);
  if (member.authority === level) throw invalidState(SAME_LEVEL_MESSAGE);
}

export const memberNotFound = (): AppError => notFound(MEMBER_NOT_FOUND_MESSAGE);

/** The audit entries of member changes (objectType MEMBER): standing and amounts, never e-mail or phone. */
export function memberPointsAudit(memberId: number, amount: number, balance: { before: number; after: number }, reason: string): StaffAuditEntryDraft {
  const granted = amount > 0;
  return {
    objectType: StaffAuditObjectType.MEMBER,
    objectId: memberId,
    action: granted ? 'member.points.grant' : 'member.points.take',
    summary: `포인트 ${Math.abs(amount).toLocaleString('ko-KR')}P를 ${granted ? '지급' : '회수'}했어요`,
    before: { pointBalance: balance.before },
    after: { pointBalance: balance.after },
    reason,
  };
}

export function memberStandingAudit(
  memberId: number,
  change: 'suspend' | 'restore' | 'level',
  authority: { before: number; after: number },
  reason?: string,
): StaffAuditEntryDraft {
  const summary = {
    suspend: '회원을 정지했어요',
    restore: '회원 정지를 풀었어요',
    level: `등급을 ${standingName(authority.before)}에서 ${standingName(authority.after)}(으)로 바꿨어요`,
  }[change];
  return {
    objectType: StaffAuditObjectType.MEMBER,
    objectId: memberId,
    action: `member.${change}`,
    summary,
    before: { authority: authority.before },
    after: { authority: authority.after },
    reason: reason ?? null,
  };
}
