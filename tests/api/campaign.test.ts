// @vitest-environment node
// Group purchases through the API (ADR 0062): progress on the product list without a query per
// product, the join check in placeOrder, free cancellation until the deadline, and staff's desk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { closeDueCampaigns } from '../../backend/src/modules/campaign/close-campaigns.job';
import { CampaignOptionCap } from '../../backend/src/modules/campaign/campaign-option-cap.entity';
import { AUTHORITY, ProductType } from '../../domain/enums';
import { count, KOREAN, sql } from '../support/accounts';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { recordStatements } from '../support/catalog-statements';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, optionDetailIds, placeOrder } from '../support/checkout';
import { createOrder } from '../support/orders';
import { jobDepsOf, startJobsTestApi, type JobsTestApi } from './jobs.fixtures';
import { campaignProduct, campaignStatus, lineStatuses, paidOrders, PROGRESS } from './campaign.fixtures';

let world: JobsTestApi;
let staff: TestMember;

beforeAll(async () => {
  world = await startJobsTestApi();
  staff = await createMember(world.api.orm.em.fork(), { authority: AUTHORITY.ADMIN, name: '박생협' });
}, 120_000);
afterAll(() => world?.close());

const LIST = `query ($limit: Int!) { products(data: { limit: $limit, sort: NEWEST }) { items { id
  campaign { id status myUnits optionCaps { maxUnits confirmedUnits } progress { confirmedUnits participants pendingUnits goalReached remainingUnits } } } } }`;

/** A points-paid order of `count` units for a fresh member (or `member`); the API's answer. */
async function join(productId: number, options: { count?: number; detailId?: number; member?: TestMember } = {}) {
  const units = options.count ?? 1;
  const member = options.member ?? (await memberWithPoints(world.api, units * 10_000 + 3_000));
  const cartId = await cartLine(world.api, member.user.id, { productId, productOptionDetailId: options.detailId ?? null, count: units });
  return placeOrder(world.api, member.token, { cartIds: [cartId], payMethod: 'point', pointUsing: units * 10_000 + 3_000, delivery: DELIVERY });
}

describe('progress on products', () => {
  it('counts confirmed units, participants and pending virtual accounts apart', async () => {
    const { product } = await campaignProduct(world.api, { minUnits: 3, maxUnits: 10 });
    await paidOrders(world.api, world.fake, product, 2);
    const waiting = await createMember(world.api.orm.em.fork());
    await createOrder(world.api, waiting.user.id, { lines: [{ product, count: 2 }], payMethod: 'vbank', paid: false }, world.fake);
    const answer = await world.api.gql<{ product: { campaign: Record<string, unknown> } }>(PROGRESS, { id: product.id });
    expect(answer.data!.product.campaign).toMatchObject({
      status: 'OPEN',
      myUnits: 0,
      progress: { confirmedUnits: 2, participants: 2, pendingUnits: 2, goalReached: false, remainingUnits: 6 },
    });
  });

  it('costs the same statements for a list of 1 and of 20 campaign products (no N+1)', async () => {
    for (let i = 0; i < 20; i += 1) await campaignProduct(world.api, { minUnits: 5 });
    const measure = async (limit: number) => {
      invalidateCatalogue(world.api.orm.em);
      const { result, statements } = await recordStatements(() => world.api.gql(LIST, { limit }, { token: staff.token }));
      expect(result.errors).toBeUndefined();
      return statements.length;
    };
    await measure(1);
    expect(await measure(20)).toBe(await measure(1));
  });
});

