import { setTimeout as sleep } from 'node:timers/promises';
import { enqueueInTransaction } from '../../backend/src/jobs/enqueue';
import { QUEUES } from '../../backend/src/jobs/queues';
import { Campaign } from '../../backend/src/modules/campaign/campaign.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { CampaignSettleMode, CampaignStatus, ProductType } from '../../domain/enums';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember } from '../support/catalog-fixtures';
import { checkoutProduct } from '../support/checkout';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, type PlacedOrder } from '../support/orders';

/** Group purchases' shared fixtures (ADR 0062): a campaign product and its paid orders. */

export const PROGRESS = `query ($id: Int!) { product(id: $id) { id campaign { id status myUnits progress { confirmedUnits participants pendingUnits goalReached remainingUnits } } } }`;

export async function campaignProduct(
  api: TestApi,
  campaign: Partial<{ minUnits: number; maxUnits: number | null; perMemberLimit: number | null; closesAt: Date; settleMode: CampaignSettleMode }> = {},
  product: { count?: number; salePrice?: number; name?: string } = {},
): Promise<{ product: Product; campaign: Campaign }> {
  const created = await checkoutProduct(api, {
    name: product.name ?? '2026 한빛대 과잠',
    productType: ProductType.SINGLEORDER,
    price: product.salePrice ?? 10_000,
    salePrice: product.salePrice ?? 10_000,
    count: product.count ?? 5_000,
    deliveryTemplateId: 2,
  });
  const em = api.orm.em.fork();
  const closesAt = campaign.closesAt ?? new Date(Date.now() + 3 * 24 * 3600_000);
  const row = em.create(Campaign, {
    university: 1,
    product: created.id,
    minUnits: campaign.minUnits ?? 10,
    maxUnits: campaign.maxUnits ?? null,
    perMemberLimit: campaign.perMemberLimit ?? null,
    closesAt,
    productionFreezeAt: closesAt,
    settleMode: campaign.settleMode ?? CampaignSettleMode.PAY_NOW,
    status: CampaignStatus.OPEN,
  });
  await em.flush();
  return { product: created, campaign: row };
}

/** `n` members with one paid card order of the product each, paid at the fake PortOne. */
export async function paidOrders(api: TestApi, fake: FakePortOneServer, product: Product, n: number): Promise<PlacedOrder[]> {
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < n; i += 1) {
    const member = await createMember(api.orm.em.fork());
    orders.push(await createOrder(api, member.user.id, { lines: [{ product, count: 1 }] }, fake));
  }
  return orders;
}

export async function campaignStatus(api: TestApi, id: number): Promise<string> {
  const [row] = await sql<{ status: string }>(api, 'select status from campaign where id = ?', [id]);
  return row!.status;
}

export async function lineStatuses(api: TestApi, productId: number): Promise<Record<string, number>> {
  const rows = await sql<{ status: string; n: number }>(api, 'select status, count(*)::int as n from order_product where product_id = ? group by status', [productId]);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export async function refundsOf(api: TestApi, productId: number) {
  return sql<{ order_id: number; status: string; amount: number; n: number }>(
    api,
    `select r.order_id, r.status, r.amount, count(*) over (partition by r.order_id)::int as n
     from refund r join order_product op on op.id = r.order_product_id where op.product_id = ? order by r.order_id`,
    [productId],
  );
}

/** Makes the campaign due and queues its close as staff's 마감 does, for a job runner elsewhere to take. */
export async function queueClose(api: TestApi, campaignId: number): Promise<void> {
  await api.orm.em.fork().transactional(async (em) => {
    await em.execute(`update campaign set closes_at = now() - interval '1 second' where id = ?`, [campaignId]);
    await enqueueInTransaction(em, QUEUES.closeCampaigns, { campaignId }, `close-campaign-${campaignId}`);
  });
}

/**
 * Waits (a minute at most) until a runner polling its queues every 2 s failed the campaign and sent
 * every order's refund; the caller asserts on what it finds.
 */
export async function waitForFailedClose(api: TestApi, campaignId: number, orders: PlacedOrder[]): Promise<void> {
  for (let waited = 0; (await campaignStatus(api, campaignId)) !== 'FAILED' && waited < 60_000; waited += 250) await sleep(250);
  const ids = `{${orders.map((order) => order.orderId).join(',')}}`;
  for (let waited = 0; waited < 30_000; waited += 250) {
    const done = await sql<{ n: number }>(api, `select count(*)::int as n from refund r join "order" o on o.id = r.order_id where o.id = any(?::int[]) and r.status = 'DONE'`, [ids]);
    if (done[0]!.n === orders.length) return;
    await sleep(250);
  }
}
