/** Sale windows and deadlines are the shop's local dates, whatever zone the phone is set to. */
export const SHOP_TIME_ZONE = 'Asia/Seoul';

/**
 * The one rule for sale windows as a student reads them (the storefront's cards and product page,
 * the console's date preview and its visibility checklist): sale windows as a student reads them on a card: "11월 30일 마감" with a D-day, "12월 5일 오픈"
 * before the sale, "판매 종료" after it. Days are counted on the Seoul calendar, because the shop's
 * deadlines are local dates whatever zone the phone is set to.
 */

const monthDay = new Intl.DateTimeFormat('ko-KR', { timeZone: SHOP_TIME_ZONE, month: 'long', day: 'numeric' });
const calendarParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11-30T14:59:59Z" → "11월 30일" (Seoul). */
export function formatMonthDay(value: string | Date): string {
  return monthDay.format(new Date(value));
}

function seoulDayNumber(date: Date): number {
  const parts = Object.fromEntries(calendarParts.formatToParts(date).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/** Calendar days from `now` to `target` in Seoul: 0 on the day itself, negative once it has passed. */
export function calendarDaysUntil(target: string | Date, now: Date): number {
  return seoulDayNumber(new Date(target)) - seoulDayNumber(now);
}

/** "D-3", or "D-DAY" on the last day, as Korean shops print countdowns. */
export function dDayLabel(days: number): string {
  return days <= 0 ? 'D-DAY' : `D-${days}`;
}

export type SaleWindowState =
  /** No deadline: regular stock that sells until it runs out. */
  | { kind: 'open' }
  | { kind: 'upcoming'; label: string; days: number }
  | { kind: 'closing'; label: string; days: number }
  | { kind: 'ended'; label: string };

/** ISO strings on the screens, Dates in the backend: the rule reads both. */
export interface SaleWindow {
  saleStartedAt: string | Date | null;
  saleEndedAt: string | Date | null;
}

export function saleWindowState({ saleStartedAt, saleEndedAt }: SaleWindow, now: Date): SaleWindowState {
  const at = now.getTime();
  if (saleStartedAt != null && new Date(saleStartedAt).getTime() > at) {
    return { kind: 'upcoming', label: `${formatMonthDay(saleStartedAt)} 오픈`, days: calendarDaysUntil(saleStartedAt, now) };
  }
  if (saleEndedAt == null) return { kind: 'open' };
  if (new Date(saleEndedAt).getTime() <= at) return { kind: 'ended', label: '판매 종료' };
  return { kind: 'closing', label: `${formatMonthDay(saleEndedAt)} 마감`, days: calendarDaysUntil(saleEndedAt, now) };
}

/** What a screen reader hears for the countdown chip, which on screen is only "D-3". */
export function dDaySpoken(state: Extract<SaleWindowState, { days: number }>): string {
  const what = state.kind === 'upcoming' ? '오픈' : '마감';
  return state.days <= 0 ? `오늘 ${what}` : `${what}까지 ${state.days}일 남음`;
}

/**
 * One line for what a student sees now ("판매 예정 · 12월 5일 오픈 (D-8)"), for the console's date
 * preview and visibility checklist, built from the same state the storefront's chips show.
 */
export function saleWindowSummary(state: SaleWindowState): string {
  switch (state.kind) {
    case 'open':
      return '상시 판매 · 기간 제한 없이 재고가 있는 동안 팔아요';
    case 'upcoming':
      return `판매 예정 · ${state.label} (${dDayLabel(state.days)})`;
    case 'closing':
      return `판매 중 · ${state.label} (${dDayLabel(state.days)})`;
    case 'ended':
      return `마감 · ${state.label}`;
  }
}
