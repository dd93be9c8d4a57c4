import { SHOP_TIME_ZONE } from './format';

/**
 * Sale windows as a student reads them on a card: "11월 30일 마감" with a D-day, "12월 5일 오픈"
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

export interface SaleWindow {
  saleStartedAt: string | null;
  saleEndedAt: string | null;
}

export function saleWindowState({ saleStartedAt, saleEndedAt }: SaleWindow, now: Date): SaleWindowState {
  const at = now.getTime();
  if (saleStartedAt !== null && Date.parse(saleStartedAt) > at) {
    return { kind: 'upcoming', label: `${formatMonthDay(saleStartedAt)} 오픈`, days: calendarDaysUntil(saleStartedAt, now) };
  }
  if (saleEndedAt === null) return { kind: 'open' };
  if (Date.parse(saleEndedAt) <= at) return { kind: 'ended', label: '판매 종료' };
  return { kind: 'closing', label: `${formatMonthDay(saleEndedAt)} 마감`, days: calendarDaysUntil(saleEndedAt, now) };
}

/** What a screen reader hears for the countdown chip, which on screen is only "D-3". */
export function dDaySpoken(state: Extract<SaleWindowState, { days: number }>): string {
  const what = state.kind === 'upcoming' ? '오픈' : '마감';
  return state.days <= 0 ? `오늘 ${what}` : `${what}까지 ${state.days}일 남음`;
}
