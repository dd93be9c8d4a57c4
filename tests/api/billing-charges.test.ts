// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_RETRY_DELAY_MS } from '../../domain/campaign/billing';
import { CampaignStatus } from '../../domain/enums';
import { retryDueCampaignCharges, runCampaignCharges, ChargesIncomplete } from '../../backend/src/modules/campaign/campaign-charge.job';
import { sql } from '../support/accounts';
import { portOneGatewayFor } from '../support/fake-portone';
import { campaignProduct, chargeRow, closeCampaign, depsOf, orderState, registeredOrder, startBillingWorld, type BillingWorld } from './billing.fixtures';

// The campaign-charges job (ADR 0064): on CONFIRMED every registered key is charged exactly once,
// refused ones come back a day later up to three tries, and FAILED charges nothing.

let world: BillingWorld;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(() => world?.orders.close());

const paidAt = (mUid: string) => world.orders.fake.paymentsFor(`${mUid}-c1`).concat(world.orders.fake.paymentsFor(`${mUid}-c2`), world.orders.fake.paymentsFor(`${mUid}-c3`)).filter((wire) => wire.status === 'paid');

describe('a CONFIRMED campaign', () => {
  it('charges every registered key once: lines PAID, points booked, and a second run charges nobody again', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const a = await registeredOrder(world, product);
    const b = await registeredOrder(world, product, { member: world.other });
    await closeCampaign(world, campaignId, CampaignStatus.CONFIRMED);
    const run = await runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, new Date());
    expect(run).toMatchObject({ paid: 2, retrying: 0, cancelled: 0 });
    for (const placed of [a.order, b.order]) {
      expect(await chargeRow(world, placed.orderId)).toMatchObject({ status: 'PAID', tries: 1, amount: placed.paidPrice });
      expect(await orderState(world, placed.orderId)).toMatchObject({ spec: 'PAID', lines: ['PAID'] });
      expect(paidAt(placed.mUid)).toHaveLength(1);
    }
    const reserved = await sql<{ n: number }>(world.orders.api, `select count(*)::int as n from point where order_id = ?`, [a.order.orderId]);
    expect(reserved[0]!.n).toBeGreaterThan(0);
    expect(await runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, new Date())).toMatchObject({ paid: 0 });
    expect(paidAt(a.order.mUid)).toHaveLength(1);
  });

  it('retries a refused charge a day later, tells the member, and pays on the next try', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const { order } = await registeredOrder(world, product, { declines: { times: 1, failReason: '[잔액부족] 카드 잔액이 부족합니다.' } });
    await closeCampaign(world, campaignId, CampaignStatus.CONFIRMED);
    const now = new Date();
    expect(await runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, now)).toMatchObject({ retrying: 1 });
    const refused = await chargeRow(world, order.orderId);
    expect(refused).toMatchObject({ status: 'RETRYING', tries: 1, last_error: '[잔액부족] 카드 잔액이 부족합니다.' });
    expect(new Date(refused!.next_try_at!).getTime()).toBe(now.getTime() + CHARGE_RETRY_DELAY_MS);
    expect(await orderState(world, order.orderId)).toMatchObject({ spec: 'READY', lines: ['READY'] });
    const told = await sql(world.orders.api, `select 1 from message where template = 'CAMPAIGN_CHARGE_REFUSED' and event_key = ?`, [`CAMPAIGN_CHARGE_REFUSED:charge:${refused!.id}:try:1`]);
    expect(told).toHaveLength(1);

    expect(await retryDueCampaignCharges(depsOf(world), new Date(now.getTime() + CHARGE_RETRY_DELAY_MS - 60_000))).toMatchObject({ paid: 0, retrying: 0 });
    expect(await retryDueCampaignCharges(depsOf(world), new Date(now.getTime() + CHARGE_RETRY_DELAY_MS))).toMatchObject({ paid: 1 });
    expect(await chargeRow(world, order.orderId)).toMatchObject({ status: 'PAID', tries: 2, next_try_at: null });
    expect(world.orders.fake.paymentsFor(`${order.mUid}-c2`).map((wire) => wire.status)).toEqual(['paid']);
  });

  it('cancels the line after the third refusal: stock back, nothing charged, the member told', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const { order } = await registeredOrder(world, product, { declines: { times: Infinity } });
    await closeCampaign(world, campaignId, CampaignStatus.CONFIRMED);
    const [before] = await sql<{ count: number }>(world.orders.api, 'select count from product where id = ?', [product.id]);
    let at = new Date();
    await runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, at);
    for (const _try of [2, 3]) {
      at = new Date(at.getTime() + CHARGE_RETRY_DELAY_MS);
      await retryDueCampaignCharges(depsOf(world), at);
    }
    expect(await chargeRow(world, order.orderId)).toMatchObject({ status: 'CANCELLED', tries: 3 });
    expect(await orderState(world, order.orderId)).toMatchObject({ spec: 'CANCELLED', lines: ['CANCELLED'] });
    const [after] = await sql<{ count: number }>(world.orders.api, 'select count from product where id = ?', [product.id]);
    expect(after!.count).toBe(before!.count + 1);
    expect(paidAt(order.mUid)).toHaveLength(0);
    const carts = await sql(world.orders.api, 'select 1 from cart where user_id = ? and product_id = ?', [world.buyer.user.id, product.id]);
    expect(carts).toHaveLength(0);
    expect(await sql(world.orders.api, `select 1 from message where template = 'CAMPAIGN_CHARGE_CANCELLED' and user_id = ?`, [world.buyer.user.id])).not.toHaveLength(0);
    const calls = world.orders.fake.requests.filter((request) => request.route === 'chargeAgain').length;
    await retryDueCampaignCharges(depsOf(world), new Date(at.getTime() + CHARGE_RETRY_DELAY_MS));
    expect(world.orders.fake.requests.filter((request) => request.route === 'chargeAgain')).toHaveLength(calls);
  });
});

