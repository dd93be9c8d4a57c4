// docs/product-rules.md#shop-content: when a banner and the top notice show. Students see an ad
// while it is on and inside its window; the console names the other states. Free of zod: the
// console's list imports it.
import type { StaffAdState } from '../__generated__/schema-enums';

export interface ScheduledAd {
  visible: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
}

/** The SDL's StaffAdState: a new state fails the typecheck at the labels below. */
export type AdState = StaffAdState;

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** Where an ad stands now: off wins, then the window (start included, end excluded). */
export function adState(ad: ScheduledAd, now: Date): AdState {
  if (!ad.visible) return 'HIDDEN';
  if (ad.startsAt !== null && time(ad.startsAt) > now.getTime()) return 'SCHEDULED';
  if (ad.endsAt !== null && time(ad.endsAt) <= now.getTime()) return 'ENDED';
  return 'LIVE';
}

/** Whether students see the ad now. */
export function isAdLive(ad: ScheduledAd, now: Date): boolean {
  return adState(ad, now) === 'LIVE';
}

export const AD_STATE_LABELS = {
  LIVE: '게시 중',
  SCHEDULED: '게시 예정',
  ENDED: '기간 끝남',
  HIDDEN: '꺼 둠',
} as const satisfies Record<AdState, string>;

/** The top notice students see now: blank text and a passed end hide it. */
export function activeTopNotice(text: string | null | undefined, endsAt: Date | string | null | undefined, now: Date): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (endsAt != null && time(endsAt) <= now.getTime()) return null;
  return trimmed;
}
