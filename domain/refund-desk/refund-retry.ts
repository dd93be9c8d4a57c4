/*
 * Automatic retries of a refund the payment provider refused or could not be asked about
 * (docs/decisions/0061-automatic-refund-retries.md): the shop tries again by itself a few times,
 * further apart each time, before the refund waits for staff alone. A refusal that says the
 * provider's record disagrees with the shop's (the mismatch) is never retried automatically.
 */

/** Minutes after each failure before the next automatic try; their number is how many tries there are. */
export const REFUND_RETRY_DELAYS_MINUTES = [10, 30, 120, 360, 1_440] as const;

/**
 * When the next automatic try is due after a failure at `failedAt`, given how many automatic
 * tries were already made; null once they are used up (staff retry from the list).
 */
export function nextRefundRetryAt(autoRetries: number, failedAt: Date): Date | null {
  const delay = REFUND_RETRY_DELAYS_MINUTES[autoRetries];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 60_000);
}
