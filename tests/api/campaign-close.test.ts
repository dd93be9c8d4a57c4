// @vitest-environment node
// The close job of group purchases (ADR 0062): a failed PAY_NOW campaign refunds every paid line
// in full exactly once, even when the run is killed halfway and run again, when the provider
// refuses a refund (retry list, then retried), and when two instances close it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOrm } from '../../backend/src/db/orm';
import { closeDueCampaigns } from '../../backend/src/modules/campaign/close-campaigns.job';
import { InjectedFault } from '../../backend/src/modules/campaign/campaign-settle';
import { retryFailedRefunds } from '../../backend/src/modules/refund-desk/refund-retry.job';
import { count, sql } from '../support/accounts';
import { recordStatements } from '../support/catalog-statements';
import { createMember } from '../support/catalog-fixtures';
import { createOrder } from '../support/orders';
import type { JobDeps } from '../../backend/src/jobs/job-deps';
import { jobDepsOf, startJobsTestApi, type JobsTestApi } from './jobs.fixtures';
import { campaignProduct, campaignStatus, lineStatuses, paidOrders, refundsOf } from './campaign.fixtures';

let world: JobsTestApi;

beforeAll(async () => {
  world = await startJobsTestApi();
}, 120_000);
afterAll(() => world?.close());

const past = () => new Date(Date.now() - 1_000);

/** Every paid order of the product was refunded exactly its paid price, once, at the provider. */
async function expectRefundedOnce(productId: number, orders: { orderId: number; impUid: string | null; paidPrice: number }[]) {
  expect(await lineStatuses(world.api, productId)).toEqual({ CANCELLED: orders.length });
  const refunds = await refundsOf(world.api, productId);
  expect(refunds).toHaveLength(orders.length);
  for (const order of orders) {
    const refund = refunds.find((row) => row.order_id === order.orderId)!;
    expect(refund).toMatchObject({ status: 'DONE', amount: order.paidPrice, n: 1 });
    const payment = world.fake.payment(order.impUid!)!;
    // Full refund, delivery fee included: nothing is left at the provider, and it was sent once.
    expect(payment.cancel_amount).toBe(payment.amount);
    expect(world.fake.cancellations.filter((c) => c.impUid === order.impUid)).toHaveLength(1);
  }
}

describe('closing a PAY_NOW campaign that missed its goal', () => {
  it('refunds every paid line in full once and tells each buyer', { timeout: 120_000 }, async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 100 });
    const orders = await paidOrders(world.api, world.fake, product, 6);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);

    const result = await closeDueCampaigns(world.deps, new Date());

    expect(result.settled).toContain(campaign.id);
    expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
    await expectRefundedOnce(product.id, orders);
    expect(await count(world.api, 'message', `template = 'GROUP_PURCHASE_FAILED' and event_key like ?`, [`%campaign:${campaign.id}:%`])).toBe(6);
    // A second run finds nothing to do.
    await closeDueCampaigns(world.deps, new Date());
    await expectRefundedOnce(product.id, orders);
  });

  it('resumes a close killed halfway: no refund twice, none missed', { timeout: 120_000 }, async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 100 });
    const orders = await paidOrders(world.api, world.fake, product, 10);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);

    await expect(closeDueCampaigns(world.deps, new Date(), { failAfterRefunds: 3 })).rejects.toBeInstanceOf(InjectedFault);
    expect(await campaignStatus(world.api, campaign.id)).toBe('CLOSING');
    const doneBefore = (await refundsOf(world.api, product.id)).filter((row) => row.status === 'DONE').length;
    expect(doneBefore).toBeGreaterThanOrEqual(3);
    expect(doneBefore).toBeLessThan(orders.length);

    // The "restarted" instance: the minute sweep resumes the CLOSING campaign.
    await closeDueCampaigns(world.deps, new Date());
    expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
    await expectRefundedOnce(product.id, orders);
  });

  it('keeps a refund the provider refused in the retry list, then retries it once', { timeout: 120_000 }, async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 100 });
    const orders = await paidOrders(world.api, world.fake, product, 3);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);
    world.fake.failNext('cancel', { status: 500, message: '카드사 점검 중' });

    await closeDueCampaigns(world.deps, new Date());

    expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
    const refused = (await refundsOf(world.api, product.id)).filter((row) => row.status === 'FAILED');
    expect(refused).toHaveLength(1);
    const [waiting] = await sql<{ next_retry_at: Date | null }>(world.api, `select next_retry_at from refund where order_id = ?`, [refused[0]!.order_id]);
    expect(waiting!.next_retry_at).not.toBeNull();

    await retryFailedRefunds(world.deps, new Date(Date.now() + 24 * 3600_000));
    await expectRefundedOnce(product.id, orders);
  });

  it('closes once when two instances run the close at the same time', { timeout: 120_000 }, async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 100 });
    const orders = await paidOrders(world.api, world.fake, product, 12);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);
    // A second instance: its own connection pool on the same database.
    const otherOrm = await initOrm(world.api.orm.config.get('clientUrl')!);
    const other: JobDeps = { ...jobDepsOf(world.api), orm: otherOrm };
    try {
      const [a, b] = await Promise.all([closeDueCampaigns(world.deps, new Date()), closeDueCampaigns(other, new Date())]);
      expect([...a.settled, ...b.settled].filter((id) => id === campaign.id)).toHaveLength(1);
    } finally {
      await otherOrm.close();
    }
    expect(await campaignStatus(world.api, campaign.id)).toBe('FAILED');
    await expectRefundedOnce(product.id, orders);
  });
});

