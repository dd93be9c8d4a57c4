import { setTimeout as pause } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { settlementPlan, type CampaignOutcome } from '../../../../domain/campaign/campaign-rules';
import { campaignFailedReason } from '../../../../domain/campaign/campaign-staff';
import { CampaignStatus, OrderProductStatus, OrderSpecificationStatus, StaffRefundStatus } from '../../../../domain/enums';
import type { JobDeps } from '../../jobs/job-deps';
import { enqueueInTransaction } from '../../jobs/enqueue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logger';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { releaseUnpaidOrder } from '../order/order-release';
import { sendRefundsLocked } from '../refund-desk/refund-send';
import { lockCampaign, type LockedCampaignRow } from './campaign-close';
import { cancelFailedCampaignOrders, REFUNDABLE } from './campaign-refund-batch';
import { queueConfirmedMessages, queueChargeFailedMessages } from './campaign-messages';

/*
 * Settling a CLOSING campaign (docs/decisions/0062-campaign-core.md). Every step is idempotent and
 * re-reads what is left, so a close killed anywhere and run again (on any instance, or on two at
 * once) does the rest and nothing twice:
 * 1. unpaid orders of the product are released (nobody pays into a settled campaign; a payment
 *    that lands later is refunded by the payment path as paid too late);
 * 2. PAY_NOW FAILED: by batches of orders (docs/decisions/0071), their paid lines are cancelled
 *    under the orders' locks with a PENDING refund row each in the same transaction
 *    (campaign-refund-batch.ts), then the refunds are sent in a second one (refund-send.ts: each
 *    payment is read first, so a refund that landed is never sent again; a refusal leaves it FAILED
 *    in the retry list); PENDING rows a crash left behind are sent too;
 * 3. the row moves CLOSING -> outcome under its lock, with the follow-up jobs and messages in that
 *    same transaction, so they exist exactly once.
 */

/** Test seam: a fault once this many refunds were sent (the "killed halfway" tests). */
export interface SettleFaults {
  failAfterRefunds?: number;
}

export class InjectedFault extends Error {}

interface Settling {
  deps: JobDeps;
  log: Logger;
  row: LockedCampaignRow & { product_name: string };
  now: Date;
  faults: SettleFaults | undefined;
  sent: number;
}

/*
 * The close's pace (docs/decisions/0071, measured on a shared 2-core machine): the API process
 * serves students while it settles, so the close works in small steps that leave the event loop
 * between them. 25 orders a transaction cut the statements per order from about 29 to under 2;
 * two provider calls in flight (not eight) keep the close's share of the event loop small, since
 * students' p95 rose with bursts of concurrent work, not with the close's total; and after each
 * batch the close idles a quarter of the time the batch took, so requests queued meanwhile drain.
 */
const ORDERS_PER_BATCH = 25;
const SEND_LANES = 2;
const PAUSE_SHARE = 0.25;

async function inTransaction<T>(deps: JobDeps, run: (em: EntityManager) => Promise<T>): Promise<T> {
  return deps.orm.em.fork().transactional(run);
}

async function releaseUnpaid(s: Settling): Promise<void> {
  const em = s.deps.orm.em.fork();
  // CHARGE_AT_CLOSE lines with a registered key stay READY: the charges job settles them.
  const orders = await em.execute<{ id: number }[]>(
    `select distinct o.id from "order" o
       join order_product op on op.order_id = o.id
       join order_specification os on os.order_id = o.id
       left join campaign_charge cc on cc.order_id = o.id
     where op.product_id = ? and op.status = ? and os.status = ? and cc.id is null`,
    [s.row.product_id, OrderProductStatus.READY, OrderSpecificationStatus.READY],
  );
  const reason = campaignFailedReason(s.row.product_name, 'UNPAID');
  for (const { id } of orders) {
    await inTransaction(s.deps, (tx) => releaseUnpaidOrder(tx, { orderId: id, reason, now: s.now }));
  }
}

/**
 * Sends refunds in one transaction (refund-send.ts). The test seam strikes as a kill would between
 * two transactions: what was decided is committed, the rest stays PENDING for the next run.
 */
async function sendRefunds(s: Settling, refundIds: readonly number[]): Promise<void> {
  if (refundIds.length === 0) return;
  const limit = s.faults?.failAfterRefunds ?? Number.POSITIVE_INFINITY;
  let stopped = s.sent >= limit;
  if (!stopped) {
    const keepGoing = (decided: number) => {
      stopped = s.sent + decided >= limit;
      return !stopped;
    };
    const deps = { payment: s.deps.adapters.payment, log: s.log, now: s.now };
    s.sent += await inTransaction(s.deps, (tx) => sendRefundsLocked(tx, s.row.university_id, refundIds, deps, { lanes: SEND_LANES, keepGoing }));
  }
  if (stopped) throw new InjectedFault(`injected fault after ${s.sent} refunds`);
}

