import type { MessagePurpose } from './templates';

/*
 * Quiet hours for advertising (정보통신망법 제50조: 21:00-08:00 needs separate consent, which the
 * shop does not ask for): a MARKETING message due then waits until 08:00 Korean time.
 * Transactional messages ignore them. Korea has no daylight saving, so +9 hours is exact.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 8;

/** The moment `purpose` may be sent, from `now`: `now` itself, or the end of the quiet hours. */
export function sendableAt(purpose: MessagePurpose, now: Date): Date {
  if (purpose !== 'MARKETING') return now;
  const local = new Date(now.getTime() + KST_OFFSET_MS);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = new Date(local);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - KST_OFFSET_MS);
}
