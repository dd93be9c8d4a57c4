import { describe, expect, it } from 'vitest';
import { nextRefundRetryAt, REFUND_RETRY_DELAYS_MINUTES } from './refund-retry';

const failedAt = new Date('2026-11-27T09:00:00.000Z');

describe('nextRefundRetryAt', () => {
  it('waits longer after each automatic try', () => {
    const due = REFUND_RETRY_DELAYS_MINUTES.map((_, tries) => nextRefundRetryAt(tries, failedAt)!.getTime() - failedAt.getTime());
    expect(due[0]).toBe(10 * 60_000);
    for (let i = 1; i < due.length; i += 1) expect(due[i]).toBeGreaterThan(due[i - 1]!);
  });

  it('stops once the automatic tries are used up', () => {
    expect(nextRefundRetryAt(REFUND_RETRY_DELAYS_MINUTES.length, failedAt)).toBeNull();
    expect(nextRefundRetryAt(REFUND_RETRY_DELAYS_MINUTES.length - 1, failedAt)).not.toBeNull();
  });
});
