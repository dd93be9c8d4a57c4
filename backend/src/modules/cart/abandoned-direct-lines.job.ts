import type { JobDeps } from '../../jobs/job-deps';

/**
 * How long a 구매하기 line waits for its checkout (docs/product-rules.md#cart). The option sheet
 * replaces a member's direct lines on every 구매하기 and an order consumes them, so a line this old
 * belongs to a checkout the student walked away from.
 */
export const ABANDONED_DIRECT_LINE_HOURS = 24;

/**
 * The hourly sweep: deletes this university's direct cart lines (ADR 0057) older than
 * ABANDONED_DIRECT_LINE_HOURS. The cart never lists them, so they would otherwise stay forever.
 * One conditional DELETE: running it twice, or on two instances at once, removes each line once.
 */
export async function removeAbandonedDirectLines(deps: JobDeps, now: Date): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - ABANDONED_DIRECT_LINE_HOURS * 3_600_000);
  const rows = await deps.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(
      `delete from cart
        where direct and created_at < ?
          and user_id in (select id from "user" where university_id = ?)
        returning id`,
      [cutoff, deps.config.UNIVERSITY_ID],
    );
  if (rows.length > 0) deps.logger.child({ job: 'remove-abandoned-direct-lines' }).info({ removed: rows.length }, 'abandoned direct cart lines removed');
  return { removed: rows.length };
}
