import type { EntityManager } from '@mikro-orm/postgresql';
import { PAID_LINE_STATUSES, settlementPlan, type CampaignOutcome } from '../../../../domain/campaign/campaign-rules';
import { campaignFailedReason } from '../../../../domain/campaign/campaign-staff';
import { CampaignStatus, OrderProductStatus, OrderSpecificationStatus, StaffRefundStatus } from '../../../../domain/enums';
import { isAppError } from '../../../../domain/errors/errors';
import { planLinesCancel } from '../../../../domain/order/order-cancel-plan';
import { canMoveLine } from '../../../../domain/order/line-process';
import { REFUND_ACCOUNT_REQUIRED_MESSAGE } from '../../../../domain/order/order-messages';
import type { JobDeps } from '../../jobs/job-deps';
import { enqueueInTransaction } from '../../jobs/enqueue';
import { QUEUES } from '../../jobs/queues';
import type { Logger } from '../../logger';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { queueGroupPurchaseFailed } from '../messaging/other-messages';
import { applyLineCancel } from '../order/line-cancel';
import { needsRefundAccount } from '../order/order-cancel.service';
import { lockOrder, releaseUnpaidOrder } from '../order/order-release';
import { sendRefundLocked } from '../refund-desk/refund-send';
import { Refund } from '../refund-desk/refund.entity';
import { lockCampaign, type LockedCampaignRow } from './campaign-close';
import { queueConfirmedMessages, queueChargeFailedMessages } from './campaign-messages';

/*
 * Settling a CLOSING campaign (docs/decisions/0062-campaign-core.md). Every step is idempotent and
 * re-reads what is left, so a close killed anywhere and run again (on any instance, or on two at
 * once) does the rest and nothing twice:
 * 1. unpaid orders of the product are released (nobody pays into a settled campaign; a payment
 *    that lands later is refunded by the payment path as paid too late);
 * 2. PAY_NOW FAILED: each order's paid lines are cancelled under the order lock with a PENDING
 *    refund row in the same transaction, then the refund is sent (refund-send.ts: the payment is
 *    read first, so a refund that landed is never sent again; a refusal leaves it FAILED in the
 *    retry list); PENDING rows a crash left behind are sent too;
 * 3. the row moves CLOSING -> outcome under its lock, with the follow-up jobs and messages in that
 *    same transaction, so they exist exactly once.
 */

/** Test seam: a fault after this many refunds were sent (the "killed halfway" tests). */
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

const BATCH = 200;
/** Paid lines a failed campaign cancels and refunds: those the line process lets staff cancel. */
const REFUNDABLE = PAID_LINE_STATUSES.filter((status) => canMoveLine(status, 'staffCancel'));
/** Orders refunded side by side: each holds its own order lock; the provider answers in parallel. */
const PARALLEL = 4;

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

/** Cancels the order's paid campaign lines with one PENDING (or, lacking an account, FAILED) refund; its id. */
async function cancelPaidLines(s: Settling, orderId: number): Promise<number | null> {
  return inTransaction(s.deps, async (em) => {
    const order = await lockOrder(em, { id: orderId });
    const specification = order?.orderSpecification;
    if (!order || !specification) return null;
    const lines = order.orderProducts.getItems().sort((a, b) => a.id - b.id);
    const targets = lines.filter((line) => line.product.id === s.row.product_id && REFUNDABLE.includes(line.status));
    if (targets.length === 0) return null;
    const own = { order, specification, lines };
    const plan = planLinesCancel(targets, lines);
    const reason = campaignFailedReason(s.row.product_name, 'GOAL');
    for (const { id, plan: linePlan } of plan.lines) {
      await applyLineCancel(em, own, targets.find((line) => line.id === id)!, linePlan, { reason, event: 'staffCancel', now: s.now });
    }
    // A virtual account refund needs the member's account: without one it waits in the retry list for staff.
    const noAccount = needsRefundAccount(own, plan);
    const refund =
      plan.refundPrice > 0
        ? em.create(Refund, {
            university: s.row.university_id,
            order,
            orderProduct: targets[0]!,
            lineCount: targets.length,
            amount: plan.refundPrice,
            reason,
            status: noAccount ? StaffRefundStatus.FAILED : StaffRefundStatus.PENDING,
            lastError: noAccount ? REFUND_ACCOUNT_REQUIRED_MESSAGE : null,
            staffUser: null,
          })
        : null;
    await em.flush();
    await queueGroupPurchaseFailed(em, { universityId: s.row.university_id, userId: order.user.id }, {
      id: s.row.id,
      name: s.row.product_name,
      orderId: order.id,
      orderNo: order.mUid,
      refundAmount: plan.refundPrice,
    });
    return refund && !noAccount ? refund.id : null;
  });
}

async function sendOne(s: Settling, refundId: number): Promise<void> {
  if (s.faults?.failAfterRefunds !== undefined && s.sent >= s.faults.failAfterRefunds) {
    throw new InjectedFault(`injected fault after ${s.sent} refunds`);
  }
  try {
    await inTransaction(s.deps, (tx) => sendRefundLocked(tx, s.row.university_id, refundId, { payment: s.deps.adapters.payment, log: s.log, now: s.now }));
    s.sent += 1;
  } catch (error) {
    // Another instance sent it first (REFUND_ALREADY_DONE): nothing left to do here.
    if (!isAppError(error)) throw error;
  }
}

async function refundPaidOrders(s: Settling): Promise<void> {
  const em = s.deps.orm.em.fork();
  // An order whose lines could not be cancelled (a bug, a line moved by hand) is tried once per run.
  const seen = new Set<number>();
  for (;;) {
    const orders = await em.execute<{ id: number }[]>(
      `select distinct op.order_id as id from order_product op
       where op.product_id = ? and op.status = any(?::text[]) and op.order_id <> all(?::int[]) order by op.order_id limit ?`,
      [s.row.product_id, `{${REFUNDABLE.join(',')}}`, `{${[...seen].join(',')}}`, BATCH],
    );
    if (orders.length === 0) return;
    for (const { id } of orders) seen.add(id);
    const queue = [...orders];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const refundId = await cancelPaidLines(s, next.id);
          if (refundId !== null) await sendOne(s, refundId);
        }
      }),
    );
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
  for (const { id } of pending) await sendOne(s, id);
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
