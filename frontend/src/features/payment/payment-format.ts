import { SHOP_TIME_ZONE } from '../../lib/format';

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
 * A deposit deadline as Korean banks' notices print it, "2026년 3월 12일 (목) 23:59", on the
 * shop's clock: the weekday tells a student at a glance whether the bank is open that day.
 */
export function formatDeadline(iso: string): string {
  const parts = Object.fromEntries(deadlineFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday}) ${parts.hour}:${parts.minute}`;
}
