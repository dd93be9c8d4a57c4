import { SHOP_TIME_ZONE } from '../../lib/format';

/** The list's period chips, in months; `all` asks without a start date. */
export type OrderPeriod = '1' | '3' | '6' | 'all';

export const ORDER_PERIODS: readonly { id: OrderPeriod; label: string }[] = [
  { id: '1', label: '1개월' },
  { id: '3', label: '3개월' },
  { id: '6', label: '6개월' },
  { id: 'all', label: '전체' },
];

/** docs/decisions/0030: three months, as Korean shops open their order history. */
export const DEFAULT_PERIOD: OrderPeriod = '3';

export function periodOf(raw: string | null): OrderPeriod {
  return ORDER_PERIODS.some((period) => period.id === raw) ? (raw as OrderPeriod) : DEFAULT_PERIOD;
}

/** A page number from the address; anything else is the first page. */
export function pageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
// Korea has had no daylight saving time since 1988, so midnight there is always 15:00 UTC the day before.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The first instant of the period: midnight in Seoul on the same calendar day `months` earlier
 * (a day the shorter month lacks becomes its last day: 5월 31일 minus 3 months is 2월 28일), so
 * "1개월" means what a student reads on a calendar whatever the phone's time zone. Null for `all`.
 */
export function periodStart(period: OrderPeriod, now: Date): string | null {
  if (period === 'all') return null;
  const [year, month, day] = seoulDate.format(now).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - Number(period), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const midnightUtc = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay));
  return new Date(midnightUtc - SEOUL_OFFSET_MS).toISOString();
}

/** The empty list's sentence for the chosen period. */
export function emptyOrdersTitle(period: OrderPeriod): string {
  if (period === 'all') return '아직 주문한 내역이 없어요';
  return `최근 ${period}개월 동안 주문한 내역이 없어요`;
}