describe('joining a campaign by placing an order', () => {
  it('refuses beyond the per-member limit, the cap and an option cap, with the reason and a Korean sentence', async () => {
    const { product } = await campaignProduct(world.api, { minUnits: 2, maxUnits: 4, perMemberLimit: 2 });
    const limited = await join(product.id, { count: 3 });
    expect(limited.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CAMPAIGN_MEMBER_LIMIT', field: 'count' });
    expect(limited.errors![0]!.message).toMatch(KOREAN);
    expect((await join(product.id, { count: 2 })).errors).toBeUndefined();
    expect((await join(product.id, { count: 2 })).errors).toBeUndefined();
    const full = await join(product.id);
    expect(full.errors![0]!.extensions).toMatchObject({ code: 'OUT_OF_STOCK', reason: 'CAMPAIGN_FULL' });
    expect(await count(world.api, 'order_product', 'product_id = ?', [product.id])).toBe(2);

    const sized = await checkoutProduct(world.api, { deliveryTemplateId: 2, price: 10_000, salePrice: 10_000, combinations: [{ colour: '네이비', size: 'XL', count: 50 }] });
    const [detailId] = await optionDetailIds(world.api, sized.id);
    const capped = await campaignProduct(world.api, { minUnits: 2 });
    await sql(world.api, 'update campaign set product_id = ? where id = ?', [sized.id, capped.campaign.id]);
    const em = world.api.orm.em.fork();
    em.create(CampaignOptionCap, { campaign: capped.campaign.id, productOptionDetail: detailId!, maxUnits: 1 });
    await em.flush();
    expect((await join(sized.id, { detailId: detailId! })).errors).toBeUndefined();
    const optionFull = await join(sized.id, { detailId: detailId! });
    expect(optionFull.errors![0]!.extensions).toMatchObject({ code: 'OUT_OF_STOCK', reason: 'CAMPAIGN_OPTION_FULL' });
    expect(optionFull.errors![0]!.message).toContain('네이비 / XL');
  });

  it('lets a member swap sizes only into an option whose cap has room, changing nothing when refused', async () => {
    const sized = await checkoutProduct(world.api, {
      deliveryTemplateId: 2,
      price: 10_000,
      salePrice: 10_000,
      combinations: [
        { colour: '네이비', size: 'L', count: 50 },
        { colour: '네이비', size: 'XL', count: 50 },
      ],
    });
    const [large, extra] = await optionDetailIds(world.api, sized.id);
    const capped = await campaignProduct(world.api, { minUnits: 2 });
    await sql(world.api, 'update campaign set product_id = ? where id = ?', [sized.id, capped.campaign.id]);
    const em = world.api.orm.em.fork();
    em.create(CampaignOptionCap, { campaign: capped.campaign.id, productOptionDetail: extra!, maxUnits: 1 });
    await em.flush();
    expect((await join(sized.id, { detailId: extra! })).errors).toBeUndefined();
    const member = await memberWithPoints(world.api, 13_000);
    const cartId = await cartLine(world.api, member.user.id, { productId: sized.id, productOptionDetailId: large!, count: 1 });
    const placed = await placeOrder(world.api, member.token, { cartIds: [cartId], payMethod: 'point', pointUsing: 13_000, delivery: DELIVERY });
    expect(placed.errors).toBeUndefined();
    const [line] = await sql<{ id: number }>(world.api, 'select op.id from order_product op join "order" o on o.id = op.order_id where o.user_id = ? and op.product_id = ?', [member.user.id, sized.id]);
    const SWAP = 'mutation ($data: UpdateOrderProductOptionsInput!) { updateOrderProductOptions(data: $data) { id productOptionDetailId } }';
    const stock = () => sql<{ id: number; count: number }>(world.api, 'select id, count from product_option_detail where product_id = ? order by id', [sized.id]);
    const before = await stock();
    const refused = await world.api.gql(SWAP, { data: { orderProductId: line!.id, productOptionDetailId: extra } }, { token: member.token });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'OUT_OF_STOCK', reason: 'CAMPAIGN_OPTION_FULL' });
    expect(refused.errors![0]!.message).toContain('네이비 / XL');
    expect(await stock()).toEqual(before);

    await sql(world.api, 'update campaign_option_cap set max_units = 2 where campaign_id = ?', [capped.campaign.id]);
    const swapped = await world.api.gql<{ updateOrderProductOptions: { productOptionDetailId: number } }>(
      SWAP,
      { data: { orderProductId: line!.id, productOptionDetailId: extra } },
      { token: member.token },
    );
    expect(swapped.data!.updateOrderProductOptions.productOptionDetailId).toBe(extra);
  });

  it('refuses once the deadline passed, before the close job ran', async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 1 });
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [new Date(Date.now() - 1_000), campaign.id]);
    const late = await join(product.id);
    expect(late.errors![0]!.extensions).toMatchObject({ code: 'NOT_PURCHASABLE', reason: 'CAMPAIGN_CLOSED' });
  });
});

describe('cancelling a campaign line', () => {
  const CANCEL = 'mutation ($data: CancelOrderProductInput!) { cancelOrderProduct(data: $data) { id status cancelPrice } }';

  it('refunds the line and its delivery fee in full until the deadline, and refuses while the close settles', async () => {
    const { product, campaign } = await campaignProduct(world.api, { minUnits: 100 });
    const member = await createMember(world.api.orm.em.fork());
    const order = await createOrder(world.api, member.user.id, { lines: [{ product, count: 1 }] }, world.fake);
    const cancelled = await world.api.gql<{ cancelOrderProduct: { status: string; cancelPrice: number } }>(
      CANCEL,
      { data: { orderProductId: order.lineIds[0], cancelReason: '마음이 바뀌었어요.' } },
      { token: member.token },
    );
    expect(cancelled.data!.cancelOrderProduct).toMatchObject({ status: 'CANCELLED', cancelPrice: order.paidPrice });
    expect(world.fake.payment(order.impUid!)!.cancel_amount).toBe(13_000);

    const other = await createMember(world.api.orm.em.fork());
    const second = await createOrder(world.api, other.user.id, { lines: [{ product, count: 1 }] }, world.fake);
    await sql(world.api, 'update campaign set closes_at = ? where id = ?', [new Date(Date.now() - 1_000), campaign.id]);
    const refused = await world.api.gql(CANCEL, { data: { orderProductId: second.lineIds[0], cancelReason: '마음이 바뀌었어요.' } }, { token: other.token });
    expect(refused.errors![0]!.extensions?.code).toBe('INVALID_STATE');
    expect(refused.errors![0]!.message).toMatch(KOREAN);
    expect(await lineStatuses(world.api, product.id)).toEqual({ CANCELLED: 1, PAID: 1 });
  });
});

