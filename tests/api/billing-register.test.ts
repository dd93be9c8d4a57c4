// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_KEY_REGISTERED_MESSAGE } from '../../domain/campaign/billing';
import { CampaignSettleMode, CampaignStatus } from '../../domain/enums';
import { refusal } from '../support/accounts';
import { expectRefusalKeepsOrder } from '../support/orders';
import {
  BILLING_DOCS,
  campaignProduct,
  chargeRow,
  closeCampaign,
  orderState,
  readyOrder,
  register,
  registeredOrder,
  requestKey,
  startBillingWorld,
  type BillingWorld,
  type ChargeView,
} from './billing.fixtures';

// requestBillingKey / registerBillingKey (ADR 0064): a key the provider issued for this member's
// request is registered once; the order stops expiring and counts toward the goal.

let world: BillingWorld;

beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(() => world?.orders.close());

describe('requestBillingKey', () => {
  it('answers a zero-amount window request naming the member and order, on the KakaoPay PG for kakaopay', async () => {
    const { product } = await campaignProduct(world);
    const order = await readyOrder(world, world.buyer, product);
    const card = (await requestKey(world, world.buyer, order.orderId)).data!.requestBillingKey;
    expect(card).toMatchObject({ amount: 0, pg: world.orders.api.config.PORTONE_CARD_PG });
    expect(card.customerUid).toMatch(new RegExp(`^bk_u${world.buyer.user.id}_o${order.orderId}_`));
    expect(card.merchantUid.startsWith(order.mUid)).toBe(true);
    expect(card.sandboxUrl).toContain('customer_uid=');
    expect(card.sandboxUrl).toContain('amount=0');
    const kakao = (await requestKey(world, world.buyer, order.orderId, 'kakaopay')).data!.requestBillingKey;
    expect(kakao.pg).toBe(world.orders.api.config.PORTONE_KAKAOPAY_PG);
    expect(kakao.customerUid).not.toBe(card.customerUid);
  });

  it('refuses an order of no CHARGE_AT_CLOSE campaign, and another member’s order as not found', async () => {
    const { product } = await campaignProduct(world, CampaignSettleMode.PAY_NOW);
    const order = await readyOrder(world, world.buyer, product);
    expect(refusal(await requestKey(world, world.buyer, order.orderId), 'INVALID_STATE').message).toContain('공동구매');
    const { product: charged } = await campaignProduct(world);
    const mine = await readyOrder(world, world.buyer, charged);
    refusal(await requestKey(world, world.other, mine.orderId), 'NOT_FOUND');
  });

  it('refuses once the campaign is no longer open', async () => {
    const { product, campaignId } = await campaignProduct(world);
    const order = await readyOrder(world, world.buyer, product);
    await closeCampaign(world, campaignId, CampaignStatus.CLOSING);
    expect(refusal(await requestKey(world, world.buyer, order.orderId), 'INVALID_STATE').message).toMatch(/마감/);
  });
});

describe('registerBillingKey', () => {
  it('registers an issued key once: REGISTERED, the order stops expiring, the card masked to its last four digits', async () => {
    const { product } = await campaignProduct(world);
    const order = await readyOrder(world, world.buyer, product);
    const request = (await requestKey(world, world.buyer, order.orderId)).data!.requestBillingKey;
    world.orders.fake.issueBillingKey({ customerUid: request.customerUid, cardNumber: '4518420011119876' });
    const first = await register(world, world.buyer, order.orderId, request.customerUid);
    expect(first.errors).toBeUndefined();
    expect(first.data!.registerBillingKey.campaignCharge).toMatchObject({
      status: 'REGISTERED',
      tries: 0,
      maxTries: 3,
      amount: order.paidPrice,
      billingKey: { method: 'card', cardName: '신한카드', last4: '9876' },
    } satisfies Partial<ChargeView> & Record<string, unknown>);
    const again = await register(world, world.buyer, order.orderId, request.customerUid);
    expect(again.errors).toBeUndefined();
    const state = await orderState(world, order.orderId);
    expect(state).toMatchObject({ spec: 'READY', expires_at: null, lines: ['READY'] });
    const keys = await world.orders.api.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from billing_key where customer_uid = ?', [request.customerUid]);
    expect(keys[0]?.n).toBe(1);
    const read = await world.orders.api.gql<{ order: { campaignCharge: ChargeView } }>(BILLING_DOCS.charge, { id: order.orderId }, { token: world.buyer.token });
    expect(read.data!.order.campaignCharge.status).toBe('REGISTERED');
    expect(BILLING_KEY_REGISTERED_MESSAGE).toContain('공동구매가 확정되면');
  });

  it('registers a KakaoPay key as kakaopay with no last four digits', async () => {
    const { product } = await campaignProduct(world);
    const order = await readyOrder(world, world.buyer, product);
    const request = (await requestKey(world, world.buyer, order.orderId, 'kakaopay')).data!.requestBillingKey;
    world.orders.fake.issueBillingKey({ customerUid: request.customerUid, pg: request.pg });
    const registered = await register(world, world.buyer, order.orderId, request.customerUid);
    expect(registered.data!.registerBillingKey.campaignCharge?.billingKey).toMatchObject({ method: 'kakaopay', cardName: '카카오페이', last4: null });
  });

  it('refuses a key the provider does not know, and changes nothing', async () => {
    const { product } = await campaignProduct(world);
    const order = await readyOrder(world, world.buyer, product);
    const request = (await requestKey(world, world.buyer, order.orderId)).data!.requestBillingKey;
    await expectRefusalKeepsOrder(world.orders.api, order.orderId, () => register(world, world.buyer, order.orderId, request.customerUid), 'PAYMENT_VERIFICATION_FAILED');
    expect(await chargeRow(world, order.orderId)).toBeUndefined();
  });

  it('refuses a key requested for another order or member, even one the provider knows', async () => {
    const { product } = await campaignProduct(world);
    const mine = await readyOrder(world, world.buyer, product);
    const theirs = await readyOrder(world, world.other, product);
    const request = (await requestKey(world, world.other, theirs.orderId)).data!.requestBillingKey;
    world.orders.fake.issueBillingKey({ customerUid: request.customerUid });
    await expectRefusalKeepsOrder(world.orders.api, mine.orderId, () => register(world, world.buyer, mine.orderId, request.customerUid), 'PAYMENT_VERIFICATION_FAILED');
    expect(await chargeRow(world, mine.orderId)).toBeUndefined();
  });

  it('swaps the card of a RETRYING charge before its last try, and refuses after it', async () => {
    const { product } = await campaignProduct(world);
    const { order } = await registeredOrder(world, product);
    await world.orders.api.orm.em.fork().getConnection().execute(`update campaign_charge set status = 'RETRYING', tries = 1, last_error = '잔액 부족' where order_id = ?`, [order.orderId]);
    const request = (await requestKey(world, world.buyer, order.orderId, 'kakaopay')).data!.requestBillingKey;
    world.orders.fake.issueBillingKey({ customerUid: request.customerUid, pg: request.pg });
    const swapped = await register(world, world.buyer, order.orderId, request.customerUid);
    expect(swapped.data!.registerBillingKey.campaignCharge).toMatchObject({ status: 'RETRYING', tries: 1, billingKey: { method: 'kakaopay' } });
    await world.orders.api.orm.em.fork().getConnection().execute(`update campaign_charge set tries = 3, status = 'CANCELLED' where order_id = ?`, [order.orderId]);
    refusal(await requestKey(world, world.buyer, order.orderId), 'INVALID_STATE');
  });
});