describe('the cost of closing a failed campaign (docs/decisions/0071)', () => {
  /** Every statement the close sends for a failed campaign of `n` paid orders. */
  async function closeStatements(n: number): Promise<number> {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 1_000 });
    const orders = await paidOrders(world.api, world.fake, product, n);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);
    const { statements } = await recordStatements(() => closeDueCampaigns(world.deps, new Date()));
    await expectRefundedOnce(product.id, orders);
    return statements.length;
  }

  it('costs statements per batch of orders, not per order', { timeout: 300_000 }, async () => {
    const few = await closeStatements(5);
    const many = await closeStatements(45);
    // One order at a time cost about 29 statements an order (four transactions); the batches cost
    // a few dozen per 25 orders, so 40 more orders stay well under 3 statements each.
    expect((many - few) / 40).toBeLessThan(3);
  });
});

describe('closing a campaign that reached its goal', () => {
  it('confirms it, releases unpaid orders, sends the production sheet job once and tells every buyer', { timeout: 120_000 }, async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 3 });
    await paidOrders(world.api, world.fake, product, 3);
    const late = await createMember(world.api.orm.em.fork());
    const unpaid = await createOrder(world.api, late.user.id, { lines: [{ product, count: 1 }], paid: false });
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [past(), campaign.id]);

    await closeDueCampaigns(world.deps, new Date());
    await closeDueCampaigns(world.deps, new Date());

    expect(await campaignStatus(world.api, campaign.id)).toBe('CONFIRMED');
    expect(await lineStatuses(world.api, product.id)).toEqual({ PAID: 3, CANCELLED: 1 });
    const [released] = await sql<{ status: string }>(world.api, 'select status from order_specification where order_id = ?', [unpaid.orderId]);
    expect(released!.status).toBe('CANCELLED');
    const jobs = await sql<{ data: { productId: number; trigger: string } }>(
      world.api,
      `select data from pgboss.job where name = 'production-sheet' and (data->>'productId')::int = ?`,
      [product.id],
    );
    expect(jobs.map((job) => job.data)).toEqual([{ productId: product.id, trigger: 'CLOSE' }]);
    expect(await count(world.api, 'message', `template = 'GROUP_PURCHASE_CONFIRMED' and event_key like ?`, [`%campaign:${campaign.id}:%`])).toBe(3);
  });
});
