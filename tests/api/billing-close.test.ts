// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueCampaigns } from '../../backend/src/modules/campaign/close-campaigns.job';
import { runCampaignCharges, type CampaignChargesJob } from '../../backend/src/modules/campaign/campaign-charge.job';
import { sql } from '../support/accounts';
import { campaignProduct, chargeRow, depsOf, orderState, registeredOrder, startBillingWorld, type BillingWorld } from './billing.fixtures';

// The seam between the close job (ADR 0062) and the charges job (ADR 0064): what close-campaigns
// sends on the campaign-charges queue is what runCampaignCharges settles.

let world: BillingWorld;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(() => world?.orders.close());

const LATER = 4 * 24 * 60 * 60_000;

async function sentJobs(campaignId: number): Promise<CampaignChargesJob[]> {
  const rows = await sql<{ data: CampaignChargesJob }>(world.orders.api, `select data from pgboss.job where name = 'campaign-charges'`);
  return rows.map((row) => row.data).filter((data) => data.campaignId === campaignId);
}

describe('close-campaigns then campaign-charges', () => {
  it('a CHARGE_AT_CLOSE campaign that reached its goal is charged once for every registered key', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const a = await registeredOrder(world, product);
    const b = await registeredOrder(world, product, { member: world.other });
    await closeDueCampaigns(depsOf(world), new Date(Date.now() + LATER));
    const [job] = await sentJobs(campaignId);
    expect(job).toEqual({ campaignId, outcome: 'CONFIRMED' });
    expect(await runCampaignCharges(depsOf(world), job!, new Date(Date.now() + LATER))).toMatchObject({ paid: 2 });
    for (const placed of [a.order, b.order]) {
      expect(await chargeRow(world, placed.orderId)).toMatchObject({ status: 'PAID' });
      expect(await orderState(world, placed.orderId)).toMatchObject({ spec: 'PAID', lines: ['PAID'] });
    }
  });

  it('a campaign that missed its goal charges nobody and cancels every registered line', async () => {
    const { product, campaignId } = await campaignProduct(world);
    await sql(world.orders.api, 'update campaign set min_units = 50 where id = ?', [campaignId]);
    const a = await registeredOrder(world, product);
    await closeDueCampaigns(depsOf(world), new Date(Date.now() + LATER));
    const [job] = await sentJobs(campaignId);
    expect(job).toEqual({ campaignId, outcome: 'FAILED' });
    const calls = world.orders.fake.requests.filter((request) => request.route === 'chargeAgain').length;
    expect(await runCampaignCharges(depsOf(world), job!, new Date(Date.now() + LATER))).toMatchObject({ cancelled: 1, paid: 0 });
    expect(await orderState(world, a.order.orderId)).toMatchObject({ spec: 'CANCELLED', lines: ['CANCELLED'] });
    expect(world.orders.fake.requests.filter((request) => request.route === 'chargeAgain')).toHaveLength(calls);
  });
});