describe("staff's campaign desk", () => {
  const SAVE = 'mutation ($data: StaffCampaignInput!) { staffSaveCampaign(data: $data) { campaign { id status minUnits } productName retryCount } }';
  const EXTEND = 'mutation ($data: StaffExtendCampaignInput!) { staffExtendCampaign(data: $data) { campaign { id closesAt } } }';
  const LOWER = 'mutation ($data: StaffLowerCampaignGoalInput!) { staffLowerCampaignGoal(data: $data) { campaign { id minUnits } } }';
  const CLOSE = 'mutation ($data: StaffCloseCampaignInput!) { staffCloseCampaign(data: $data) { campaign { id status } } }';
  const PARTICIPANTS = 'query ($id: Int!) { staffCampaignParticipants(campaignId: $id) { total items { name count status } } }';

  it('makes a product a campaign, extends it, lowers its goal and cancels it, audited and told to participants', async () => {
    const product = await checkoutProduct(world.api, { productType: ProductType.GROUPORDER, deliveryTemplateId: 2, price: 10_000, salePrice: 10_000, count: 100 });
    const closesAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const saved = await world.api.gql<{ staffSaveCampaign: { campaign: { id: number; status: string } } }>(
      SAVE,
      { data: { productId: product.id, minUnits: 50, maxUnits: 80, closesAt, settleMode: 'PAY_NOW' } },
      { token: staff.token },
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.staffSaveCampaign.campaign.id;
    const buyers = await paidOrders(world.api, world.fake, product, 2);

    const relocked = await world.api.gql(SAVE, { data: { productId: product.id, minUnits: 10, closesAt, settleMode: 'PAY_NOW' } }, { token: staff.token });
    expect(relocked.errors![0]!.extensions?.code).toBe('INVALID_STATE');

    const later = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    expect((await world.api.gql(EXTEND, { data: { campaignId: id, closesAt: later, reason: '공장 일정이 늦어졌어요.' } }, { token: staff.token })).errors).toBeUndefined();
    expect((await world.api.gql(LOWER, { data: { campaignId: id, minUnits: 30, reason: '목표를 현실적으로 바꿨어요.' } }, { token: staff.token })).errors).toBeUndefined();
    const closed = await world.api.gql<{ staffCloseCampaign: { campaign: { status: string } } }>(
      CLOSE,
      { data: { campaignId: id, outcome: 'FAILED', reason: '원단 수급이 어려워졌어요.' } },
      { token: staff.token },
    );
    expect(closed.data!.staffCloseCampaign.campaign.status).toBe('CLOSING');
    const sent = await sql(world.api, `select id from pgboss.job where name = 'close-campaigns' and singleton_key = ?`, [`close-campaign-${id}`]);
    expect(sent).toHaveLength(1);

    const participants = await world.api.gql<{ staffCampaignParticipants: { total: number } }>(PARTICIPANTS, { id }, { token: staff.token });
    expect(participants.data!.staffCampaignParticipants.total).toBe(2);
    await closeDueCampaigns(jobDepsOf(world.api), new Date());
    expect(await campaignStatus(world.api, id)).toBe('FAILED');
    expect(await lineStatuses(world.api, product.id)).toEqual({ CANCELLED: 2 });
    for (const buyer of buyers) expect(world.fake.payment(buyer.impUid!)!.cancel_amount).toBe(buyer.paidPrice);

    const audits = await sql<{ action: string; reason: string | null }>(world.api, `select action, reason from staff_audit where object_type = 'PRODUCT' and object_id = ? order by id`, [product.id]);
    expect(audits.map((row) => row.action)).toEqual(['campaign.create', 'campaign.extend', 'campaign.lower-goal', 'campaign.close']);
    expect(audits.slice(1).every((row) => row.reason)).toBe(true);
    // Two participants, three changes: each told of each, once.
    expect(await count(world.api, 'message', `template = 'GROUP_PURCHASE_CHANGED' and event_key like ?`, [`%campaign:${id}:%`])).toBe(6);
  });
});