/**
 * Batches of orders in id order: each batch's lines cancelled in one transaction (its refund rows
 * durable with it), then its refunds sent in one more, then a short pause (see PAUSE_SHARE). An order whose
 * lines could not be cancelled (a bug, a line moved by hand) is passed over by the cursor, tried
 * again by the next run.
 */
async function refundPaidOrders(s: Settling): Promise<void> {
  const em = s.deps.orm.em.fork();
  for (let after = 0; ; ) {
    const orders = await em.execute<{ id: number }[]>(
      `select distinct op.order_id as id from order_product op
       where op.product_id = ? and op.status = any(?::text[]) and op.order_id > ? order by op.order_id limit ?`,
      [s.row.product_id, `{${REFUNDABLE.join(',')}}`, after, ORDERS_PER_BATCH],
    );
    if (orders.length === 0) return;
    after = orders.at(-1)!.id;
    const started = performance.now();
    const refundIds = await inTransaction(s.deps, (tx) => cancelFailedCampaignOrders(tx, s.row, orders.map((order) => order.id), s.now));
    await sendRefunds(s, refundIds);
    await pause((performance.now() - started) * PAUSE_SHARE);
  }
}

/** PENDING refunds of the campaign's lines: written by a close that died before sending them. */
async function sendLeftoverRefunds(s: Settling): Promise<void> {
  const em = s.deps.orm.em.fork();
  const pending = await em.execute<{ id: number }[]>(
    `select r.id from refund r join order_product op on op.id = r.order_product_id
     where op.product_id = ? and r.status = ? and r.staff_user_id is null order by r.id`,
    [s.row.product_id, StaffRefundStatus.PENDING],
  );
  for (let from = 0; from < pending.length; from += ORDERS_PER_BATCH) {
    await sendRefunds(s, pending.slice(from, from + ORDERS_PER_BATCH).map((refund) => refund.id));
  }
}

async function finish(s: Settling, outcome: CampaignOutcome): Promise<boolean> {
  const plan = settlementPlan(s.row.settle_mode, outcome);
  return inTransaction(s.deps, async (em) => {
    const row = await lockCampaign(em, { id: s.row.id });
    if (row?.status !== CampaignStatus.CLOSING) return false;
    await em.execute('update campaign set status = ?, closed_at = ?, updated_at = ? where id = ?', [outcome, s.now, s.now, row.id]);
    if (plan.sendCharges) await enqueueInTransaction(em, QUEUES.campaignCharges, { campaignId: row.id, outcome }, `campaign-charges-${row.id}`);
    if (plan.sendProductionSheet) {
      await enqueueInTransaction(em, QUEUES.productionSheet, { productId: row.product_id, trigger: 'CLOSE' }, `production-sheet-close-${row.product_id}`);
    }
    if (outcome === CampaignStatus.CONFIRMED) await queueConfirmedMessages(em, s.row);
    else if (!plan.refundPaidLines) await queueChargeFailedMessages(em, s.row);
    invalidateCatalogue(em);
    return true;
  });
}

/** Settles a CLOSING campaign to its end; true when this call finished it. */
export async function settleCampaign(deps: JobDeps, campaignId: number, now: Date, faults?: SettleFaults): Promise<boolean> {
  const em = deps.orm.em.fork();
  const [row] = await em.execute<(LockedCampaignRow & { product_name: string })[]>(
    `select c.id, c.university_id, c.product_id, c.min_units, c.status, c.closes_at, c.settle_mode, c.close_outcome, c.max_units, c.per_member_limit, p.name as product_name
     from campaign c join product p on p.id = c.product_id where c.id = ?`,
    [campaignId],
  );
  if (row?.status !== CampaignStatus.CLOSING || !row.close_outcome) return false;
  const s: Settling = { deps, log: deps.logger.child({ job: 'close-campaigns', campaignId }), row, now, faults, sent: 0 };
  const plan = settlementPlan(row.settle_mode, row.close_outcome);
  if (plan.releaseUnpaidOrders) await releaseUnpaid(s);
  if (plan.refundPaidLines) {
    await sendLeftoverRefunds(s);
    await refundPaidOrders(s);
    await sendLeftoverRefunds(s);
  }
  const finished = await finish(s, row.close_outcome);
  if (finished) s.log.info({ outcome: row.close_outcome, refundsSent: s.sent }, 'campaign settled');
  return finished;
}
