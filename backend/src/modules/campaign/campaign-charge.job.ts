import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type GatewayPayment } from '../../adapters/payment/payment-gateway';
import { CampaignChargeStatus, CampaignStatus, OrderSpecificationStatus } from '../../../../domain/enums';
import {
  CAMPAIGN_FAILED_CANCEL_REASON,
  CHARGE_REFUSED_CANCEL_REASON,
  chargeAfterTry,
  chargeMerchantUid,
} from '../../../../domain/campaign/billing';
import { orderNameOf } from '../../../../domain/order/payment-request';
import type { JobDeps } from '../../jobs/job-deps';
import { queueOrderPaid } from '../messaging/order-messages';
import { lockOrder, releaseUnpaidOrder } from '../order/order-release';
import { markOrderPaid } from '../order/order-rows';
import type { Order } from '../order/order.entity';
import { CampaignCharge } from './campaign-charge.entity';
import { queueChargeCancelled, queueChargeRefused } from './charge-messages';

/*
 * The `campaign-charges` queue (docs/decisions/0064-billing-keys.md). Every charge is settled in
 * its own transaction holding the order's row lock and then the charge's, so two workers on one
 * campaign take turns and the second finds the charge settled. Each try has its own merchant uid
 * (`<order mUid>-c<try>`) and the provider is asked about it before charging: a run that died
 * after PortOne charged but before the row was written finds that payment and records it instead
 * of charging again (and PortOne itself never pays one merchant uid twice).
 */

/** What `close-campaigns` sends when a CHARGE_AT_CLOSE campaign is settled. */
export interface CampaignChargesJob {
  campaignId: number;
  outcome: 'CONFIRMED' | 'FAILED';
}

export type ChargeOutcome = 'paid' | 'retrying' | 'cancelled' | 'unchanged' | 'unreachable';
export type ChargeRun = Record<ChargeOutcome, number>;

/** A run left charges the provider could not be asked about; pg-boss tries the job again. */
export class ChargesIncomplete extends Error {
  constructor(readonly run: ChargeRun) {
    super(`${run.unreachable} campaign charges could not reach the payment provider`);
    this.name = 'ChargesIncomplete';
  }
}

const emptyRun = (): ChargeRun => ({ paid: 0, retrying: 0, cancelled: 0, unchanged: 0, unreachable: 0 });

/** Whether a charge is to be tried now. */
function isDue(charge: CampaignCharge, now: Date): boolean {
  if (charge.campaign.status !== CampaignStatus.CONFIRMED) return false;
  if (charge.status === CampaignChargeStatus.REGISTERED) return true;
  return charge.status === CampaignChargeStatus.RETRYING && (charge.nextTryAt?.getTime() ?? 0) <= now.getTime();
}

async function lockCharge(em: EntityManager, chargeId: number): Promise<{ order: Order; charge: CampaignCharge } | null> {
  const first = await em.findOne(CampaignCharge, chargeId, { fields: ['id', 'order'] });
  if (!first) return null;
  // The order's lock first, as registerBillingKey and every order change take it.
  const order = await lockOrder(em, { id: first.order.id });
  const charge = await em.findOne(CampaignCharge, chargeId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
    populate: ['billingKey', 'campaign'],
  });
  return order && charge ? { order, charge } : null;
}

/** The try's payment: the one a crashed run already made under this merchant uid, or a new charge. */
async function tryCharge(deps: JobDeps, order: Order, charge: CampaignCharge, merchantUid: string): Promise<GatewayPayment> {
  const gateway = deps.adapters.payment;
  const earlier = await gateway.findPaymentByMerchantUid(merchantUid);
  if (earlier && (earlier.status === 'paid' || earlier.status === 'failed')) return earlier;
  return gateway.chargeBillingKey({
    customerUid: charge.billingKey.customerUid,
    merchantUid,
    amount: order.paidPrice,
    name: orderNameOf(order.orderProducts.getItems().map((line) => line.productName)),
  });
}

