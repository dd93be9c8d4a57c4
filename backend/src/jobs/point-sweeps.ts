import { confirmReservedPoints, expireMemberPoints, membersWithDuePoints } from '../modules/point/point-ledger';
import type { JobDeps } from './job-deps';

/** Lines confirmed per run; the next run takes the rest. */
export const CONFIRM_BATCH = 500;

/**
 * Purchase points still RESERVED on a COMPLETED line become GAIN (docs/product-rules.md#points).
 * Completing a line confirms its points at once; this catches what that missed, for example a
 * payment applied late for a line staff had already completed. Each line in its own short
 * transaction, and the ledger confirms a line once, so runs may overlap or repeat.
 * Returns the points confirmed.
 */
export async function confirmCompletedLinePoints(deps: JobDeps, now: Date): Promise<number> {
  const rows = await deps.orm.em.fork().execute<{ order_product_id: number }[]>(
    `select distinct p.order_product_id from point p
       join order_product op on op.id = p.order_product_id
      where p.status = 'RESERVED' and op.status = 'COMPLETED'
      order by p.order_product_id
      limit ?`,
    [CONFIRM_BATCH],
  );
  let confirmed = 0;
  for (const { order_product_id: orderProductId } of rows) {
    confirmed += await deps.orm.em
      .fork()
      .transactional((em) => confirmReservedPoints(em, { orderProductId, now }));
  }
  if (confirmed > 0) deps.logger.info({ job: 'confirm-reserved-points', confirmed }, 'reserved purchase points confirmed');
  return confirmed;
}

/**
 * The daily expiry (00:10 in Korea): GAIN rests past their year become EXPIRED rows. Each member
 * in a short transaction of their own (a member who checks out meanwhile waits for their own
 * expiry only), in id order; a run cut short leaves the rest to the next. Returns the points expired.
 */
export async function expirePointsDaily(deps: JobDeps, now: Date): Promise<number> {
  let expired = 0;
  for (const userId of await membersWithDuePoints(deps.orm.em.fork(), now)) {
    expired += await deps.orm.em.fork().transactional((em) => expireMemberPoints(em, { userId, now }));
  }
  deps.logger.info({ job: 'expire-points', expired }, 'due points expired');
  return expired;
}
