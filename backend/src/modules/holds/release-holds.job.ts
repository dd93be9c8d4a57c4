import type { JobDeps } from '../../jobs/job-deps';
import { endDeadHolds, type EndedHolds } from './hold-sweep';

/** Holds ended per transaction: a busy opening's expiries are returned in short transactions. */
export const HOLD_SWEEP_BATCH = 200;

/**
 * The every-minute sweep (ADR 0076): ends this university's expired checkout holds, and those
 * whose order was paid or released, returning the units unplaced holds owned. Each batch is one
 * transaction (DELETE ... RETURNING then the increments), so however many workers run it at once,
 * every hold's units come back once.
 */
export async function releaseExpiredHolds(deps: JobDeps, now: Date): Promise<EndedHolds> {
  const total: EndedHolds = { rows: 0, unitsReturned: 0 };
  for (;;) {
    const batch = await deps.orm.em
      .fork()
      .transactional((em) => endDeadHolds(em, { universityId: deps.config.UNIVERSITY_ID, now, limit: HOLD_SWEEP_BATCH }));
    total.rows += batch.rows;
    total.unitsReturned += batch.unitsReturned;
    if (batch.rows < HOLD_SWEEP_BATCH) break;
  }
  if (total.rows > 0) deps.logger.child({ job: 'release-expired-holds' }).info(total, 'checkout holds ended');
  return total;
}