/** One try of one charge, in its own transaction. */
export async function chargeOnce(deps: JobDeps, chargeId: number, now: Date): Promise<ChargeOutcome> {
  const log = deps.logger.child({ job: 'campaign-charges', chargeId });
  return deps.orm.em.fork().transactional(async (em) => {
    const locked = await lockCharge(em, chargeId);
    if (!locked || !isDue(locked.charge, now)) return 'unchanged';
    const { order, charge } = locked;
    const specification = order.orderSpecification!;
    if (specification.status !== OrderSpecificationStatus.READY) {
      // The member cancelled the order before the close: nothing to charge.
      charge.status = specification.status === OrderSpecificationStatus.PAID ? CampaignChargeStatus.PAID : CampaignChargeStatus.CANCELLED;
      return 'unchanged';
    }
    const merchantUid = chargeMerchantUid(order.mUid, charge.tries + 1);
    let payment: GatewayPayment;
    try {
      payment = await tryCharge(deps, order, charge, merchantUid);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // Not a refusal by the card company: the try is not counted and the same merchant uid is asked about next time.
      log.warn({ err: error, merchantUid }, 'billing-key charge could not reach the provider');
      charge.lastError = error.message;
      return 'unreachable';
    }
    const paid = payment.status === 'paid';
    if (paid && payment.amount !== order.paidPrice) {
      log.error({ merchantUid, expected: order.paidPrice, actual: payment.amount }, 'billing-key charge of another amount');
    }
    const next = chargeAfterTry(charge, paid ? { paid: true } : { paid: false, reason: payment.failReason ?? '결제가 거절됐어요.' }, now);
    Object.assign(charge, next, { amount: paid ? payment.amount : order.paidPrice, updatedAt: now });
    if (paid) {
      await markOrderPaid(em, order, { paidAt: payment.paidAt ?? now, impUid: payment.impUid, pgProvider: payment.pgProvider, now });
      await queueOrderPaid(em, order);
      log.info({ merchantUid, tries: next.tries }, 'campaign charge paid');
      return 'paid';
    }
    if (next.status === CampaignChargeStatus.CANCELLED) {
      await em.flush();
      await releaseUnpaidOrder(em, { orderId: order.id, reason: CHARGE_REFUSED_CANCEL_REASON, now, backToCart: false });
      await queueChargeCancelled(em, order, { id: charge.id, reason: next.lastError ?? CHARGE_REFUSED_CANCEL_REASON });
      log.info({ merchantUid, tries: next.tries }, 'campaign charge refused for the last time: line cancelled');
      return 'cancelled';
    }
    await queueChargeRefused(em, order, { id: charge.id, tries: next.tries, amount: order.paidPrice, reason: next.lastError ?? '', nextTryAt: next.nextTryAt! });
    log.info({ merchantUid, tries: next.tries, nextTryAt: next.nextTryAt }, 'campaign charge refused: tried again later');
    return 'retrying';
  });
}

/** A failed campaign: the charge CANCELLED and its lines cancelled (stock and points back); nothing is charged. */
async function cancelCharge(deps: JobDeps, chargeId: number, now: Date): Promise<ChargeOutcome> {
  return deps.orm.em.fork().transactional(async (em) => {
    const locked = await lockCharge(em, chargeId);
    if (!locked) return 'unchanged';
    const { order, charge } = locked;
    if (charge.status !== CampaignChargeStatus.REGISTERED && charge.status !== CampaignChargeStatus.RETRYING) return 'unchanged';
    Object.assign(charge, { status: CampaignChargeStatus.CANCELLED, nextTryAt: null, updatedAt: now });
    await em.flush();
    await releaseUnpaidOrder(em, { orderId: order.id, reason: CAMPAIGN_FAILED_CANCEL_REASON, now, backToCart: false });
    return 'cancelled';
  });
}

async function settleEach(ids: readonly number[], settle: (id: number) => Promise<ChargeOutcome>): Promise<ChargeRun> {
  const run = emptyRun();
  // One at a time: each holds an order lock across a provider call, and a run must not take many at once.
  for (const id of ids) run[await settle(id)] += 1;
  if (run.unreachable > 0) throw new ChargesIncomplete(run);
  return run;
}

async function chargeIds(deps: JobDeps, sql: string, params: unknown[]): Promise<number[]> {
  const rows = await deps.orm.em.fork().execute<{ id: number }[]>(sql, params);
  return rows.map((row) => row.id);
}

/** The `campaign-charges` job: CONFIRMED charges every REGISTERED charge once; FAILED cancels them all. */
export async function runCampaignCharges(deps: JobDeps, job: CampaignChargesJob, now: Date): Promise<ChargeRun> {
  if (job.outcome === 'FAILED') {
    const ids = await chargeIds(deps, `select id from campaign_charge where campaign_id = ? and status in ('REGISTERED', 'RETRYING') order by id`, [job.campaignId]);
    return settleEach(ids, (id) => cancelCharge(deps, id, now));
  }
  const ids = await chargeIds(deps, `select id from campaign_charge where campaign_id = ? and status = 'REGISTERED' order by id`, [job.campaignId]);
  return settleEach(ids, (id) => chargeOnce(deps, id, now));
}

/**
 * The daily sweep: RETRYING charges whose day has come, and (a safety net for a lost job)
 * REGISTERED charges of CONFIRMED campaigns and open charges of FAILED ones.
 */
export async function retryDueCampaignCharges(deps: JobDeps, now: Date): Promise<ChargeRun> {
  const failed = await chargeIds(
    deps,
    `select cc.id from campaign_charge cc join campaign c on c.id = cc.campaign_id
     where c.status = 'FAILED' and cc.status in ('REGISTERED', 'RETRYING') order by cc.id`,
    [],
  );
  const due = await chargeIds(
    deps,
    `select cc.id from campaign_charge cc join campaign c on c.id = cc.campaign_id
     where c.status = 'CONFIRMED' and (cc.status = 'REGISTERED' or (cc.status = 'RETRYING' and cc.next_try_at <= ?)) order by cc.id`,
    [now],
  );
  const cancelled = await settleEach(failed, (id) => cancelCharge(deps, id, now));
  const charged = await settleEach(due, (id) => chargeOnce(deps, id, now));
  const run = emptyRun();
  for (const key of Object.keys(run) as ChargeOutcome[]) run[key] = cancelled[key] + charged[key];
  return run;
}
