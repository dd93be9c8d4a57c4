// The one instant mock data is dated from. Fixed, so that stories and screenshots do not change
// from day to day; scenarios accept another `now` when a run needs real time.

/** 2026-09-01 10:00 in Seoul: early in the autumn semester, varsity-jacket sales open. */
export const MOCK_NOW = new Date('2026-09-01T01:00:00.000Z');

const DAY = 24 * 60 * 60 * 1000;

/** An ISO instant `days` (may be fractional or negative) before `from`. */
export function daysBefore(days: number, from: Date = MOCK_NOW): string {
  return new Date(from.getTime() - days * DAY).toISOString();
}

/** An ISO instant `days` after the ISO instant `iso`. */
export function daysAfter(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY).toISOString();
}
