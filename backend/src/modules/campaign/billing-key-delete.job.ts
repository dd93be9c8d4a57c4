import { PaymentGatewayError } from '../../adapters/payment/payment-gateway';
import type { JobDeps } from '../../jobs/job-deps';

/*
 * A billing key swapped away (ADR 0070) is deleted at PortOne here, after the swap committed: the
 * swap queued this job in its own transaction, so the deletion is as durable as the swap, and the
 * student's swap never waits for PortOne nor fails with it. Deleting is idempotent at PortOne (a
 * key already gone answers 404, which the adapter reads as false), so a repeat costs one call.
 */

export interface DeleteBillingKeyJob {
  customerUid?: unknown;
}

/** Deletes one replaced key unless a charge uses it again; throws (pg-boss retries) while PortOne cannot be reached. */
export async function deleteReplacedBillingKey(deps: JobDeps, job: DeleteBillingKeyJob): Promise<'deleted' | 'gone' | 'in-use'> {
  const log = deps.logger.child({ job: 'delete-billing-key' });
  if (typeof job.customerUid !== 'string' || job.customerUid.trim() === '') throw new Error('delete-billing-key needs a customerUid');
  const customerUid = job.customerUid;
  // A key is per order, but a charge could point at it again before this ran: never delete a live key.
  const inUse = await deps.orm.em
    .fork()
    .execute<{ id: number }[]>('select c.id from campaign_charge c join billing_key k on k.id = c.billing_key_id where k.customer_uid = ? limit 1', [customerUid]);
  if (inUse.length > 0) {
    log.info({ customerUid }, 'replaced billing key is in use again; kept');
    return 'in-use';
  }
  try {
    const deleted = await deps.adapters.payment.deleteBillingKey(customerUid);
    log.info({ customerUid, deleted }, deleted ? 'replaced billing key deleted' : 'replaced billing key was already gone');
    return deleted ? 'deleted' : 'gone';
  } catch (error) {
    if (error instanceof PaymentGatewayError) log.warn({ customerUid, err: error }, 'replaced billing key not deleted yet; retried later');
    throw error;
  }
}
