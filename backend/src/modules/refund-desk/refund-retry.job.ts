import { StaffRefundStatus } from '../../../../domain/enums';
import type { JobDeps } from '../../jobs/job-deps';
import { sendRefundLocked } from './refund-send';

/** Refunds tried per run; the rest wait for the next run (every ten minutes). */
export const REFUND_RETRY_BATCH = 50;

export interface RefundRetryResult {
  /** Refunds the provider took (or had already taken) on this try. */
  done: number;
  /** Refunds that failed again: rescheduled, or left for staff once the tries are used up. */
  failed: number;
}

/**
 * The retry sweep (docs/decisions/0061-automatic-refund-retries.md): each FAILED refund whose next
 * try is due is claimed by moving its counter in its own transaction (the row lock makes a second
 * instance's claim find it taken or done), then sent through the desk's one refund path, which
 * reads the payment first and so never refunds twice.
 */
export async function retryFailedRefunds(deps: JobDeps, now: Date): Promise<RefundRetryResult> {
  const log = deps.logger.child({ job: 'retry-refunds' });
  const em = deps.orm.em.fork();
  const due = await em.execute<{ id: number; university_id: number }[]>(
    `select id, university_id from refund where status = ? and next_retry_at <= ? order by next_retry_at, id limit ?`,
    [StaffRefundStatus.FAILED, now, REFUND_RETRY_BATCH],
  );
  const result: RefundRetryResult = { done: 0, failed: 0 };
  for (const { id, university_id: universityId } of due) {
    try {
      const refund = await em.fork().transactional(async (tx) => {
        const claimed = await tx.execute<{ id: number }[]>(
          `update refund set auto_retries = auto_retries + 1 where id = ? and status = ? and next_retry_at <= ? returning id`,
          [id, StaffRefundStatus.FAILED, now],
        );
        if (claimed.length === 0) return null;
        return sendRefundLocked(tx, universityId, id, { payment: deps.adapters.payment, log, now });
      });
      if (refund?.status === StaffRefundStatus.DONE) result.done += 1;
      else if (refund) result.failed += 1;
    } catch (err) {
      // One refund that cannot be sent (its order gone, a bug) never stops the others.
      log.error({ err, refundId: id }, 'refund retry failed');
      result.failed += 1;
    }
  }
  return result;
}
