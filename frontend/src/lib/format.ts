/**
 * Display formatting for money and time.
 *
 * Money follows the Korean shop convention "49,000원" (digits grouped by Intl's ko-KR rules,
 * then 원) rather than Intl's currency style "₩49,000": Korean shopping sites print prices that
 * way and customers read "₩" as foreign. Amounts are integer KRW, so there are no decimals.
 *
 * Times are shown in Asia/Seoul whatever the device's zone, because sale windows and delivery
 * dates are the shop's local dates.
 */

export const SHOP_TIME_ZONE = 'Asia/Seoul';

const wonNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 49000 → "49,000원"; -3000 → "-3,000원". */
export function formatKRW(amount: number): string {
  return `${wonNumber.format(Math.round(amount))}원`;
}

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A minute on the Seoul clock, in whatever locale's shape the caller formats it. */
export const SEOUL_MINUTE: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', SEOUL_MINUTE);

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** An ISO string or Date → "2026. 11. 22." (the Seoul calendar date). */
export function formatDate(value: Date | string): string {
  return dateFormat.format(toDate(value));
}

/** An ISO string or Date → "2026. 11. 22. 00:30" (Seoul wall-clock time, 24-hour). */
export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(toDate(value));
}

const deadlineFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A deadline as Korean banks' notices print it, "2026년 3월 12일 (목) 23:59" (Seoul time): the
 * weekday tells a student at a glance whether the bank is open that day.
 */
export function formatDeadline(value: Date | string): string {
  const parts = Object.fromEntries(deadlineFormat.formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return `${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday}) ${parts.hour}:${parts.minute}`;
}