describe('a FAILED campaign', () => {
  it('cancels every charge and line with nothing charged', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const a = await registeredOrder(world, product);
    const b = await registeredOrder(world, product, { member: world.other });
    await closeCampaign(world, campaignId, CampaignStatus.FAILED);
    const calls = world.orders.fake.requests.filter((request) => request.route === 'chargeAgain').length;
    expect(await runCampaignCharges(depsOf(world), { campaignId, outcome: 'FAILED' }, new Date())).toMatchObject({ cancelled: 2 });
    for (const placed of [a.order, b.order]) {
      expect(await chargeRow(world, placed.orderId)).toMatchObject({ status: 'CANCELLED', tries: 0 });
      expect(await orderState(world, placed.orderId)).toMatchObject({ spec: 'CANCELLED', lines: ['CANCELLED'] });
    }
    expect(world.orders.fake.requests.filter((request) => request.route === 'chargeAgain')).toHaveLength(calls);
  });
});

describe('exactly once', () => {
  it('two workers charging one campaign at once charge every key exactly once', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const placed = [];
    for (let i = 0; i < 6; i += 1) placed.push((await registeredOrder(world, product, { member: i % 2 ? world.other : world.buyer })).order);
    await closeCampaign(world, campaignId, CampaignStatus.CONFIRMED);
    const runs = await Promise.all([
      runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, new Date()),
      runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, new Date()),
    ]);
    expect(runs[0]!.paid + runs[1]!.paid).toBe(6);
    for (const order of placed) {
      expect(paidAt(order.mUid)).toHaveLength(1);
      expect(await chargeRow(world, order.orderId)).toMatchObject({ status: 'PAID', tries: 1 });
    }
  });

  it('a run that died after PortOne charged but before the row was written: the rerun charges nobody twice', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const first = await registeredOrder(world, product);
    const second = await registeredOrder(world, product, { member: world.other });
    await closeCampaign(world, campaignId, CampaignStatus.CONFIRMED);
    // The first charge is made at PortOne, and its answer never arrives: the run gives up with the row untouched.
    const deps = { ...depsOf(world), adapters: { ...world.orders.api.adapters, payment: portOneGatewayFor(world.orders.fake, { timeoutMs: 400 }) } };
    world.orders.fake.failNext('chargeAgain', { afterEffect: true, hang: true });
    const crashed = await runCampaignCharges(deps, { campaignId, outcome: 'CONFIRMED' }, new Date()).catch((error: unknown) => error);
    expect(crashed).toBeInstanceOf(ChargesIncomplete);
    expect(await chargeRow(world, first.order.orderId)).toMatchObject({ status: 'REGISTERED', tries: 0 });
    expect(paidAt(first.order.mUid)).toHaveLength(1);

    const rerun = await runCampaignCharges(depsOf(world), { campaignId, outcome: 'CONFIRMED' }, new Date());
    expect(rerun.paid).toBe(1);
    for (const placed of [first.order, second.order]) {
      expect(paidAt(placed.mUid)).toHaveLength(1);
      expect(await chargeRow(world, placed.orderId)).toMatchObject({ status: 'PAID', tries: 1 });
      expect(await orderState(world, placed.orderId)).toMatchObject({ spec: 'PAID' });
    }
  });
});
